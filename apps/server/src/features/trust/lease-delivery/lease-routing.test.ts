import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, HOUR } from '../../../platform/clock';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signInAgain, signInAs } from '../../../test/factories';
import { completeLeasePaperwork } from '../../../test/trust-fixtures';
import { createIpListing, fundWallet } from '../../../test/checkout-factories';
import { processDueOrders } from '../../commerce/orders/orders.jobs';
import { refreshRpkiVrps } from '../rpki/rpki.jobs';
import { vrpSourceAt } from '../rpki/rpki-source';

/**
 * Activation and the end of a lease against real RPKI data (docs/PRODUCT.md "Delivering a lease"): a
 * file of validated ROA payloads in rpki-client's JSON, loaded by the refresh job as in production.
 * Its own file, so the other lease tests keep a server without RPKI data ('unknown').
 */
let t: TestApp;
let folder: string;
let vrpFile: string;
beforeAll(async () => {
  t = await createTestApp();
  folder = mkdtempSync(path.join(tmpdir(), 'netlease-vrps-'));
  vrpFile = path.join(folder, 'vrps.json');
});
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await t.close();
});

/** Publishes these VRPs and has the job load them (a later run waits out the 5-minute spacing). */
async function publishVrps(roas: Array<{ prefix: string; maxLength: number; asn: number }>) {
  writeFileSync(
    vrpFile,
    JSON.stringify({
      metadata: { buildmachine: 'validator.example.net', roas: roas.length },
      roas: roas.map((roa) => ({ ...roa, asn: `AS${roa.asn}`, ta: 'ripe' })),
    }),
  );
  t.clock.advance(HOUR);
  const result = await refreshRpkiVrps(t.ctx, vrpSourceAt(vrpFile), { log: () => undefined });
  expect(['loaded', 'unchanged']).toContain(result);
}

async function activeReadyLease() {
  const seller = await signInAs(t, { role: 'monetizer' });
  const buyer = await signInAs(t, {});
  const { listing } = await createIpListing(t, seller.user.id, { priceCents: 10_000 });
  await fundWallet(buyer.client, 20_000);
  const paid = await buyer.client.post('/api/checkout', {
    itemType: 'ip',
    itemId: listing.id,
    method: 'wallet',
  });
  const orderId = paid.body.orderId as string;
  const loa = await completeLeasePaperwork(t, { buyer, seller, orderId });
  const page = await seller.client.get(`/api/orders/${orderId}/delivery`);
  const prefix = page.body.prefix as string;
  expect((await seller.client.post(`/api/orders/${orderId}/status`, { status: 'provisioning' })).status).toBe(
    200,
  );
  return { seller, buyer, orderId, prefix, asnNumber: loa.asnNumber };
}

describe('a lease against RPKI data', () => {
  it('activates only once a ROA authorises the buyer’s AS, and shows the ROA task after the end', async () => {
    const lease = await activeReadyLease();
    const wrongAs = lease.asnNumber + 1;
    // Data known, no ROA covers the prefix: not found.
    await publishVrps([{ prefix: '192.0.2.0/24', maxLength: 24, asn: 64500 }]);
    const notFound = await lease.seller.client.post(`/api/orders/${lease.orderId}/status`, {
      status: 'active',
    });
    expect(notFound.status).toBe(409);
    expect(notFound.body.message).toContain('RPKI says: not found');

    // A ROA for another AS covers it: invalid, and the page says what to create.
    await publishVrps([{ prefix: lease.prefix, maxLength: 24, asn: wrongAs }]);
    const page = await lease.seller.client.get(`/api/orders/${lease.orderId}/delivery`);
    expect(page.body).toMatchObject({
      roa: { prefix: lease.prefix, maxLength: 24, originAsn: lease.asnNumber },
      route: { state: 'invalid', dataAsOf: t.clock.now().toISOString() },
      activation: { isAllowed: false },
    });
    const invalid = await lease.seller.client.post(`/api/orders/${lease.orderId}/status`, {
      status: 'active',
    });
    expect(invalid.body.message).toContain('RPKI says: invalid');

    // The seller creates the ROA: valid, activation goes through.
    await publishVrps([{ prefix: lease.prefix, maxLength: 24, asn: lease.asnNumber }]);
    const valid = await lease.seller.client.get(`/api/orders/${lease.orderId}/delivery`);
    expect(valid.body.route.state).toBe('valid');
    expect(valid.body.steps.find((step: { key: string }) => step.key === 'routing').state).toBe('done');
    expect(
      (await lease.seller.client.post(`/api/orders/${lease.orderId}/status`, { status: 'active' })).status,
    ).toBe(200);

    // The term ends; the ROA for the former lessee is still published: a task for the seller only.
    t.clock.advance(32 * DAY);
    await processDueOrders(t.ctx);
    await publishVrps([{ prefix: lease.prefix, maxLength: 24, asn: lease.asnNumber }]);
    const seller = await signInAgain(t, lease.seller.user);
    const ended = await seller.get(`/api/orders/${lease.orderId}/delivery`);
    expect(ended.body.status).toBe('completed');
    expect(ended.body.staleRoas).toEqual([
      { prefix: lease.prefix, maxLength: 24, originAsn: lease.asnNumber },
    ]);
    const buyer = await signInAgain(t, lease.buyer.user);
    expect((await buyer.get(`/api/orders/${lease.orderId}/delivery`)).body.staleRoas).toEqual([]);

    // Withdrawn: the task goes away.
    await publishVrps([{ prefix: '192.0.2.0/24', maxLength: 24, asn: 64500 }]);
    expect(
      (await (await signInAgain(t, lease.seller.user)).get(`/api/orders/${lease.orderId}/delivery`)).body
        .staleRoas,
    ).toEqual([]);
  });

  it('reads unknown once the data is older than a day, and activation then does not wait for it', async () => {
    const lease = await activeReadyLease();
    await publishVrps([{ prefix: '192.0.2.0/24', maxLength: 24, asn: 64500 }]);
    expect((await lease.seller.client.get(`/api/orders/${lease.orderId}/delivery`)).body.route.state).toBe(
      'not_found',
    );
    t.clock.advance(25 * HOUR);
    const seller = await signInAgain(t, lease.seller.user);
    expect((await seller.get(`/api/orders/${lease.orderId}/delivery`)).body.route).toEqual({
      state: 'unknown',
      dataAsOf: expect.any(String),
    });
    expect((await seller.post(`/api/orders/${lease.orderId}/status`, { status: 'active' })).status).toBe(200);
  });
});
