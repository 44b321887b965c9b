import type { Preview } from 'storybook-react-rsbuild';
import './tailwind.css';

const preview: Preview = {
  parameters: { layout: 'padded' },
};

export default preview;
