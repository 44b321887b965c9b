import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ErrorBanner } from './error-banner';

const meta = {
  title: 'Components/ErrorBanner',
  component: ErrorBanner,
  args: { message: 'Invalid login credentials' },
} satisfies Meta<typeof ErrorBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BackendMessage: Story = {};
export const DefaultMessage: Story = { args: { message: undefined } };
export const WithTitleAndDismiss: Story = {
  args: { title: 'Could not save the farm', message: 'Area must be greater than 0', onDismiss: () => {} },
};
