import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Invite Member
      </button>
      <Dialog
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Invite Member"
        description="Send an invitation by email."
        closeLabel="Close"
      >
        <input aria-label="Email" />
      </Dialog>
    </>
  );
}

function openDialog() {
  const trigger = screen.getByRole('button', { name: 'Invite Member' });
  trigger.focus();
  fireEvent.click(trigger);
  return trigger;
}

describe('Dialog', () => {
  it('when opened, then it is a labelled modal dialog and focus moves inside it', () => {
    render(<Harness />);

    openDialog();

    const dialog = screen.getByRole('dialog', { name: 'Invite Member' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('Send an invitation by email.').id);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('when Escape is pressed, then onClose is called once and focus returns to the opener', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const trigger = openDialog();
    const email = screen.getByRole('textbox', { name: 'Email' });
    email.focus();

    fireEvent.keyDown(email, { key: 'Escape' });

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('when the overlay is clicked, then the dialog closes', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    openDialog();

    fireEvent.click(screen.getByRole('dialog'));

    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('when content inside the dialog is clicked, then it stays open', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    openDialog();

    fireEvent.click(screen.getByRole('textbox', { name: 'Email' }));

    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('when the close button is pressed, then focus returns to the opener', () => {
    render(<Harness />);
    const trigger = openDialog();

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('when the open dialog is unmounted, then focus returns to the opener', () => {
    const trigger = document.createElement('button');
    document.body.append(trigger);
    trigger.focus();
    const { unmount } = render(<Dialog open onClose={() => {}} title="Confirm" closeLabel="Close" />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));

    unmount();

    expect(document.activeElement).toBe(trigger);
    trigger.remove();
  });
});
