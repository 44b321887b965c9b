import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// The package names, as a remote imports them: the hooks call apiFetch through @seed/auth, mocked here.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { apiFetch } from '@seed/auth';
import { apiQueryKey, invalidateApi, useApiMutation, useApiQuery } from '@seed/auth/query';

vi.mock('@seed/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@seed/auth')>()),
  apiFetch: vi.fn(),
}));

const FARM_ID = '00000000-0000-4000-8000-000000000001';
let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  vi.mocked(apiFetch).mockReset();
});
afterEach(() => client.clear());

/** A query on screen under any key (a hand-written hook's). */
const useKeyedQuery = (key: readonly unknown[], fn: () => Promise<unknown>) => useQuery({ queryKey: key, queryFn: fn });

/** A query on screen for `key`, answered `value`, so an invalidation shows as a second call. */
function seed(key: readonly unknown[], value: unknown) {
  const fn = vi.fn(async () => value);
  renderHook(() => useKeyedQuery(key, fn), { wrapper });
  return fn;
}

describe('useApiQuery', () => {
  it('when a component reads an endpoint, then apiFetch is called with its slice, name and input and the answer is cached under [slice, name, input]', async () => {
    const farm = { id: FARM_ID, name: 'North field' };
    vi.mocked(apiFetch).mockResolvedValue(farm as never);
    const input = { params: { id: FARM_ID } };

    const { result } = renderHook(() => useApiQuery('farms', 'get', input), { wrapper });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(farm);
    expect(vi.mocked(apiFetch).mock.calls).toEqual([['farms', 'get', input]]);
    expect(apiQueryKey('farms', 'get', input)).toEqual(['farms', 'get', input]);
    expect(client.getQueryData(['farms', 'get', input])).toEqual(farm);
  });

  it("when useQuery's options are given, then they apply (enabled: false sends nothing; select shapes the data)", async () => {
    vi.mocked(apiFetch).mockResolvedValue({ crops: ['Wheat'] } as never);
    const off = renderHook(() => useApiQuery('varieties', 'listCrops', undefined, { enabled: false }), { wrapper });
    expect(off.result.current.fetchStatus).toBe('idle');
    expect(apiFetch).not.toHaveBeenCalled();

    const { result } = renderHook(
      () => useApiQuery('varieties', 'listCrops', undefined, { select: (list) => Object.keys(list) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.data).toEqual(['crops']));
    expect(client.getQueryData(['varieties', 'listCrops', undefined])).toEqual({ crops: ['Wheat'] });
  });

  it('when the endpoint refuses, then the query holds the error apiFetch rejected with', async () => {
    vi.mocked(apiFetch).mockRejectedValue(new Error('Farm not found'));
    const { result } = renderHook(() => useApiQuery('farms', 'get', { params: { id: FARM_ID } }), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('Farm not found');
  });
});

describe('useApiMutation', () => {
  it('when a change succeeds, then the slices it names refetch and the others do not, and the mutation settles after them', async () => {
    const farms = seed(['farms', 'list', { query: {} }], { items: [] });
    const varieties = seed(['varieties', 'list', { query: {} }], { items: [] });
    await waitFor(() => expect(farms).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(varieties).toHaveBeenCalledTimes(1));
    vi.mocked(apiFetch).mockResolvedValue({ id: FARM_ID } as never);
    const onSuccess = vi.fn();

    const { result } = renderHook(() => useApiMutation('farms', 'create', { invalidates: ['farms'], onSuccess }), {
      wrapper,
    });
    const body = { name: 'North field' } as never;
    await act(() => result.current.mutateAsync({ body }));

    expect(vi.mocked(apiFetch).mock.calls).toEqual([['farms', 'create', { body }]]);
    expect(onSuccess).toHaveBeenCalledWith({ id: FARM_ID }, { body }, undefined, expect.anything());
    expect(farms).toHaveBeenCalledTimes(2);
    expect(varieties).toHaveBeenCalledTimes(1);
  });

  it('when a change names one endpoint of a slice, then only that endpoint’s queries refetch', async () => {
    const list = seed(['transactions', 'list', { query: {} }], { items: [] });
    const settings = seed(['transactions', 'settings', undefined], { requireAcceptance: false });
    await waitFor(() => expect(list).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(settings).toHaveBeenCalledTimes(1));
    vi.mocked(apiFetch).mockResolvedValue({ id: FARM_ID } as never);

    const { result } = renderHook(
      () => useApiMutation('transactions', 'accept', { invalidates: [['transactions', 'list']] }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync({ params: { id: FARM_ID } }));

    expect(list).toHaveBeenCalledTimes(2);
    expect(settings).toHaveBeenCalledTimes(1);
  });

  it("when a change fails, then nothing is invalidated and the mutation holds apiFetch's error", async () => {
    const farms = seed(['farms', 'list', { query: {} }], { items: [] });
    await waitFor(() => expect(farms).toHaveBeenCalledTimes(1));
    vi.mocked(apiFetch).mockRejectedValue(new Error('Enter a name'));

    const { result } = renderHook(() => useApiMutation('farms', 'create', { invalidates: ['farms'] }), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({ body: {} as never }).catch(() => undefined);
    });

    await waitFor(() => expect(result.current.error?.message).toBe('Enter a name'));
    expect(farms).toHaveBeenCalledTimes(1);
  });
});

describe('invalidateApi', () => {
  it("when the seedLots slice changes, then its queries refetch and other slices' do not", async () => {
    const derived = seed(['seedLots', 'list', { query: {} }], { items: [] });
    const farms = seed(['farms', 'list', { query: {} }], { items: [] });
    await waitFor(() => expect(derived).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(farms).toHaveBeenCalledTimes(1));

    await act(() => invalidateApi(client, ['seedLots']));

    expect(derived).toHaveBeenCalledTimes(2);
    expect(farms).toHaveBeenCalledTimes(1);
  });
});
