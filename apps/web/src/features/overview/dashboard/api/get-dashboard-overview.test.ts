import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { DASHBOARD_OVERVIEW_KEY, refreshOverviewAfterWrites } from './get-dashboard-overview';

const OTHER_KEY = ['other'];

function clientWithFreshOverview() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
  queryClient.setQueryData(DASHBOARD_OVERVIEW_KEY, { account: { savedListings: 1 } });
  queryClient.setQueryData(OTHER_KEY, 'kept');
  const stop = refreshOverviewAfterWrites(queryClient);
  const isInvalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)!.isInvalidated;
  return { queryClient, stop, isInvalidated };
}

describe('refreshOverviewAfterWrites', () => {
  it('marks the overview stale after a successful write, and nothing else', async () => {
    const { queryClient, stop, isInvalidated } = clientWithFreshOverview();
    expect(isInvalidated(DASHBOARD_OVERVIEW_KEY)).toBe(false);
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => Promise.resolve({ saved: false }) })
      .execute(undefined);
    expect(isInvalidated(DASHBOARD_OVERVIEW_KEY)).toBe(true);
    expect(isInvalidated(OTHER_KEY)).toBe(false);
    stop();
  });

  it('keeps the overview after a refused write: nothing changed', async () => {
    const { queryClient, stop, isInvalidated } = clientWithFreshOverview();
    const refused = queryClient.getMutationCache().build(queryClient, {
      mutationFn: () => Promise.reject(new Error('Bid Too Low')),
    });
    await expect(refused.execute(undefined)).rejects.toThrow('Bid Too Low');
    expect(isInvalidated(DASHBOARD_OVERVIEW_KEY)).toBe(false);
    stop();
  });
});
