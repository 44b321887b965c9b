import { notify } from '@seed/ui';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from './app';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('app', () => {
  it('when a toast with a link is raised and the link is clicked, then the router navigates to its page', async () => {
    // jsdom cannot load pages: the new route renders only if the link went through the router,
    // which needs the toast area mounted inside it.
    render(<App />);
    await screen.findByRole('heading', { level: 1 });

    act(() => notify('info', 'Access changed', { link: { label: 'See why', href: '/unauthorized' } }));
    // the toast area and the next route are loaded lazily: on a loaded machine they take over a second
    fireEvent.click(await screen.findByRole('link', { name: 'See why' }, { timeout: 5000 }));

    await screen.findByText("You don't have permission to access this page.", {}, { timeout: 5000 });
    expect(window.location.pathname).toBe('/unauthorized');
  });
});
