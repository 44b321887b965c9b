import { AuthProvider, OFFLINE_SESSION, createAuthStore } from '@seed/auth';
import type { Notification } from '@seed/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, LANGUAGE_STORAGE_KEY } from '../../../i18n/i18n';
import frameEn from '../../../i18n/frame.en.json';
import { TopBar } from './top-bar';

// What GET /api/v1/notifications answers in a test; the rest of @seed/auth is real.
const answer = vi.hoisted(() => ({ items: [] as Notification[] }));
// The language choice as the user menu calls it; what it does beyond the page is @seed/auth's test.
const chosen = vi.hoisted(() => [] as string[]);
vi.mock('@seed/auth', async (original) => {
  const { useTranslation } = await import('react-i18next');
  return {
    ...(await original<typeof import('@seed/auth')>()),
    apiFetch: async () => ({ items: answer.items }),
    useLanguageChoice: () => {
      const { i18n } = useTranslation();
      return async (language: string) => {
        chosen.push(language);
        await i18n.changeLanguage(language);
      };
    },
  };
});

i18n.addResourceBundle('en', 'translation', frameEn, true, false);
afterEach(cleanup);

function renderTopBar() {
  const store = createAuthStore({ loading: false });
  store.setState({
    user: { id: 'u1' },
    profile: { full_name: 'Demo Admin', role: 'admin' } as never,
    role: 'admin',
  });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AuthProvider store={store} session={OFFLINE_SESSION}>
          <MemoryRouter>
            <TopBar onOpenMenu={() => {}} menuOpen={false} />
          </MemoryRouter>
        </AuthProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('TopBar', () => {
  it('when the top bar shows, then there is no search box that ignores Enter', () => {
    answer.items = [];
    renderTopBar();

    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('when nothing waits, then the bell has no dot and its list says so', async () => {
    answer.items = [];
    renderTopBar();
    const bell = screen.getByRole('button', { name: 'Notifications' });
    await act(async () => {});

    expect(screen.queryByTestId('notifications-dot')).toBeNull();
    fireEvent.click(bell);
    expect(screen.getByRole('region', { name: 'Notifications' }).textContent).toContain('Nothing waits for you.');
  });

  it('when a transfer waits and a held lot is recalled, then the bell shows a dot and lists links to them; Escape closes and returns focus', async () => {
    answer.items = [
      {
        kind: 'incoming_transfer',
        subject_id: 'a1b2c3d4-0000-4000-8000-000000000001',
        subject: 'TRANSFER',
        at: '2026-11-26T18:00:00.000Z',
      },
      {
        kind: 'lot_recall',
        subject_id: 'SL-20261126-2330037-9595',
        subject: 'SL-20261126-2330037-9595',
        at: '2026-11-26T17:00:00.000Z',
      },
    ];
    renderTopBar();

    const bell = await screen.findByRole('button', { name: 'Notifications, 2 waiting' });
    expect(screen.getByTestId('notifications-dot')).toBeTruthy();
    fireEvent.click(bell);
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    const transfer = screen.getByRole('link', { name: /Incoming transfer waits for your acceptance/ });
    expect(transfer.getAttribute('href')).toBe('/transactions/a1b2c3d4-0000-4000-8000-000000000001');
    const recall = screen.getByRole('link', { name: /Seed lot SL-20261126-2330037-9595 is recalled/ });
    expect(recall.getAttribute('href')).toBe('/seed-lots/SL-20261126-2330037-9595');

    recall.focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    expect(document.activeElement).toBe(bell);
  });

  it("when the user menu shows the user's name, then its accessible name starts with that name (WCAG 2.5.3)", () => {
    answer.items = [];
    renderTopBar();

    const button = screen.getByRole('button', { name: /user menu/i });
    expect(button.getAttribute('aria-label')).toMatch(/^Demo Admin\b/);
    expect(button.textContent).toContain('Demo Admin');
  });

  it('when हिन्दी is chosen in the user menu, then the frame speaks Hindi at once, <html lang> follows and the browser keeps it', async () => {
    answer.items = [];
    renderTopBar();
    fireEvent.click(screen.getByRole('button', { name: /user menu/ }));
    const languages = screen.getByRole('group', { name: 'Language' });
    expect(within(languages).getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');

    await act(async () => fireEvent.click(within(languages).getByRole('button', { name: 'हिन्दी' })));

    expect(await screen.findByRole('link', { name: 'आपकी प्रोफ़ाइल' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'भाषा' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('hi');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    expect(chosen).toEqual(['hi']);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'English' })));
    expect(await screen.findByRole('link', { name: 'Your Profile' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });
});
