import { notify } from '@seed/ui';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastArea } from './toast-area';

afterEach(cleanup);

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The toast area where app.tsx mounts it: inside the router, next to the routes. */
function renderShell() {
  return render(
    <MemoryRouter initialEntries={['/farms/new']}>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
      <ToastArea />
    </MemoryRouter>,
  );
}

describe('toast area', () => {
  it('when a toast has a link, then it shows the message, the description and a router link that navigates in-app', async () => {
    renderShell();
    act(() =>
      notify('success', 'Farm created successfully', {
        description: 'ID: SUN-1234',
        link: { label: 'View Farm', href: '/farms/42' },
      }),
    );

    // the toaster mounts its toast on a later frame: give a busy machine more than findBy's default second
    const link = await screen.findByRole('link', { name: 'View Farm' }, { timeout: 5_000 });
    expect(screen.getByText('Farm created successfully')).toBeTruthy();
    expect(screen.getByText('ID: SUN-1234')).toBeTruthy();
    expect(link.getAttribute('href')).toBe('/farms/42');

    // A MemoryRouter cannot reload: the path changes only through the router.
    fireEvent.click(link);
    expect(screen.getByTestId('where').textContent).toBe('/farms/42');
  });

  it('when a toast link leaves the portal, then the toast shows without the link', async () => {
    renderShell();
    act(() => notify('info', 'Look here', { link: { label: 'Elsewhere', href: 'https://evil.example/' } }));

    await screen.findByText('Look here', undefined, { timeout: 5_000 });
    expect(screen.queryByRole('link', { name: 'Elsewhere' })).toBeNull();
  });
});
