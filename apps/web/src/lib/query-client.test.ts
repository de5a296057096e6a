import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { QueryClientAfterWrites } from './query-client';

/** A server read by hand: each fetch waits until the test answers it with the server's state then. */
function serverReads() {
  const pending: ((value: string) => void)[] = [];
  return {
    pending,
    queryFn: () => new Promise<string>((resolve) => pending.push(resolve)),
  };
}

/**
 * A list asked for its first answer, then a write lands and invalidates it before that answer comes:
 * the first fetch answers with the state before the write, any fetch after it with the state after.
 */
async function listAfterWrite(
  client: QueryClient,
  askAgain = (c: QueryClient) => c.invalidateQueries({ queryKey: ['admin'] }),
) {
  const server = serverReads();
  const observer = new QueryObserver(client, { queryKey: ['admin', 'payouts'], queryFn: server.queryFn });
  const unsubscribe = observer.subscribe(() => {});
  expect(server.pending).toHaveLength(1);
  const invalidated = askAgain(client);
  const [readBeforeWrite, ...askedAfterWrite] = server.pending;
  readBeforeWrite?.('approved');
  for (const answer of askedAfterWrite) answer('paid');
  await invalidated;
  const shown = observer.getCurrentResult().data;
  unsubscribe();
  client.clear();
  return shown;
}

describe('invalidating a query loading its first answer', () => {
  it('asks again, so the list shows the state after the write', async () => {
    expect(await listAfterWrite(new QueryClientAfterWrites())).toBe('paid');
  });

  it('is needed: react-query alone keeps the answer read before the write', async () => {
    // When this fails, react-query restarts first fetches itself and QueryClientAfterWrites can go.
    expect(await listAfterWrite(new QueryClient())).toBe('approved');
  });

  it('asks again on a refetch too (the notifications after a reconnection)', async () => {
    const refetch = (client: QueryClient) => client.refetchQueries({ queryKey: ['admin'] });
    expect(await listAfterWrite(new QueryClientAfterWrites(), refetch)).toBe('paid');
    expect(await listAfterWrite(new QueryClient(), refetch)).toBe('approved');
  });

  it('leaves a query that nobody shows alone, so its fetch still settles', async () => {
    const client = new QueryClientAfterWrites();
    const server = serverReads();
    const loading = client.fetchQuery({ queryKey: ['admin', 'orders'], queryFn: server.queryFn });
    const invalidated = client.invalidateQueries({ queryKey: ['admin'] });
    expect(server.pending).toHaveLength(1);
    server.pending[0]?.('approved');
    await expect(loading).resolves.toBe('approved');
    await invalidated;
    expect(client.getQueryState(['admin', 'orders'])?.isInvalidated).toBe(false);
  });

  it('restarts a query holding data as react-query does', async () => {
    const client = new QueryClientAfterWrites();
    const server = serverReads();
    client.setQueryData(['admin', 'payouts'], 'requested');
    const observer = new QueryObserver(client, {
      queryKey: ['admin', 'payouts'],
      queryFn: server.queryFn,
      staleTime: 0,
    });
    const unsubscribe = observer.subscribe(() => {});
    const invalidated = client.invalidateQueries({ queryKey: ['admin'] });
    expect(server.pending).toHaveLength(2);
    server.pending[0]?.('approved');
    server.pending[1]?.('paid');
    await invalidated;
    expect(observer.getCurrentResult().data).toBe('paid');
    unsubscribe();
  });
});
