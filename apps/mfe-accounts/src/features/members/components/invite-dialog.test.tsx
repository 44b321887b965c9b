import { ApiError, loadApiContract } from '@seed/auth';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { field, handlers, renderApp, stubApi } from '@seed/tools/testing/remote-harness';
import { i18n, NAMESPACE } from '../../../i18n/i18n';
import { InviteDialog } from './invite-dialog';

// The server's refusal of a duplicate invitation, as the BFF answers it.
const duplicate = 'An invitation has already been sent to this email address';
vi.mock('@seed/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@seed/auth')>()),
  apiFetch: vi.fn(),
}));
const notify = vi.hoisted(() => vi.fn());
vi.mock('@seed/ui', async (original) => ({ ...(await original<typeof import('@seed/ui')>()), notify }));

// jsdom has <dialog> without showModal/close: toggle `open`, as libs/ui's test setup does.
beforeAll(async () => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  await loadApiContract();
});
beforeEach(() => {
  stubApi();
  handlers.accounts.inviteMember = () => {
    throw new ApiError(409, 'conflict', duplicate);
  };
});
afterEach(cleanup);

describe('InviteDialog', () => {
  it('when the server refuses the invitation, then its words show once, in the dialog, and no toast repeats them', async () => {
    await renderApp(<InviteDialog open onClose={() => {}} />, { i18n, namespace: NAMESPACE });
    fireEvent.change(field('Email'), { target: { value: 'meena@demo-seeds.in' } });

    await act(async () => fireEvent.click(screen.getByRole('button', { name: /send invitation/i })));

    expect(await screen.findByText(duplicate)).toBeTruthy();
    expect(screen.getAllByText(duplicate)).toHaveLength(1);
    expect(notify).not.toHaveBeenCalled();
  });
});
