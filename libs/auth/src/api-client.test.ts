import { endpoint } from '@seed/domain';
import { z } from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';

vi.mock('./supabase-client', () => ({
  getSupabase: async () => ({ auth: { getSession: async () => ({ data: { session: { access_token: 'tok' } } }) } }),
}));
const { apiDownload, apiFetch } = await import('./api-client');

const Lot = z.object({ id: z.string(), kg: z.number() });
const SplitLot = endpoint({
  method: 'post',
  path: '/api/v1/lots/{lotId}/split',
  operationId: 'splitLot',
  summary: 'Split',
  tags: ['lots'],
  auth: 'user',
  request: {
    params: z.object({ lotId: z.string() }),
    query: z.object({ search: z.string().optional(), page: z.number().default(1) }),
    body: z.object({ kg: z.number({ error: 'Enter a quantity' }).positive('Enter a quantity above 0') }),
  },
  responses: { 201: { description: 'The new lot', schema: Lot } },
});
const Export = endpoint({
  method: 'get',
  path: '/api/v1/lots/export',
  operationId: 'exportLots',
  summary: 'Export',
  tags: ['lots'],
  auth: 'user',
  responses: {
    200: { description: 'CSV', schema: z.object({}), contentType: 'application/json', alternatives: ['text/csv'] },
  },
});

function answer(status: number, body: string, type = 'application/json') {
  const fetchMock = vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': type } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  it('when an endpoint is called, then its path is filled, its query serialised without blanks, its body sent as JSON with the token, and the answer parsed', async () => {
    const fetchMock = answer(201, JSON.stringify({ id: 'L/7-b', kg: 2 }));

    const lot = await apiFetch(SplitLot, { params: { lotId: 'L/7' }, query: { search: '' }, body: { kg: 2 } });

    expect(lot).toEqual({ id: 'L/7-b', kg: 2 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/lots/L%2F7/split?page=1');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"kg":2}');
    expect(Object.fromEntries(new Headers(init.headers))).toMatchObject({
      authorization: 'Bearer tok',
      'content-type': 'application/json',
    });
    expect(new Headers(init.headers).has('Accept-Language')).toBe(false);
  });

  it('when the page is in Hindi, then the request asks for Hindi (for the e-mails it may send)', async () => {
    const fetchMock = answer(201, JSON.stringify({ id: 'L/7-b', kg: 2 }));
    document.documentElement.lang = 'hi';
    try {
      await apiFetch(SplitLot, { params: { lotId: 'L/7' }, body: { kg: 2 } });
    } finally {
      document.documentElement.lang = 'en';
    }
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('Accept-Language')).toBe('hi, en;q=0.5');
  });

  it("when the body breaks the endpoint's schema, then ApiError 400 with the schema's message and nothing is sent", async () => {
    const fetchMock = answer(201, '{}');

    const refused = apiFetch(SplitLot, { params: { lotId: 'L-1' }, body: { kg: -1 } });

    await expect(refused).rejects.toMatchObject({ status: 400, message: 'Enter a quantity above 0' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the BFF refuses, then ApiError carries its status, code and message', async () => {
    answer(403, JSON.stringify({ error: { code: 'role_required', message: 'Admins only' } }));

    const refused = apiFetch(SplitLot, { params: { lotId: 'L-1' }, body: { kg: 1 } });

    await expect(refused).rejects.toEqual(new ApiError(403, 'role_required', 'Admins only'));
  });

  it('when the answer breaks the declared schema, then the call fails instead of passing it on', async () => {
    answer(201, JSON.stringify({ id: 7 }));

    await expect(apiFetch(SplitLot, { params: { lotId: 'L-1' }, body: { kg: 1 } })).rejects.toThrow();
  });

  it('when the answer is text (an export), then it comes back as text, and apiDownload gives the file', async () => {
    answer(200, 'id,name\n1,a', 'text/csv');
    expect(await apiFetch(Export)).toBe('id,name\n1,a');

    answer(200, 'id,name\n1,a', 'text/csv');
    const file = await apiDownload(Export);
    expect(await file.text()).toBe('id,name\n1,a');
  });
});
