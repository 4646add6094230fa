import { describe, expect, it, vi } from 'vitest';
import { buildGridRequestUrl, createGridRequester, GridRequestCancelled, REUSE_ANSWER_MS } from './grid-request.ts';

const block = { startRow: 50, endRow: 100, sortModel: [], filterModel: {} };

function jsonResponse(body: unknown, contentRange?: string, status = 200): Response {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (contentRange) headers.set('Content-Range', contentRange);
  return new Response(JSON.stringify(body), { status, headers });
}

describe('buildGridRequestUrl', () => {
  it('omits query when both models are empty and sends limit and offset', () => {
    expect(buildGridRequestUrl('/order-summaries', block)).toBe('/order-summaries?limit=50&offset=50');
  });

  it('sends sortModel and filterModel together as one JSON query', () => {
    const url = buildGridRequestUrl('/order-summaries', {
      ...block,
      startRow: 0,
      endRow: 50,
      sortModel: [{ colId: 'createdOn', sort: 'desc' }],
    });
    const params = new URL(url, 'http://x').searchParams;
    expect(JSON.parse(params.get('query')!)).toEqual({ sortModel: [{ colId: 'createdOn', sort: 'desc' }], filterModel: {} });
    expect(params.get('limit')).toBe('50');
    expect(params.get('offset')).toBe('0');
  });

  it('sends query when only a filter is set', () => {
    const url = buildGridRequestUrl('/x?a=1', { ...block, filterModel: { status: { filterType: 'set', values: ['New'] } } });
    expect(url.startsWith('/x?a=1&query=')).toBe(true);
  });
});

describe('createGridRequester', () => {
  it('returns rows and the total from Content-Range', async () => {
    const requester = createGridRequester(async () => jsonResponse([{ id: 1 }], 'items 0-0/1'));
    await expect(requester.request('/a')).resolves.toEqual({ rows: [{ id: 1 }], total: 1 });
  });

  it('counts 0 when Content-Range is missing', async () => {
    const requester = createGridRequester(async () => jsonResponse([]));
    await expect(requester.request('/a')).resolves.toEqual({ rows: [], total: 0 });
  });

  it('reuses an identical in-flight request', async () => {
    const fetcher = vi.fn(async () => jsonResponse([], 'items 0-0/0'));
    const requester = createGridRequester(fetcher);
    const first = requester.request('/same');
    const second = requester.request('/same');
    expect(second).toBe(first);
    await first;
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('aborts a different earlier request, whose promise rejects as cancelled', async () => {
    const signals: AbortSignal[] = [];
    const fetcher = vi.fn(
      (_url: string, init: { signal: AbortSignal }) =>
        new Promise<Response>((resolve, reject) => {
          signals.push(init.signal);
          init.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          setTimeout(() => resolve(jsonResponse([{ id: 2 }], 'items 0-0/1')), 5);
        }),
    );
    const requester = createGridRequester(fetcher);
    const first = requester.request('/page-1');
    const second = requester.request('/page-2');
    await expect(first).rejects.toBeInstanceOf(GridRequestCancelled);
    await expect(second).resolves.toEqual({ rows: [{ id: 2 }], total: 1 });
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[1]!.aborted).toBe(false);
  });

  it('rejects a failed response as an error, not a cancellation', async () => {
    const requester = createGridRequester(async () => jsonResponse({ title: 'x' }, undefined, 500));
    await expect(requester.request('/a')).rejects.toMatchObject({ name: 'GridRequestFailed', status: 500 });
  });

  it('answers an identical request right after its answer with that answer, and fetches again later', async () => {
    let clock = 1_000;
    let n = 0;
    const fetcher = vi.fn(async () => jsonResponse([{ id: ++n }], 'items 0-0/1'));
    const requester = createGridRequester(fetcher, () => clock);
    const first = await requester.request('/same');
    clock += REUSE_ANSWER_MS - 1;
    await expect(requester.request('/same')).resolves.toBe(first);
    expect(fetcher).toHaveBeenCalledTimes(1);
    clock += 1;
    await expect(requester.request('/same')).resolves.toEqual({ rows: [{ id: 2 }], total: 1 });
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('fetches after forget (a reload the portal asked for) and after another URL', async () => {
    const clock = 1_000;
    const fetcher = vi.fn(async () => jsonResponse([], 'items 0-0/0'));
    const requester = createGridRequester(fetcher, () => clock);
    await requester.request('/same');
    requester.forget();
    await requester.request('/same');
    expect(fetcher).toHaveBeenCalledTimes(2);
    await requester.request('/other');
    await requester.request('/same');
    expect(fetcher).toHaveBeenCalledTimes(4);
  });

  it('does not keep a failed answer', async () => {
    const fetcher = vi.fn(async () => jsonResponse({ title: 'x' }, undefined, 500));
    const requester = createGridRequester(fetcher, () => 1_000);
    await expect(requester.request('/a')).rejects.toMatchObject({ status: 500 });
    await expect(requester.request('/a')).rejects.toMatchObject({ status: 500 });
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});
