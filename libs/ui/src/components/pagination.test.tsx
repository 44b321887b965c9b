import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

describe('Pagination', () => {
  it('when everything fits on one page, then nothing is rendered', () => {
    const { container } = render(<Pagination page={1} pageSize={24} total={24} onPageChange={() => {}} />);

    expect(container.innerHTML).toBe('');
  });

  it('when on the first page, then Previous is disabled and Next asks for page 2', () => {
    const onPageChange = vi.fn();
    render(
      <Pagination
        page={1}
        pageSize={24}
        total={30}
        onPageChange={onPageChange}
        summary="Showing 24 of 30"
        label="Farm pages"
      />,
    );

    expect(screen.getByRole('navigation', { name: 'Farm pages' }).textContent).toContain('Showing 24 of 30');
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('when on the last page, then Next is disabled and Previous asks for the page before', () => {
    const onPageChange = vi.fn();
    render(<Pagination page={2} pageSize={24} total={30} onPageChange={onPageChange} previousLabel="Back" />);

    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });
});
