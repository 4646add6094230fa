// Issue Credit's write: it refreshes the accounting area but never asks again for the preview of the requests it just
// covered (the server answers 409 for covered requests).
import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { jsonResponse, signedInApi } from '../../test/render-app.tsx';
import { accountingKeys, CREDIT_REQUESTS_PATH, coverPreviewQueryOptions, useCoverCreditRequests } from './api.ts';

const REQUESTS = [{ id: 7, sourceType: 'Process' as const }];
const PREVIEW_ROW = {
  creditRequestId: 7,
  sourceType: 'Process',
  orderId: 70,
  amountToCover: '10.00',
  reasonForCredit: 'Damage',
  purchaseOrderNumber: 'PO-70',
};

describe('useCoverCreditRequests', () => {
  it('refreshes the area but not the cover preview of what it covered', async () => {
    const fetchMock = signedInApi(
      undefined,
      {},
      {
        [`POST /api${CREDIT_REQUESTS_PATH}/cover-preview`]: () => jsonResponse(200, [PREVIEW_ROW]),
        [`POST /api${CREDIT_REQUESTS_PATH}/cover`]: () => jsonResponse(200, 1),
      },
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(
      () => ({
        preview: useQuery(coverPreviewQueryOptions(REQUESTS)),
        cover: useCoverCreditRequests(),
        other: useQuery({ queryKey: [...accountingKeys.all, 'memos'], queryFn: async () => Date.now() }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.preview.isSuccess).toBe(true));
    const otherBefore = result.current.other.dataUpdatedAt;
    const previews = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/cover-preview')).length;
    expect(previews()).toBe(1);
    await act(() =>
      result.current.cover.mutateAsync({
        creditMemoNumber: 'CM-1',
        creditMemoDate: '2026-03-10',
        creditMemoFileName: 'memo.pdf',
        creditRequestsToCover: [{ creditRequestId: 7, orderId: 70, amountToCover: '10.00', sourceType: 'Process' }],
      }),
    );
    await waitFor(() => expect(result.current.other.dataUpdatedAt).toBeGreaterThan(otherBefore));
    expect(previews()).toBe(1);
  });
});
