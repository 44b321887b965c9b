import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useListParams } from './use-list-params';

// A list page's params as the slices write them: a tab, two filters and the page, each falling
// back to a default when the URL has nothing usable.
const LotListParams = z.object({
  tab: z.enum(['active', 'archived']).catch('active'),
  search: z.string().catch(''),
  crop: z.enum(['rice', 'wheat']).optional().catch(undefined),
  page: z.coerce.number().int().min(1).catch(1),
});

function renderListParams(url: string, schema: z.ZodType<Record<string, string | number | undefined>> = LotListParams) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({ list: useListParams(schema), location: useLocation(), navigationType: useNavigationType() }),
    { wrapper },
  );
}

describe('useListParams', () => {
  it('when the URL carries the params, then they are parsed and typed by the schema', () => {
    const { result } = renderListParams('/lots?tab=archived&crop=rice&page=3&search=BT');

    expect(result.current.list.params).toEqual({ tab: 'archived', search: 'BT', crop: 'rice', page: 3 });
  });

  it('when a value is malformed or unknown, then that key falls back to its default and the others stay', () => {
    const { result } = renderListParams('/lots?tab=deleted&crop=barley&page=-2&search=BT');

    expect(result.current.list.params).toEqual({ tab: 'active', search: 'BT', crop: undefined, page: 1 });
  });

  it('when a filter changes, then it is written to the URL, the page is reset and the history entry replaced', () => {
    const { result } = renderListParams('/lots?tab=archived&page=4');

    act(() => result.current.list.setParams({ crop: 'wheat' }));

    expect(result.current.location.search).toBe('?tab=archived&crop=wheat');
    expect(result.current.list.params).toMatchObject({ crop: 'wheat', page: 1 });
    expect(result.current.navigationType).toBe('REPLACE');
  });

  it('when the page changes, then the filters stay', () => {
    const { result } = renderListParams('/lots?crop=rice');

    act(() => result.current.list.setParams({ page: 2 }));

    expect(result.current.location.search).toBe('?crop=rice&page=2');
  });

  it('when a value is cleared or set back to its default, then its key leaves the URL', () => {
    const { result } = renderListParams('/lots?tab=archived&crop=rice&search=BT');

    act(() => result.current.list.setParams({ tab: 'active', crop: null, search: '' }));

    expect(result.current.location.search).toBe('');
    expect(result.current.list.params).toEqual({ tab: 'active', search: '', crop: undefined, page: 1 });
  });

  it('when the page re-renders with the same URL, then params keep their identity (safe as an effect dependency)', () => {
    const { result, rerender } = renderListParams('/lots?crop=rice');
    const first = result.current.list.params;

    rerender();

    expect(result.current.list.params).toBe(first);
  });

  it('when a key is repeated, then its first value is read', () => {
    const { result } = renderListParams('/lots?crop=wheat&crop=rice');

    expect(result.current.list.params.crop).toBe('wheat');
  });

  it('when the schema refuses an empty query, then the hook throws instead of guessing', () => {
    const strict = z.object({ tab: z.enum(['active', 'archived']) });

    expect(() => renderListParams('/lots', strict)).toThrow(/refuses the query/);
  });
});
