import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

// Storybook's rsbuild builder loads this file; without pluginReact() every story fails at
// runtime with "React is not defined" (JSX is not compiled to the automatic runtime).
export default defineConfig({ plugins: [pluginReact()] });
