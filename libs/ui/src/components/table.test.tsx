import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Table, type TableColumn } from './table';

interface Lot {
  id: number;
  code: string;
  crop: string;
}

const columns: TableColumn<Lot>[] = [
  { key: 'code', header: 'Lot', cell: (lot) => lot.code },
  { key: 'crop', header: 'Crop', cell: (lot) => lot.crop },
];

describe('Table', () => {
  it('when there are no rows, then one cell spanning all columns shows the empty message', () => {
    render(
      <Table
        caption="Seed lots"
        columns={columns}
        rows={[]}
        rowKey={(lot) => lot.id}
        emptyMessage="No seed lots yet."
      />,
    );

    const table = screen.getByRole('table', { name: 'Seed lots' });
    const body = within(table).getAllByRole('rowgroup')[1]!;
    const cell = within(body).getByRole('cell');
    expect(cell.textContent).toBe('No seed lots yet.');
    expect(cell.getAttribute('colspan')).toBe('2');
  });

  it('when there are no rows and no empty message, then the default message is shown', () => {
    render(<Table caption="Seed lots" columns={columns} rows={[]} rowKey={(lot) => lot.id} />);

    expect(screen.getByRole('cell').textContent).toBe('No data to show.');
  });

  it('when rows are given, then each row renders its cells under column headers', () => {
    const lots: Lot[] = [
      { id: 1, code: 'L-001', crop: 'Wheat' },
      { id: 2, code: 'L-002', crop: 'Paddy' },
    ];
    render(<Table caption="Seed lots" hideCaption columns={columns} rows={lots} rowKey={(lot) => lot.id} />);

    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Lot', 'Crop']);
    expect(screen.getAllByRole('cell').map((td) => td.textContent)).toEqual(['L-001', 'Wheat', 'L-002', 'Paddy']);
    expect(screen.getByRole('table', { name: 'Seed lots' })).toBeTruthy();
  });
});

describe('Table on a narrow screen', () => {
  it('when the table fits, then its box is no tab stop; when it is wider than its box, then the box is a named region in the tab order', async () => {
    const observers: (() => void)[] = [];
    const original = globalThis.ResizeObserver;
    globalThis.ResizeObserver = class {
      constructor(callback: () => void) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    try {
      render(<Table caption="Harvests" columns={columns} rows={[]} rowKey={(lot) => lot.id} />);
      const box = screen.getByRole('table').parentElement!;
      expect(box.getAttribute('tabindex')).toBeNull();

      Object.defineProperty(box, 'scrollWidth', { configurable: true, value: 600 });
      Object.defineProperty(box, 'clientWidth', { configurable: true, value: 360 });
      await act(async () => observers.forEach((callback) => callback()));

      const region = screen.getByRole('region', { name: 'Harvests' });
      expect(region).toBe(box);
      expect(region.getAttribute('tabindex')).toBe('0');
      expect(region.className).toContain('seed-scroll-cue');
    } finally {
      globalThis.ResizeObserver = original;
    }
  });
});
