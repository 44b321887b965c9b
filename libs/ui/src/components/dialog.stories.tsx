import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from './button';
import { Dialog, type DialogProps } from './dialog';
import { Input } from './input';
import { Select } from './select';

function DialogDemo(props: Omit<DialogProps, 'open' | 'onClose'> & { initiallyOpen?: boolean }) {
  const { initiallyOpen = false, ...rest } = props;
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Invite Member</Button>
      <Dialog
        {...rest}
        open={open}
        onClose={() => setOpen(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onClick={() => setOpen(false)}>Send invitation</Button>
          </>
        }
      >
        <div className="flex flex-col gap-4">
          <Input label="Email" type="email" placeholder="name@example.in" />
          <Select
            label="Role"
            defaultValue="manager"
            options={[
              { value: 'manager', label: 'Manager' },
              { value: 'admin', label: 'Admin' },
            ]}
          />
        </div>
      </Dialog>
    </>
  );
}

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: {
    open: false,
    onClose: () => {},
    title: 'Invite Member',
    description: 'They get an email with a link to join your organization.',
    closeLabel: 'Close',
  },
  render: ({ open, onClose: _onClose, ...args }) => <DialogDemo {...args} initiallyOpen={open} />,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed until the button is pressed; Escape, the overlay and Close return focus to it. */
export const Default: Story = {};
export const Open: Story = { args: { open: true } };
