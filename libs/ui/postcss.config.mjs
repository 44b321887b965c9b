// Picked up by Rsbuild when Storybook builds; compiles .storybook/tailwind.css.
export default { plugins: { '@tailwindcss/postcss': {} } };
