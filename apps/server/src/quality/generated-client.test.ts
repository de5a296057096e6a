import type { AddressInfo } from 'node:net';
import createClient from 'openapi-fetch';
import { expect } from 'vitest';
import { test } from '../test/server-test';
import { signInAs } from '../test/factories';
import type { paths } from '../test/generated/netlease-api';
import { createIpListing, fundWallet, nextTestCidr } from '../test/checkout-factories';
import { createTokenFor } from '../test/api-token-helpers';

/**
 * A program written against openapi.json alone (docs/decisions/257-openapi-artifact.md): the types
 * generated from the document (`npm run openapi`) and openapi-fetch, with a trade token and nothing
 * else (no cookie, no CSRF token), against the server on a real port. If the document and the server
 * disagree on a path, a parameter or an answer, this program breaks: at compile time or here.
 */
let baseUrl: string;
test.beforeAll(async ({ app }) => {
  await app.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`;
});

// A whole session of requests on a shared machine: more time than one request's test.
test(
  'leases a range, reads its invoice and sets its geolocation with only a trade token',
  { timeout: 120_000 },
  async ({ app }) => {
    const seller = await signInAs(app, { role: 'monetizer', name: 'Mona Seller' });
    const { listing } = await createIpListing(app, seller.user.id, {
      cidr: nextTestCidr(22),
      subnet: '/24',
      priceCents: 20_000,
    });
    const leaser = await signInAs(app, { role: 'leaser', name: 'Leo Leaser' });
    await fundWallet(leaser.client, 50_000);
    const { secret } = await createTokenFor(leaser.client, { name: 'Lease robot', scope: 'trade' });

    const api = createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${secret}` } });
    // Whatever it calls, a token's request never gets a session.
    api.use({
      onResponse({ response }) {
        expect(response.headers.get('set-cookie')).toBeNull();
      },
    });

    // Search the marketplace, then read the listing found.
    const search = await api.GET('/api/marketplace', { params: { query: { type: 'ip', sort: 'newest' } } });
    expect(search.response.status, JSON.stringify(search.error)).toBe(200);
    const found = search.data!.items.find((item) => item.id === listing.id);
    expect(found).toBeDefined();
    const read = await api.GET('/api/marketplace/listings/{id}', { params: { path: { id: listing.id } } });
    expect(read.response.status, JSON.stringify(read.error)).toBe(200);
    expect(read.data).toMatchObject({ id: listing.id, cidr: listing.cidr });

    // Check out from the wallet; the Idempotency-Key makes a retry safe.
    const checkout = await api.POST('/api/checkout', {
      params: { header: { 'idempotency-key': 'lease-robot-generated-1' } },
      body: { itemType: 'ip', itemId: listing.id, method: 'wallet' },
    });
    expect(checkout.response.status, JSON.stringify(checkout.error)).toBe(201);
    const { orderId, invoiceId } = checkout.data as { orderId: string; invoiceId: string };
    const retry = await api.POST('/api/checkout', {
      params: { header: { 'idempotency-key': 'lease-robot-generated-1' } },
      body: { itemType: 'ip', itemId: listing.id, method: 'wallet' },
    });
    expect(retry.data).toMatchObject({ orderId });

    // Read the order.
    const orders = await api.GET('/api/orders');
    expect(orders.response.status, JSON.stringify(orders.error)).toBe(200);
    const order = orders.data!.orders.find((entry) => entry.id === orderId);
    expect(order).toMatchObject({ status: 'payment_confirmed', amount: 20_000, fee: 500 });

    // List the invoices and download this order's PDF.
    const invoices = await api.GET('/api/invoices');
    expect(invoices.response.status, JSON.stringify(invoices.error)).toBe(200);
    const invoice = invoices.data!.invoices.find((entry) => entry.id === invoiceId);
    expect(invoice).toMatchObject({ orderId });
    const pdf = await api.GET('/api/invoices/{id}/pdf', {
      params: { path: { id: invoiceId } },
      parseAs: 'arrayBuffer',
    });
    expect(pdf.response.status).toBe(200);
    expect(pdf.response.headers.get('content-type')).toMatch(/^application\/pdf/);
    expect(
      Buffer.from(pdf.data as ArrayBuffer)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // Say where the leased range is used.
    const geolocation = await api.GET('/api/orders/{id}/geolocation', { params: { path: { id: orderId } } });
    expect(geolocation.response.status, JSON.stringify(geolocation.error)).toBe(200);
    const [range] = geolocation.data!.geolocation.ranges;
    const saved = await api.PUT('/api/orders/{id}/geolocation/{leaseId}', {
      params: { path: { id: orderId, leaseId: range!.leaseId } },
      body: { countryCode: 'NL', region: 'NL-NH', city: 'Amsterdam' },
    });
    expect(saved.response.status, JSON.stringify(saved.error)).toBe(200);
    expect(saved.data!.geolocation.ranges[0]!.geolocation).toEqual({
      countryCode: 'NL',
      region: 'NL-NH',
      city: 'Amsterdam',
    });
  },
);
