import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import FarmsRoutes from './routes';

afterEach(cleanup);

describe('farms route tree', () => {
  it.each([
    ['/farms', 'Farms'],
    ['/farms/new', 'Register New Farm'],
  ])('when %s is opened, then its screen shows its title', async (path, title) => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/farms/*" element={<FarmsRoutes />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect((await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).textContent).toBe(title);
  });
});
