// A file's text as a string (Rsbuild's `?raw` query): the tokens page reads the CSS Tailwind reads.
declare module '*?raw' {
  const text: string;
  export default text;
}
