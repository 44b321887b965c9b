import type { Preview } from 'storybook-react-rsbuild';
import { configure } from 'storybook/test';
import type { Language } from '@seed/domain';
import { setStoryLanguage } from '../src/storybook/story-language';
import './tailwind.css';
// the stories in Hindi and Marathi set their Devanagari as the portal does
import '../src/styles/devanagari.css';

// A play function's findBy… waits up to 10 s, not testing-library's 1 s: on a busy 2-core machine
// rendering four stories at once, a page's first answer can take longer than a second to show.
configure({ asyncUtilTimeout: 10_000 });

const preview: Preview = {
  parameters: { layout: 'padded' },
  // Each story in its language (parameters.language, English by default), every catalogue loaded
  loaders: [async ({ parameters }) => setStoryLanguage(parameters.language as Language | undefined)],
};

export default preview;
