import type { StorybookConfig } from 'storybook-react-rsbuild';

const config: StorybookConfig = {
  // One Storybook for the whole portal: the design system's primitives and the components each
  // remote's and the shell's screens are made of (apps/*/src/**), built and tested together.
  stories: ['../src/**/*.stories.tsx', '../../../apps/*/src/**/*.stories.tsx'],
  framework: { name: 'storybook-react-rsbuild', options: {} },
  core: { disableTelemetry: true },
  // No docs addon is installed, so prop tables are never shown: skip docgen to build faster.
  typescript: { reactDocgen: false },
  // React's development build in the static Storybook, so the Chromium render test also
  // catches React's console warnings (missing keys, invalid nesting, bad props).
  features: { developmentModeForBuild: true },
};

export default config;
