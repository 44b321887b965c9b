import type { Preview } from 'storybook-react-rsbuild';
import type { Language } from '@seed/domain';
import { setStoryLanguage } from '../src/storybook/story-language';
import './tailwind.css';
// the stories in Hindi and Marathi set their Devanagari as the portal does
import '../src/styles/devanagari.css';

const preview: Preview = {
  parameters: { layout: 'padded' },
  // Each story in its language (parameters.language, English by default), every catalogue loaded
  loaders: [async ({ parameters }) => setStoryLanguage(parameters.language as Language | undefined)],
};

export default preview;
