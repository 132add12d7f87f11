import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { deliveryKeys } from '@/features/delivery/api/delivery-keys';
import { useReviewTag } from '@/features/delivery/api/reviews';
import { tagDeliveryKey, useTagDelivery } from '@/features/delivery/api/supplier-delivery';
import { queryClient as appQueryClient } from '@/lib/query-client';
import { envelope, stubFetch } from '../../support/fake-fetch';
import { useSignedInApi } from '../../support/signed-in-api';

useSignedInApi();

const TAG = 7001;

/** A client with the app's defaults (answers fresh for 30 s), holding the tag as another screen left it a moment ago. */
function clientHolding(key: readonly unknown[]) {
  const client = new QueryClient({ defaultOptions: appQueryClient.getDefaultOptions() });
  client.setQueryData(key, { tagId: TAG, cachedBy: 'an earlier visit' });
  return client;
}

const wrapperOf = (client: QueryClient) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };

describe('the tag screens ask again on opening, though the cache is fresh by the app default', () => {
  it("the supplier's tag: a reviewer may have sent it back since", async () => {
    const fake = stubFetch({ 'GET /user-api/delivery/supplier/tag': () => envelope(null, 404, 'gone') });
    const client = clientHolding(tagDeliveryKey(TAG));
    renderHook(() => useTagDelivery(TAG), { wrapper: wrapperOf(client) });
    await waitFor(() => expect(fake.callsTo('/delivery/supplier/tag')).toHaveLength(1));
  });

  it("the reviewer's tag: the supplier may have resubmitted it since", async () => {
    const fake = stubFetch({ 'GET /user-api/delivery/review/tag': () => envelope(null, 404, 'gone') });
    const client = clientHolding([...deliveryKeys.all, 'reviewTag', TAG]);
    renderHook(() => useReviewTag(TAG), { wrapper: wrapperOf(client) });
    await waitFor(() => expect(fake.callsTo('/delivery/review/tag')).toHaveLength(1));
  });
});
