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

/** Lets every promise callback queued so far run: the next turn of the event loop, no timer. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A list on screen, loading its first answer. */
function listOnScreen(client: QueryClient) {
  const server = serverReads();
  const observer = new QueryObserver(client, { queryKey: ['admin', 'payouts'], queryFn: server.queryFn });
  const unsubscribe = observer.subscribe(() => {});
  expect(server.pending).toHaveLength(1);
  return {
    server,
    shown: () => observer.getCurrentResult().data,
    close: () => {
      unsubscribe();
      client.clear();
    },
  };
}

/**
 * A write lands and invalidates the list before its first answer comes: the first fetch answers with
 * the state before the write, any fetch asked after it with the state after.
 */
async function listAfterWrite(
  client: QueryClient,
  askAgain = (c: QueryClient) => c.invalidateQueries({ queryKey: ['admin'] }),
) {
  const list = listOnScreen(client);
  const asked = askAgain(client);
  list.server.pending[0]!('approved');
  await asked;
  await settle();
  for (const answer of list.server.pending.slice(1)) answer('paid');
  await settle();
  const shown = list.shown();
  list.close();
  return shown;
}

describe('invalidating a query loading its first answer', () => {
  it('asks again once it is in, so the list shows the state after the write', async () => {
    expect(await listAfterWrite(new QueryClientAfterWrites())).toBe('paid');
  });

  it('is needed: react-query alone keeps the answer read before the write', async () => {
    // When this fails, react-query fetches such a query again itself and QueryClientAfterWrites can go.
    expect(await listAfterWrite(new QueryClient())).toBe('approved');
  });

  it('asks again on a refetch too (the notifications after a reconnection)', async () => {
    const refetch = (client: QueryClient) => client.refetchQueries({ queryKey: ['admin'] });
    expect(await listAfterWrite(new QueryClientAfterWrites(), refetch)).toBe('paid');
    expect(await listAfterWrite(new QueryClient(), refetch)).toBe('approved');
  });

  it('still loads when invalidated again and again while loading, then asks once more', async () => {
    const client = new QueryClientAfterWrites();
    const list = listOnScreen(client);
    // A hot auction on a slow network: the first answer takes longer than the bids come.
    for (let bid = 0; bid < 5; bid += 1) void client.invalidateQueries({ queryKey: ['admin'] });
    expect(list.server.pending).toHaveLength(1);
    list.server.pending[0]!('bid 1');
    await settle();
    expect(list.shown()).toBe('bid 1');
    expect(list.server.pending).toHaveLength(2);
    list.server.pending[1]!('bid 5');
    await settle();
    expect(list.shown()).toBe('bid 5');
    list.close();
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
    await settle();
    expect(server.pending).toHaveLength(1);
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
