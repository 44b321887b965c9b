import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CursorPagination, useCursorPages } from './cursor-pagination';

afterEach(cleanup);

const NEXT: Record<string, string | null> = { '': 'c2', c2: 'c3', c3: null };

function List() {
  const [cursor, setCursor] = useState<string | undefined>(undefined);
  const pages = useCursorPages(cursor, (next) => setCursor(next ?? undefined));
  return (
    <>
      <output>{cursor ?? 'newest'}</output>
      <button type="button" onClick={() => (pages.reset(), setCursor(undefined))}>
        Filter
      </button>
      <CursorPagination
        hasNewer={Boolean(cursor)}
        nextCursor={NEXT[cursor ?? '']}
        onNewer={pages.newer}
        onOlder={pages.older}
        label="Pages"
        summary="Some rows"
      />
    </>
  );
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('CursorPagination', () => {
  it('when the list has a single page, then nothing is shown', () => {
    render(<CursorPagination hasNewer={false} nextCursor={null} onNewer={() => {}} onOlder={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('when Older and Newer are pressed, then the list walks back through the cursors it came from to the newest page', () => {
    render(<List />);
    const where = () => screen.getByRole('status', { hidden: true }).textContent;
    expect(screen.getByRole('navigation', { name: 'Pages' }).textContent).toContain('Some rows');
    expect(button('Newer').disabled).toBe(true);

    act(() => fireEvent.click(button('Older')));
    act(() => fireEvent.click(button('Older')));
    expect(where()).toBe('c3');
    expect(button('Older').disabled).toBe(true);

    act(() => fireEvent.click(button('Newer')));
    expect(where()).toBe('c2');
    act(() => fireEvent.click(button('Newer')));
    expect(where()).toBe('newest');
    expect(button('Newer').disabled).toBe(true);
  });

  it('when the pages are reset (a filter changed), then Newer from a later page goes to the newest page', () => {
    render(<List />);
    const where = () => screen.getByRole('status', { hidden: true }).textContent;
    act(() => fireEvent.click(button('Older')));
    act(() => fireEvent.click(button('Filter')));
    act(() => fireEvent.click(button('Older')));
    act(() => fireEvent.click(button('Newer')));
    expect(where()).toBe('newest');
  });
});
