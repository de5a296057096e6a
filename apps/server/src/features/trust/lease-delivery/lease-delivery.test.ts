import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { LEASE_MESSAGES } from '@netlease/shared/lease-delivery';
import {
  asnRecords,
  auditLogs,
  loaRecords,
  notifications,
  orderClaims,
  orders,
  walletHolds,
  wallets,
} from '../../../platform/db/schema/index';
import { DAY } from '../../../platform/clock';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signInAgain, signInAs } from '../../../test/factories';
import { createIpListing, fundWallet } from '../../../test/checkout-factories';
import { releaseDueHolds, processDueOrders } from '../../commerce/orders/orders.jobs';
import { announceLeaseEndings } from './lease-delivery.jobs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// Assignable AS numbers (special-purpose ones are refused, docs/decisions/230-lease-delivery.md).
let nextAsn = 3_200_000_000;

/** A lease bought through checkout: the seller's listing, the buyer's wallet, a paid IP order. */
async function paidLease() {
  const seller = await signInAs(t, { role: 'monetizer', name: 'Sally Seller' });
  const buyer = await signInAs(t, { name: 'Bruno Buyer' });
  const { listing } = await createIpListing(t, seller.user.id, { priceCents: 10_000 });
  await fundWallet(buyer.client, 50_000);
  const paid = await buyer.client.post('/api/checkout', {
    itemType: 'ip',
    itemId: listing.id,
    method: 'wallet',
  });
  if (paid.status !== 201) throw new Error(`checkout failed: ${JSON.stringify(paid.body)}`);
  const [asn] = await t.db
    .insert(asnRecords)
    .values({
      userId: buyer.user.id,
      asnNumber: nextAsn++,
      organization: 'Bruno Transit',
      rir: 'RIPE',
      status: 'approved',
    })
    .returning();
  return { seller, buyer, orderId: paid.body.orderId as string, listing, asn: asn! };
}

/** The buyer names the ASN and the seller generates the letter: what activation needs. */
async function withPaperwork(lease: Awaited<ReturnType<typeof paidLease>>) {
  const named = await lease.buyer.client.put(`/api/loas/buyer-orders/${lease.orderId}/asn`, {
    asnId: lease.asn.id,
  });
  expect(named.status).toBe(200);
  const generated = await lease.seller.client.post('/api/loas/generate', { orderId: lease.orderId });
  expect(generated.status).toBe(201);
  return generated.body.loa as { id: string; verificationCode: string };
}

async function activate(lease: Awaited<ReturnType<typeof paidLease>>) {
  const step = (status: string) =>
    lease.seller.client.post(`/api/orders/${lease.orderId}/status`, { status });
  expect((await step('provisioning')).status).toBe(200);
  return step('active');
}

describe('the lease page', () => {
  it('shows both parties the steps, what each waits for, and nobody else the order', async () => {
    const lease = await paidLease();
    const asBuyer = await lease.buyer.client.get(`/api/orders/${lease.orderId}/delivery`);
    expect(asBuyer.status).toBe(200);
    expect(asBuyer.body).toMatchObject({
      as: 'leaser',
      isIpLease: true,
      status: 'payment_confirmed',
      counterpartyName: 'Sally Seller',
      asn: null,
      letter: null,
      roa: null,
      canChangeAsn: true,
      activation: { isAllowed: false },
    });
    expect(asBuyer.body.prefix).toMatch(/^198\.1[89]\.\d+\.0\/24$/);
    const states = Object.fromEntries(
      (asBuyer.body.steps as Array<{ key: string; state: string }>).map((step) => [step.key, step.state]),
    );
    expect(states).toEqual({
      paid: 'done',
      asn: 'current',
      loa: 'waiting',
      routing: 'waiting',
      active: 'waiting',
      claim_window: 'waiting',
      ended: 'waiting',
    });
    expect(asBuyer.body.activation.missing[0]).toMatch(/the ASN the buyer names/);

    const asSeller = await lease.seller.client.get(`/api/orders/${lease.orderId}/delivery`);
    expect(asSeller.body).toMatchObject({ as: 'monetizer', counterpartyName: 'Bruno Buyer' });

    await withPaperwork(lease);
    const ready = await lease.seller.client.get(`/api/orders/${lease.orderId}/delivery`);
    expect(ready.body).toMatchObject({
      asn: { asnNumber: lease.asn.asnNumber, organization: 'Bruno Transit' },
      letter: { status: 'approved', source: 'generated', asnNumber: lease.asn.asnNumber },
      roa: { prefix: asBuyer.body.prefix, maxLength: 24, originAsn: lease.asn.asnNumber },
      // No RPKI source in tests unless one is configured: unknown, never a made-up 'valid'.
      route: { state: 'unknown', dataAsOf: null },
    });

    const stranger = await signInAs(t, {});
    expect((await stranger.client.get(`/api/orders/${lease.orderId}/delivery`)).status).toBe(404);
    expect((await t.client().get(`/api/orders/${lease.orderId}/delivery`)).status).toBe(401);
    expect((await lease.buyer.client.get('/api/orders/not-a-uuid/delivery')).status).toBe(400);
  });

  it('lets staff and admins read the lease, its letter and reverse DNS without acting on it', async () => {
    const lease = await paidLease();
    const letter = await withPaperwork(lease);
    for (const role of ['staff', 'admin'] as const) {
      const reader = await signInAs(t, { role });
      const page = await reader.client.get(`/api/orders/${lease.orderId}/delivery`);
      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({
        as: 'staff',
        counterpartyName: 'Bruno Buyer',
        parties: { leaser: 'Bruno Buyer', monetizer: 'Sally Seller' },
        // The buyer's tax is the buyer's to read.
        termTax: null,
        letter: { status: 'approved', asnNumber: lease.asn.asnNumber },
        staleRoas: [],
      });
      expect(page.body.steps.length).toBeGreaterThan(0);
      const file = await reader.client.get(`/api/loas/${letter.id}/file`);
      expect(file.status).toBe(200);
      expect(String(file.headers['content-type'])).toContain('application/pdf');
      const zones = await reader.client.get(`/api/orders/${lease.orderId}/reverse-dns`);
      expect(zones.status).toBe(200);
      expect(zones.body.prefix).toBe(page.body.prefix);
      // Reading is all: the seller's step and the buyer's ASN stay theirs.
      const step = await reader.client.post(`/api/orders/${lease.orderId}/status`, {
        status: 'provisioning',
      });
      expect(step.status).toBe(404);
      const asn = await reader.client.put(`/api/loas/buyer-orders/${lease.orderId}/asn`, {
        asnId: lease.asn.id,
      });
      expect(asn.status).toBe(404);
    }
    // The parties read it as before, with both names.
    const asSeller = await lease.seller.client.get(`/api/orders/${lease.orderId}/delivery`);
    expect(asSeller.body).toMatchObject({
      as: 'monetizer',
      parties: { leaser: 'Bruno Buyer', monetizer: 'Sally Seller' },
    });
    // A leaser or monetizer who is not a party still gets 404, for the page, its letter and its zones.
    for (const role of ['leaser', 'monetizer'] as const) {
      const other = await signInAs(t, { role });
      expect((await other.client.get(`/api/orders/${lease.orderId}/delivery`)).status).toBe(404);
      expect((await other.client.get(`/api/loas/${letter.id}/file`)).status).toBe(404);
      expect((await other.client.get(`/api/orders/${lease.orderId}/reverse-dns`)).status).toBe(404);
    }
  });
});

describe('activation', () => {
  it('is refused with what is missing until the letter is approved, then opens the claim window', async () => {
    const lease = await paidLease();
    const refused = await activate(lease);
    expect(refused.status).toBe(409);
    expect(refused.body.title).toBe('Not ready to activate');
    expect(refused.body.message).toMatch(/the ASN the buyer names/);
    expect(refused.body.message).toMatch(/approved letter of authorization/);

    // An uploaded letter waits for review: still not ready.
    await lease.buyer.client.put(`/api/loas/buyer-orders/${lease.orderId}/asn`, { asnId: lease.asn.id });
    const { buildMultipart, SAMPLE_FILES } = await import('../../../test/api-client');
    const form = buildMultipart({ orderId: lease.orderId }, [
      { field: 'loa', filename: 'loa.pdf', contentType: 'application/pdf', content: SAMPLE_FILES.pdf },
    ]);
    const uploaded = await lease.seller.client.send('POST', '/api/loas', form.body, form.headers);
    expect(uploaded.status).toBe(201);
    const pendingReview = await lease.seller.client.post(`/api/orders/${lease.orderId}/status`, {
      status: 'active',
    });
    expect(pendingReview.status).toBe(409);
    expect(pendingReview.body.message).toMatch(/an admin’s review of the uploaded letter/);

    const admin = await signInAs(t, { role: 'admin' });
    expect((await admin.client.post(`/api/admin/loas/${uploaded.body.loa.id}/approve`)).status).toBe(200);
    const active = await lease.seller.client.post(`/api/orders/${lease.orderId}/status`, {
      status: 'active',
    });
    expect(active.status).toBe(200);
    expect(active.body).toMatchObject({ title: 'Lease active', order: { status: 'active' } });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, lease.orderId));
    expect(row!.claimUntil).toEqual(new Date(t.clock.now().getTime() + 7 * DAY));

    // The ASN is fixed once active.
    const locked = await lease.buyer.client.put(`/api/loas/buyer-orders/${lease.orderId}/asn`, {
      asnId: lease.asn.id,
    });
    expect(locked.status).toBe(409);
  });

  it('lets only the seller move the order', async () => {
    const lease = await paidLease();
    await withPaperwork(lease);
    const buyerTries = await lease.buyer.client.post(`/api/orders/${lease.orderId}/status`, {
      status: 'provisioning',
    });
    expect(buyerTries.status).toBe(404);
    expect(
      (await t.client().post(`/api/orders/${lease.orderId}/status`, { status: 'provisioning' })).status,
    ).toBe(401);
  });

  it('revokes an uploaded letter when the buyer names another ASN, and refuses to approve a stale one', async () => {
    const lease = await paidLease();
    await lease.buyer.client.put(`/api/loas/buyer-orders/${lease.orderId}/asn`, { asnId: lease.asn.id });
    const { buildMultipart, SAMPLE_FILES } = await import('../../../test/api-client');
    const form = buildMultipart({ orderId: lease.orderId }, [
      { field: 'loa', filename: 'loa.pdf', contentType: 'application/pdf', content: SAMPLE_FILES.pdf },
    ]);
    const uploaded = await lease.seller.client.send('POST', '/api/loas', form.body, form.headers);
    const [second] = await t.db
      .insert(asnRecords)
      .values({
        userId: lease.buyer.user.id,
        asnNumber: nextAsn++,
        organization: 'Second',
        rir: 'RIPE',
        status: 'approved',
      })
      .returning();
    const changed = await lease.buyer.client.put(`/api/loas/buyer-orders/${lease.orderId}/asn`, {
      asnId: second!.id,
    });
    expect(changed.status).toBe(200);
    const [letter] = await t.db.select().from(loaRecords).where(eq(loaRecords.id, uploaded.body.loa.id));
    expect(letter).toMatchObject({ status: 'revoked', revocationReason: 'asn_changed' });
    // Back under the seller's pending uploads, with the new ASN.
    const pending = (await lease.seller.client.get('/api/loas/pending-orders')).body as Array<{
      orderId: string;
      asnNumber: number;
    }>;
    expect(pending.find((row) => row.orderId === lease.orderId)?.asnNumber).toBe(second!.asnNumber);
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, lease.seller.user.id), eq(notifications.title, 'ASN changed')));
    expect(notice!.message).toMatch(/Please upload a new one/);
  });
});

describe('claims in the week after activation', () => {
  it('lets the buyer claim, staff refund in full; the letter is revoked and the range freed', async () => {
    const lease = await paidLease();
    const loa = await withPaperwork(lease);
    expect((await activate(lease)).status).toBe(200);
    const staff = await signInAs(t, { role: 'staff' });

    const tooShort = await lease.buyer.client.post(`/api/orders/${lease.orderId}/claims`, {
      category: 'not_routable',
      description: 'broken',
    });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.title).toBe(LEASE_MESSAGES.claimDescriptionLength.title);
    const noCategory = await lease.buyer.client.post(`/api/orders/${lease.orderId}/claims`, {
      description: 'Upstream filters drop every announcement of it.',
    });
    expect(noCategory.body.title).toBe('Category required');
    expect(
      (
        await lease.seller.client.post(`/api/orders/${lease.orderId}/claims`, {
          category: 'not_routable',
          description: 'The seller cannot claim their own sale.',
        })
      ).status,
    ).toBe(404);

    // Two claims at once: one opens, the other is told one is open.
    const body = { category: 'not_routable', description: 'Upstream filters drop every announcement of it.' };
    const both = await Promise.all([
      lease.buyer.client.post(`/api/orders/${lease.orderId}/claims`, body),
      lease.buyer.client.post(`/api/orders/${lease.orderId}/claims`, body),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const claim = both.find((answer) => answer.status === 201)!.body.claim;
    expect(both.find((answer) => answer.status === 409)!.body.title).toBe('Claim already open');

    // The seller's hold stays while the claim waits, even past its release date.
    t.clock.advance(31 * DAY);
    await releaseDueHolds(t.ctx);
    const [hold] = await t.db.select().from(walletHolds).where(eq(walletHolds.orderId, lease.orderId));
    expect(hold!.status).toBe('held');
    // The sessions ended with the clock's jump.
    staff.client = await signInAgain(t, staff.user);
    lease.buyer.client = await signInAgain(t, lease.buyer.user);

    const queue = await staff.client.get('/api/staff/claims');
    expect(queue.body.claims.find((row: { id: string }) => row.id === claim.id)).toMatchObject({
      orderTitle: expect.any(String),
      buyerName: 'Bruno Buyer',
      asnNumber: lease.asn.asnNumber,
    });
    expect((await lease.buyer.client.get('/api/staff/claims')).status).toBe(403);
    expect(
      (await lease.buyer.client.post(`/api/staff/claims/${claim.id}/decision`, { decision: 'refund' }))
        .status,
    ).toBe(403);

    const [buyerBefore] = await t.db.select().from(wallets).where(eq(wallets.userId, lease.buyer.user.id));
    const decisions = await Promise.all([
      staff.client.post(`/api/staff/claims/${claim.id}/decision`, { decision: 'refund' }),
      staff.client.post(`/api/staff/claims/${claim.id}/decision`, {
        decision: 'reject',
        reason: 'Works for us.',
      }),
    ]);
    expect(decisions.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const won = decisions.find((answer) => answer.status === 200)!.body;
    const [order] = await t.db.select().from(orders).where(eq(orders.id, lease.orderId));
    const [buyerAfter] = await t.db.select().from(wallets).where(eq(wallets.userId, lease.buyer.user.id));
    if (won.claim.status === 'refunded') {
      expect(order).toMatchObject({ status: 'cancelled' });
      expect(order!.endReason).toMatch(/^Not routable: Upstream filters/);
      expect(buyerAfter!.balance - buyerBefore!.balance).toBe(10_500);
      const verified = await t.client().get(`/api/loas/verify/${loa.verificationCode}`);
      expect(verified.body.status).toBe('revoked');
    } else {
      expect(order!.status).toBe('active');
      expect(buyerAfter!.balance).toBe(buyerBefore!.balance);
    }
    const audit = await t.db.select().from(auditLogs).where(eq(auditLogs.targetId, claim.id));
    expect(audit.map((row) => row.action).sort()).toEqual([
      'order_claim.opened',
      `order_claim.${won.claim.status}`,
    ]);
  });

  it('rejects a claim only with a reason, and none after the window', async () => {
    const lease = await paidLease();
    await withPaperwork(lease);
    await activate(lease);
    const staff = await signInAs(t, { role: 'staff' });
    const opened = await lease.buyer.client.post(`/api/orders/${lease.orderId}/claims`, {
      category: 'blacklisted',
      description: 'Listed on two blocklists the day we got it.',
    });
    expect(opened.status).toBe(201);
    const noReason = await staff.client.post(`/api/staff/claims/${opened.body.claim.id}/decision`, {
      decision: 'reject',
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.title).toBe('Reason required');
    const rejected = await staff.client.post(`/api/staff/claims/${opened.body.claim.id}/decision`, {
      decision: 'reject',
      reason: 'The lists named are not used by any major network.',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.claim).toMatchObject({ status: 'rejected' });
    const page = await lease.buyer.client.get(`/api/orders/${lease.orderId}/delivery`);
    expect(page.body.claims[0]).toMatchObject({
      status: 'rejected',
      decisionReason: 'The lists named are not used by any major network.',
    });

    t.clock.advance(7 * DAY);
    lease.buyer.client = await signInAgain(t, lease.buyer.user);
    const late = await lease.buyer.client.post(`/api/orders/${lease.orderId}/claims`, {
      category: 'wrong_range',
      description: 'We were given a different range than listed.',
    });
    expect(late.status).toBe(409);
    expect(late.body.title).toBe('Claim window closed');
  });
});

describe("the provider's answer to a claim", () => {
  const openedClaim = async (lease: Awaited<ReturnType<typeof paidLease>>) => {
    await withPaperwork(lease);
    expect((await activate(lease)).status).toBe(200);
    const opened = await lease.buyer.client.post(`/api/orders/${lease.orderId}/claims`, {
      category: 'not_routable',
      description: 'Upstream filters drop every announcement of it.',
    });
    expect(opened.status).toBe(201);
    return opened.body.claim.id as string;
  };

  it('is given once by the seller; the buyer is told and staff read it beside the claim', async () => {
    const lease = await paidLease();
    const claimId = await openedClaim(lease);
    const staff = await signInAs(t, { role: 'staff' });
    const otherSeller = await signInAs(t, { role: 'monetizer' });
    const answer = 'Announced from the buyer AS since 09:00; RIPEstat sees it from 312 peers.';

    // Only the order's seller may answer: the buyer, another seller and staff are told it is not there.
    for (const caller of [lease.buyer, otherSeller, staff]) {
      const refused = await caller.client.post(`/api/claims/${claimId}/answer`, { answer });
      expect(refused.status).toBe(404);
      expect(refused.body.title).toBe(LEASE_MESSAGES.claimNotFound.title);
    }
    const unknown = await lease.seller.client.post(`/api/claims/${crypto.randomUUID()}/answer`, { answer });
    expect(unknown.status).toBe(404);
    for (const text of ['too short', 'x'.repeat(2001), undefined]) {
      const invalid = await lease.seller.client.post(`/api/claims/${claimId}/answer`, { answer: text });
      expect(invalid.status).toBe(400);
      expect(invalid.body.title).toBe(LEASE_MESSAGES.claimAnswerLength.title);
    }

    // Two answers at once: one is kept, the other told it was already given.
    const both = await Promise.all([
      lease.seller.client.post(`/api/claims/${claimId}/answer`, { answer }),
      lease.seller.client.post(`/api/claims/${claimId}/answer`, { answer: `${answer} (again)` }),
    ]);
    expect(both.map((reply) => reply.status).sort()).toEqual([200, 409]);
    const kept = both.find((reply) => reply.status === 200)!.body;
    expect(kept.title).toBe(LEASE_MESSAGES.claimAnswered.title);
    expect(both.find((reply) => reply.status === 409)!.body.title).toBe(
      LEASE_MESSAGES.claimAlreadyAnswered.title,
    );
    expect(kept.claim).toMatchObject({ status: 'open', sellerAnsweredAt: t.clock.now().toISOString() });

    const page = await lease.buyer.client.get(`/api/orders/${lease.orderId}/delivery`);
    expect(page.body.claims[0]).toMatchObject({ id: claimId, sellerAnswer: kept.claim.sellerAnswer });
    const queue = await staff.client.get('/api/staff/claims');
    expect(queue.body.claims.find((row: { id: string }) => row.id === claimId)).toMatchObject({
      sellerAnswer: kept.claim.sellerAnswer,
    });
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, lease.buyer.user.id), eq(notifications.title, 'Claim answered')));
    expect(told).toHaveLength(1);
    expect(told[0]!.message).toContain(kept.claim.sellerAnswer);
    expect(told[0]!.link).toBe(`/orders/${lease.orderId}`);
    const audit = await t.db.select().from(auditLogs).where(eq(auditLogs.targetId, claimId));
    expect(audit.map((row) => row.action).sort()).toEqual(['order_claim.answered', 'order_claim.opened']);

    // Once staff decided, there is nothing left to answer.
    const rejected = await staff.client.post(`/api/staff/claims/${claimId}/decision`, {
      decision: 'reject',
      reason: 'The provider shows the route is seen widely.',
    });
    expect(rejected.status).toBe(200);
    const late = await lease.seller.client.post(`/api/claims/${claimId}/answer`, { answer });
    expect(late.status).toBe(409);
    expect(late.body.title).toBe(LEASE_MESSAGES.claimAlreadyDecided.title);
  });

  it('and a decision at the same moment never leave an answer on a decided claim', async () => {
    const lease = await paidLease();
    const claimId = await openedClaim(lease);
    const staff = await signInAs(t, { role: 'staff' });
    const [answered, decided] = await Promise.all([
      lease.seller.client.post(`/api/claims/${claimId}/answer`, {
        answer: 'The route is visible from every collector we checked.',
      }),
      staff.client.post(`/api/staff/claims/${claimId}/decision`, {
        decision: 'reject',
        reason: 'Works from here.',
      }),
    ]);
    expect(decided.status).toBe(200);
    const [claim] = await t.db.select().from(orderClaims).where(eq(orderClaims.id, claimId));
    expect(claim!.status).toBe('rejected');
    if (answered.status === 200) {
      // The answer came first: it was there when staff decided.
      expect(claim!.sellerAnsweredAt!.getTime()).toBeLessThanOrEqual(claim!.decidedAt!.getTime());
      expect(claim!.sellerAnswer).toBe('The route is visible from every collector we checked.');
    } else {
      expect(answered.status).toBe(409);
      expect(answered.body.title).toBe(LEASE_MESSAGES.claimAlreadyDecided.title);
      expect(claim!.sellerAnswer).toBeNull();
    }
  });
});

describe('the end of a lease', () => {
  it('revokes the letter, tells both parties once, and shows the seller the ROA to withdraw', async () => {
    const lease = await paidLease();
    const loa = await withPaperwork(lease);
    await activate(lease);
    const asked = await lease.buyer.client.post(`/api/orders/${lease.orderId}/reverse-dns`, {
      nameServers: ['ns1.example.net', 'ns2.example.net'],
    });
    expect(asked.status).toBe(201);
    expect((await lease.seller.client.post(`/api/reverse-dns/${asked.body.request.id}/done`)).status).toBe(
      200,
    );
    t.clock.advance(32 * DAY);
    await processDueOrders(t.ctx);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, lease.orderId));
    expect(order!.status).toBe('completed');
    const verified = await t.client().get(`/api/loas/verify/${loa.verificationCode}`);
    expect(verified.body).toMatchObject({ status: 'revoked', revokedAt: order!.endedAt!.toISOString() });

    const [first, second] = await Promise.all([announceLeaseEndings(t.ctx), announceLeaseEndings(t.ctx)]);
    expect((first ?? 0) + (second ?? 0)).toBeGreaterThanOrEqual(1);
    const told = await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, lease.seller.user.id), eq(notifications.title, 'Withdraw the ROA')),
      );
    expect(told).toHaveLength(1);
    expect(told[0]!.message).toContain(`AS${lease.asn.asnNumber}`);
    expect(told[0]!.message).toContain(
      `Remove the reverse DNS delegation of ${asked.body.request.zones.join(', ')} to ns1.example.net, ns2.example.net.`,
    );
    const buyerTold = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, lease.buyer.user.id), eq(notifications.title, 'Lease ended')));
    expect(buyerTold).toHaveLength(1);

    const seller = await signInAgain(t, lease.seller.user);
    const page = await seller.get(`/api/orders/${lease.orderId}/delivery`);
    expect(page.body.steps.find((step: { key: string }) => step.key === 'ended')).toMatchObject({
      state: 'done',
    });
    expect(page.body.letter).toMatchObject({ status: 'revoked', revocationReason: 'lease_ended' });
  });

  it('asks a reason for cancelling and disputing, and the other party reads it', async () => {
    const lease = await paidLease();
    const noReason = await lease.seller.client.post(`/api/orders/${lease.orderId}/cancel`, {});
    expect(noReason.status).toBe(400);
    expect(noReason.body.title).toBe('Reason required');
    const cancelled = await lease.seller.client.post(`/api/orders/${lease.orderId}/cancel`, {
      reason: 'The range is needed back for an upstream migration.',
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order.endReason).toBe('The range is needed back for an upstream migration.');
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, lease.buyer.user.id), eq(notifications.title, 'Order cancelled')));
    expect(notice!.message).toContain(
      'cancelled by the provider: "The range is needed back for an upstream migration."',
    );
  });
});
