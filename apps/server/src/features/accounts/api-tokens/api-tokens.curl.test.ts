import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { test } from '../../../test/server-test';
import { signInAs } from '../../../test/factories';
import { createIpListing, fundWallet } from '../../../test/checkout-factories';
import { createTokenFor } from '../../../test/api-token-helpers';

/**
 * The session of docs/api-tokens.md as a program runs it: a real port, plain HTTP requests carrying
 * only `Authorization: Bearer` (no cookie, no CSRF token), like curl.
 */
let baseUrl: string;
test.beforeAll(async ({ app }) => {
  await app.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`;
});

// A whole session of requests on a shared machine: more time than one request's test.
test(
  'lists the catalogue, leases a block from the wallet and reads the order with a token',
  { timeout: 120_000 },
  async ({ app }) => {
    const seller = await signInAs(app, { role: 'monetizer', name: 'Mona Seller' });
    const { listing } = await createIpListing(app, seller.user.id, { priceCents: 20_000 });
    const buyer = await signInAs(app, { name: 'Leo Buyer' });
    await fundWallet(buyer.client, 30_000);
    const { secret } = await createTokenFor(buyer.client, { name: 'Lease robot', scope: 'trade' });

    const curl = async (method: 'GET' | 'POST', path: string, body?: object, headers = {}) => {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${secret}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      expect(response.headers.get('set-cookie')).toBeNull();
      return { status: response.status, body: (await response.json()) as any };
    };

    const catalogue = await curl('GET', '/api/marketplace?type=ip');
    expect(catalogue.status).toBe(200);
    const item = catalogue.body.items.find((entry: { id: string }) => entry.id === listing.id);
    expect(item).toBeDefined();

    const checkout = await curl(
      'POST',
      '/api/checkout',
      { itemType: 'ip', itemId: listing.id, method: 'wallet' },
      { 'idempotency-key': 'lease-robot-1' },
    );
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(201);
    expect(checkout.body).toMatchObject({ title: 'Payment successful', orderId: expect.any(String) });

    const mine = await curl('GET', '/api/orders');
    expect(mine.status).toBe(200);
    const order = mine.body.orders.find((entry: { id: string }) => entry.id === checkout.body.orderId);
    expect(order).toMatchObject({ status: 'payment_confirmed', amount: 20_000, fee: 500 });

    const wallet = await curl('GET', '/api/wallet');
    expect(wallet.body).toEqual({ balance: 30_000 - 20_500, onHoldBalance: 0 });

    // A retry with the same key replays the first answer: nothing is bought twice.
    const replay = await curl(
      'POST',
      '/api/checkout',
      { itemType: 'ip', itemId: listing.id, method: 'wallet' },
      { 'idempotency-key': 'lease-robot-1' },
    );
    expect(replay.body.orderId).toBe(checkout.body.orderId);
    expect((await curl('GET', '/api/orders')).body.orders).toHaveLength(1);
  },
);
