import { notify } from '@seed/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { shellStory } from '../../../stories/frame';
import { ToastArea } from './toast-area';

// The toast area at the top right: success, error and information toasts, with a description and
// an in-portal link. The play function raises them as any screen does (notify) and holds the
// pointer over them, which keeps them open (they close after 4 s otherwise).
function Screen() {
  return (
    <div className="min-h-[420px] p-6">
      <p className="text-sm text-gray-600">A screen of the portal, with its toasts over it.</p>
      <ToastArea />
    </div>
  );
}

const meta = {
  title: 'Shell/Toasts',
  component: Screen,
  parameters: { layout: 'fullscreen', frame: { path: '/farms/new' } },
  decorators: [shellStory],
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function raiseAndHold(canvasElement: HTMLElement, raise: () => void, last: string) {
  raise();
  const toast = await within(canvasElement.ownerDocument.body).findByText(last, undefined, { timeout: 5_000 });
  await userEvent.hover(toast);
  // sonner fades a toast in: wait until it is fully shown (axe measures its contrast)
  const item = toast.closest<HTMLElement>('[data-sonner-toast]');
  await waitFor(() => expect(item && getComputedStyle(item).opacity).toBe('1'), { timeout: 3_000 });
}

export const SuccessErrorInfo: Story = {
  play: ({ canvasElement }) =>
    raiseAndHold(
      canvasElement,
      () => {
        notify('info', 'Large image detected. It will be automatically compressed before upload.');
        notify('error', 'Failed to send invitation', 'An invitation has already been sent to this email address');
        notify('success', 'Farm created successfully', {
          description: 'Patidar Khet, Sonkatch (Dewas)',
          link: { label: 'View Farm', href: '/farms/4f6b2c1e' },
        });
      },
      'Farm created successfully',
    ),
};

export const Success: Story = {
  play: ({ canvasElement }) =>
    raiseAndHold(
      canvasElement,
      () => notify('success', 'Invitation sent successfully!'),
      'Invitation sent successfully!',
    ),
};
