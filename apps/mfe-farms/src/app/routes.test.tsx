import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(cleanup);
import FarmsRoutes from './routes';

describe('farms route tree', () => {
  it.each(['/farms', '/farms/new', '/farms/7/edit'])('when %s is opened, then the honest placeholder shows', (path) => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/farms/*" element={<FarmsRoutes />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Farms');
    expect(screen.getByText(/not available yet/)).toBeTruthy();
  });
});
