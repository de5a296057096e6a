import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import { eq } from 'drizzle-orm';
import { ABUSE_ARF_FIELD } from '@netlease/shared/abuse';
import { AUCTIONS_TOPIC, auctionTopic } from '@netlease/shared/auctions';
import { conversationTopic } from '@netlease/shared/conversations';
import { LOA_UPLOAD_FIELDS } from '@netlease/shared/loas';
import { userTopic } from '@netlease/shared/notification-limits';
import { ticketTopic } from '@netlease/shared/tickets';
import {
  orderIpLeases,
  orders,
  reverseDnsRequests as reverseDnsRequestsTable,
  sellerRequests,
  users,
  webhookEndpoints,
} from '../platform/db/schema/index';
import { reverseZonesFor } from '@netlease/shared/reverse-dns';
import { createTestApp, type TestApp } from '../test/test-app';
import { createUser, TEST_PASSWORD } from '../test/factories';
import { buildMultipart, SAMPLE_FILES, type ApiClient, type ApiResponse } from '../test/api-client';
import { createOwnedObjects, type Owner, type OwnedObjects } from '../test/owned-objects';
import { addressIn, createAbuseCase } from '../test/abuse-factories';
import { TEST_CARD } from '../test/checkout-factories';
import { abuseForm, arfMail, mailedReporterToken } from '../test/abuse-intake-fixtures';

/**
 * The authorization matrix (docs/PRODUCT.md "Roles and access"; docs/decisions/085-quality-suites.md): every
 * API route, called through the real HTTP layer by every kind of caller, answers what the hand-written
 * table below says, not what the route declares about itself. A visitor gets 401 from every private
 * route, a signed-in user of the wrong role 403, and a user who reaches another user's object 404;
 * a caller who is allowed is never refused for access (the route may still answer 400, 409, 422 for
 * its own rules). The table lists every route the server has and nothing else, so a new route fails
 * here until someone writes down who may call it. Each route is also called with a read and a trade
 * API token of every role (see "personal API tokens" below).
 */

/* ---------- who calls ---------- */

/**
 * `leaser` and `monetizer` own the objects below; `otherLeaser` and `otherMonetizer` are users of
 * the same roles who own none of them. `mfaPending` has typed its password but not yet its MFA code:
 * it is not signed in (docs/PRODUCT.md "Multi-factor sign-in").
 */
const IDENTITIES = [
  'visitor',
  'mfaPending',
  'leaser',
  'otherLeaser',
  'monetizer',
  'otherMonetizer',
  'staff',
  'admin',
] as const;
type Identity = (typeof IDENTITIES)[number];
type Role = 'leaser' | 'monetizer' | 'staff' | 'admin';

const ROLE_OF: Record<Identity, Role | null> = {
  visitor: null,
  mfaPending: null,
  leaser: 'leaser',
  otherLeaser: 'leaser',
  monetizer: 'monetizer',
  otherMonetizer: 'monetizer',
  staff: 'staff',
  admin: 'admin',
};

/**
 * Who may call a route at all. Written out here rather than taken from the shared access rules, so a
 * mistake there shows up too: staff pages admit admins, the monetizer pages monetizers alone, the
 * admin pages admins alone (docs/PRODUCT.md "Roles and access"). `pending-mfa` is the second sign-in step.
 */
type Level = 'public' | 'user' | 'monetizer' | 'staff' | 'admin' | 'pending-mfa';
const ROLES_ADMITTED: Record<Exclude<Level, 'public' | 'pending-mfa'>, readonly Role[]> = {
  user: ['leaser', 'monetizer', 'staff', 'admin'],
  monetizer: ['monetizer'],
  staff: ['staff', 'admin'],
  admin: ['admin'],
};

/* ---------- what is sent ---------- */

interface Call {
  /** The path with real ids; the route's own path when left out. */
  path?: string;
  body?: Record<string, unknown>;
  multipart?: ReturnType<typeof buildMultipart>;
}

type Person = Owner;

interface People {
  leaser: Person;
  monetizer: Person;
  /** A seller outside the matrix: owns what everybody may buy, bid on or ask about. */
  bystander: Person;
}

interface CallContext {
  o: OwnedObjects;
  p: People;
  /** The caller's own account (null for a visitor and a sign-in waiting for its code). */
  me: Person['user'] | null;
}

interface Row {
  access: Level;
  /**
   * Who, among the callers the access level admits, may go further: for a route on one object (in
   * the path, or named in the body) its owner first, then anyone else who may see it. Everyone else
   * gets `refusal`: 404 unless said otherwise, so nothing tells them the object exists.
   */
  only?: { may: readonly Identity[]; refusal?: number };
  /** Also sent by a visitor on the machine running the server (127.0.0.1), who is allowed. */
  fromThisMachine?: true;
  /** Builds the request: the objects it needs are made fresh for this route alone. */
  call?: (context: CallContext) => Promise<Call> | Call;
  /** Ends the caller's session: each caller it admits signs in afresh, so the shared sessions live on. */
  freshSession?: true;
  /** A server-sent event stream: read through a real socket, then closed. */
  stream?: true;
}

const NEW_PASSWORD = 'another-horse-battery';
const FAKE_TOKEN = 'not-a-real-token-000000000';
const REASON = { reason: 'Checked by the authorization matrix.' };
const SELLER_REQUEST = {
  companyName: 'Matrix Networks',
  offering: 'both',
  description: 'Ranges and servers for the authorization matrix.',
};
const PACKAGE = {
  name: 'Matrix server',
  description: 'A server for the authorization matrix.',
  location: 'Frankfurt',
  cpu: '8 cores',
  ram: '32 GB',
  storage: '1 TB NVMe',
  bandwidth: '1 Gbps',
  price: '95',
  stockCount: 1,
};
const LISTING_TEXT = {
  title: 'Matrix range',
  location: 'Amsterdam',
  description: 'A range for the authorization matrix.',
  specs: null,
  features: [],
  price: '100',
  period: 'month',
  subnet: '/24',
};
const BANK = {
  country: 'DE',
  account_holder: 'Matrix Payee',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
};

/** The geolocation address of the leased range of a fresh order of `leaser` from `monetizer`. */
async function geolocationPath(o: OwnedObjects, p: People) {
  const order = await o.ipOrder(p.leaser.user.id, p.monetizer.user.id);
  const [lease] = await t.db.select().from(orderIpLeases).where(eq(orderIpLeases.orderId, order.id));
  return `/api/orders/${order.id}/geolocation/${lease!.id}`;
}

let abuseReporters = 0;
/** The public abuse form of a fresh reporter (a reporter may send 60 an hour). */
function abuseReportForm() {
  abuseReporters += 1;
  return abuseForm({
    target: '192.0.2.43',
    category: 'spam',
    seenAt: new Date(t.clock.now().getTime() - 3_600_000).toISOString(),
    description: 'Spam from this address, for the authorization matrix.',
    reporterEmail: `matrix-reporter-${abuseReporters}@example.org`,
  });
}

/** The private link token of a fresh form report, as mailed to its reporter. */
async function abuseReporterToken(): Promise<string> {
  const form = abuseReportForm();
  const sent = await t.client().send('POST', '/api/abuse/reports', form.body, form.headers);
  if (sent.status !== 202) throw new Error(`abuse report: ${JSON.stringify(sent.body)}`);
  return mailedReporterToken(t, `matrix-reporter-${abuseReporters}@example.org`);
}

const NAME_SERVERS = ['ns1.example.net', 'ns2.example.net'];
const reverseDnsRequests = new Map<string, Promise<string>>();

/**
 * The open reverse DNS request of the route's IP order of `leaser` from `monetizer` (one per order,
 * written as the buyer's request leaves it): its id.
 */
async function reverseDnsRequestId(o: OwnedObjects, p: People): Promise<string> {
  const order = await o.ipOrder(p.leaser.user.id, p.monetizer.user.id);
  if (!reverseDnsRequests.has(order.id)) {
    reverseDnsRequests.set(
      order.id,
      (async () => {
        const [lease] = await t.db.select().from(orderIpLeases).where(eq(orderIpLeases.orderId, order.id));
        const [row] = await t.db
          .insert(reverseDnsRequestsTable)
          .values({
            orderId: order.id,
            buyerId: p.leaser.user.id,
            sellerId: p.monetizer.user.id,
            prefix: lease!.cidr,
            zones: reverseZonesFor(lease!.cidr),
            nameServers: NAME_SERVERS,
          })
          .returning({ id: reverseDnsRequestsTable.id });
        return row!.id;
      })(),
    );
  }
  return reverseDnsRequests.get(order.id)!;
}

const NOTE = { note: 'Checked by the authorization matrix.' };

/** A fresh abuse case on a fresh active lease of `leaser` from `monetizer` (written as intake leaves one). */
async function abuseCaseOf(o: OwnedObjects, p: People, input: Parameters<typeof createAbuseCase>[2] = {}) {
  const order = await o.ipOrder(p.leaser.user.id, p.monetizer.user.id, 'active');
  const [lease] = await t.db.select().from(orderIpLeases).where(eq(orderIpLeases.orderId, order.id));
  // The same order may come back for each caller of a route: each case gets an address of its own.
  nextAbuseAddress = (nextAbuseAddress % 250) + 1;
  return createAbuseCase(
    t,
    { lease: lease!, order, cidr: lease!.cidr },
    { target: addressIn(lease!.cidr, nextAbuseAddress), ...input },
  );
}
let nextAbuseAddress = 0;

const unknownEmail = () => `nobody-${randomUUID().slice(0, 8)}@example.com`;
const ownerOnly = (owner: Identity) => ({ may: [owner] as const });

/** A personal API token of `owner`, created through the API: its id. */
async function apiTokenOf(owner: Person): Promise<string> {
  const response = await owner.client.post('/api/api-tokens', {
    name: 'Matrix robot',
    scope: 'read',
    expiresIn: '7',
    currentPassword: TEST_PASSWORD,
  });
  return (response.body as { token: { id: string } }).token.id;
}

/**
 * Every API route the server serves, with who may call it. Ownership, as the fixtures make it:
 * `leaser` opened the ticket, sent the KYC request and ASN, received the notification and the
 * invoice, bought the order and started the conversation; `monetizer` owns the IP block, listing,
 * server package, pending auction and payout, sold the order and wrote its LOA.
 */
const MATRIX: Record<string, Row> = {
  /* health, live events */
  'GET /api/health': { access: 'public' },
  'GET /api/ready': { access: 'public' },
  'GET /api/config': { access: 'public' },
  // Declared public because named public topics (the live auction list) are open to visitors; the
  // caller's own stream, asked for without topics, needs a signed-in user. Topics: see below.
  'GET /api/events': { access: 'user', stream: true },

  /* accounts and sessions (docs/decisions/003-sessions-csrf.md) */
  'GET /api/auth/csrf': { access: 'public' },
  'GET /api/auth/session': { access: 'public' },
  // Public routes of the account flow are sent a body their own rules refuse (400) where a valid one
  // would only cost a password hash: the access check comes first, and no owner is involved.
  'POST /api/auth/register': {
    access: 'public',
    call: () => ({
      body: {
        name: 'New Person',
        email: unknownEmail(),
        password: TEST_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      },
    }),
  },
  'POST /api/auth/login': {
    access: 'public',
    call: () => ({ body: { email: 'not-an-email', password: 'x' } }),
  },
  'POST /api/auth/logout': { access: 'public', freshSession: true },
  'POST /api/auth/logout-everywhere': { access: 'user', freshSession: true },
  'POST /api/auth/verify-email': { access: 'public', call: () => ({ body: { token: FAKE_TOKEN } }) },
  // An address nobody has (the answer is the same as for a real one), so no mail limit is reached.
  'POST /api/auth/resend-verification': {
    access: 'public',
    call: () => ({ body: { email: unknownEmail() } }),
  },
  'POST /api/auth/forgot-password': { access: 'public', call: () => ({ body: { email: unknownEmail() } }) },
  'POST /api/auth/reset-password': {
    access: 'public',
    call: () => ({ body: { token: FAKE_TOKEN, password: NEW_PASSWORD, confirmPassword: TEST_PASSWORD } }),
  },
  'POST /api/auth/confirm-email': { access: 'public', call: () => ({ body: { token: FAKE_TOKEN } }) },
  'GET /api/profile': { access: 'user' },
  'PUT /api/profile': {
    access: 'user',
    call: ({ me }) => ({ body: { name: me?.name ?? 'Nobody', email: me?.email ?? 'nobody@example.com' } }),
  },
  // Each caller reads and writes only its own billing profile (docs/PRODUCT.md "Billing details").
  'GET /api/profile/billing': { access: 'user' },
  'PUT /api/profile/billing': {
    access: 'user',
    call: () => ({ body: { customerType: 'private', legalName: 'Matrix Caller', country: 'NL' } }),
  },
  // A wrong current password (400): the service is reached, and no session ends.
  'PUT /api/profile/password': {
    access: 'user',
    call: () => ({
      body: { currentPassword: 'not-the-password', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    }),
  },
  'GET /api/users/:id/public': {
    access: 'public',
    call: ({ p }) => ({ path: `/api/users/${p.bystander.user.id}/public` }),
  },
  'GET /api/users/:id/offers': {
    access: 'public',
    call: ({ p }) => ({ path: `/api/users/${p.bystander.user.id}/offers` }),
  },

  /* notifications */
  'GET /api/notifications': { access: 'user' },
  'POST /api/notifications/:id/read': {
    access: 'user',
    only: ownerOnly('leaser'),
    call: async ({ o, p }) => ({
      path: `/api/notifications/${(await o.notification(p.leaser.user.id)).id}/read`,
    }),
  },
  'POST /api/notifications/read-all': { access: 'user' },

  /* IP blocks: only a verified seller claims addresses (docs/PRODUCT.md "Accounts"); the service
     checks the role, so the route itself is declared for any signed-in user. */
  'POST /api/ip-blocks': {
    access: 'monetizer',
    call: ({ o }) => ({
      multipart: buildMultipart({ cidr: o.range(), rir: 'ripe', countryCode: 'NL' }, [
        { field: 'loa', filename: 'loa.pdf', contentType: 'application/pdf', content: SAMPLE_FILES.pdf },
      ]),
    }),
  },
  'GET /api/ip-blocks': { access: 'user' },
  'GET /api/ip-blocks/:id': {
    access: 'user',
    only: ownerOnly('monetizer'),
    call: async ({ o, p }) => ({ path: `/api/ip-blocks/${(await o.approvedBlock(p.monetizer.user.id)).id}` }),
  },
  // A block's LOA: its owner and admins (docs/PRODUCT.md "Documents").
  'GET /api/ip-blocks/:id/loa': {
    access: 'user',
    only: { may: ['monetizer', 'admin'] },
    call: async ({ o, p }) => ({
      path: `/api/ip-blocks/${(await o.approvedBlock(p.monetizer.user.id)).id}/loa`,
    }),
  },

  /* server packages and listings (docs/PRODUCT.md "Seller workspace") */
  'GET /api/server-packages': { access: 'user' },
  'GET /api/server-packages/:id': {
    access: 'user',
    only: ownerOnly('monetizer'),
    call: async ({ o, p }) => ({
      path: `/api/server-packages/${(await o.serverPackage(p.monetizer.user.id, 'approved')).id}`,
    }),
  },
  // Only a verified seller offers servers; every role and KYC state: the test below the table.
  'POST /api/server-packages': { access: 'monetizer', call: () => ({ body: PACKAGE }) },
  'PUT /api/server-packages/:id': {
    access: 'user',
    only: ownerOnly('monetizer'),
    call: async ({ o, p }) => ({
      path: `/api/server-packages/${(await o.serverPackage(p.monetizer.user.id, 'approved')).id}`,
      body: PACKAGE,
    }),
  },
  'DELETE /api/server-packages/:id': {
    access: 'user',
    only: ownerOnly('monetizer'),
    call: async ({ o, p }) => ({
      path: `/api/server-packages/${(await o.serverPackage(p.monetizer.user.id, 'approved')).id}`,
    }),
  },
  // The block named in the body must be the caller's own.
  'POST /api/listings': {
    access: 'user',
    only: ownerOnly('monetizer'),
    call: async ({ o, p }) => ({
      body: {
        ...LISTING_TEXT,
        type: 'ip',
        ipBlockId: (await o.approvedBlock(p.monetizer.user.id)).id,
        cidr: null,
      },
    }),
  },
  'GET /api/listings': { access: 'user' },
  'GET /api/listings/:id': {
    access: 'user',
    only: ownerOnly('monetizer'),
    call: async ({ o, p }) => ({
      path: `/api/listings/${(await o.listing(p.monetizer.user.id, 'active')).id}`,
    }),
  },
  'PUT /api/listings/:id': {
    access: 'user',
    only: ownerOnly('monetizer'),
    call: async ({ o, p }) => ({
      path: `/api/listings/${(await o.listing(p.monetizer.user.id, 'active')).id}`,
      body: LISTING_TEXT,
    }),
  },
  'POST /api/listings/:id/pause': {
    access: 'user',
    only: ownerOnly('monetizer'),
    call: async ({ o, p }) => ({
      path: `/api/listings/${(await o.listing(p.monetizer.user.id, 'active')).id}/pause`,
    }),
  },
  'POST /api/listings/:id/resume': {
    access: 'user',
    only: ownerOnly('monetizer'),
    call: async ({ o, p }) => ({
      path: `/api/listings/${(await o.listing(p.monetizer.user.id, 'active')).id}/resume`,
    }),
  },
  'DELETE /api/listings/:id': {
    access: 'user',
    only: ownerOnly('monetizer'),
    call: async ({ o, p }) => ({
      path: `/api/listings/${(await o.listing(p.monetizer.user.id, 'active')).id}`,
    }),
  },

  /* marketplace: public, but an offer not yet approved is seen by its seller and admins only */
  'GET /api/marketplace': { access: 'public' },
  'GET /api/marketplace/count': { access: 'public' },
  'GET /api/marketplace/listings/:id': {
    access: 'public',
    only: { may: ['monetizer', 'admin'] },
    call: async ({ o, p }) => ({
      path: `/api/marketplace/listings/${(await o.listing(p.monetizer.user.id, 'pending')).id}`,
    }),
  },
  'GET /api/marketplace/server-packages/:id': {
    access: 'public',
    only: { may: ['monetizer', 'admin'] },
    call: async ({ o, p }) => ({
      path: `/api/marketplace/server-packages/${(await o.serverPackage(p.monetizer.user.id, 'pending')).id}`,
    }),
  },
  'GET /api/marketplace/server-packages/:id/bundle': {
    access: 'public',
    only: { may: ['monetizer', 'admin'] },
    call: async ({ o, p }) => {
      const pending = await o.serverPackage(p.monetizer.user.id, 'pending');
      return { path: `/api/marketplace/server-packages/${pending.id}/bundle` };
    },
  },
  'GET /api/server-packages/available-subnets': { access: 'monetizer' },
  'GET /api/server-packages/:id/bundle': {
    access: 'monetizer',
    only: ownerOnly('monetizer'),
    call: async ({ o, p }) => ({
      path: `/api/server-packages/${(await o.serverPackage(p.monetizer.user.id, 'approved')).id}/bundle`,
    }),
  },
  'PUT /api/server-packages/:id/bundle': {
    access: 'monetizer',
    only: ownerOnly('monetizer'),
    call: async ({ o, p }) => ({
      path: `/api/server-packages/${(await o.serverPackage(p.monetizer.user.id, 'approved')).id}/bundle`,
      body: { subnetIds: [] },
    }),
  },

  /* admin review: admins only */
  'GET /api/admin/stats': { access: 'admin' },
  'GET /api/admin/approvals': { access: 'admin' },
  'POST /api/admin/approvals/:kind/:id/approve': {
    access: 'admin',
    call: async ({ o, p }) => ({
      path: `/api/admin/approvals/listings/${(await o.listing(p.monetizer.user.id, 'pending')).id}/approve`,
    }),
  },
  'POST /api/admin/approvals/:kind/:id/reject': {
    access: 'admin',
    call: async ({ o, p }) => {
      const pending = await o.serverPackage(p.monetizer.user.id, 'pending');
      return { path: `/api/admin/approvals/server-packages/${pending.id}/reject`, body: REASON };
    },
  },
  'GET /api/admin/audit': { access: 'admin' },
  'GET /api/admin/audit/export.csv': { access: 'admin' },

  /* wallet, deposits, payouts, checkout (docs/decisions/010-money-ledger.md) */
  'GET /api/wallet': { access: 'user' },
  'GET /api/wallet/transactions': { access: 'user' },
  'GET /api/wallet/balance-history': { access: 'user' },
  'POST /api/deposits': {
    access: 'user',
    call: () => ({ body: { amountCents: 1_000, gateway: 'card', card: TEST_CARD } }),
  },
  'GET /api/payouts': { access: 'user' },
  'GET /api/payouts/balance': { access: 'user' },
  'POST /api/payouts': {
    access: 'user',
    call: () => ({ body: { amountCents: 500, method: 'bank', details: BANK } }),
  },
  'GET /api/checkout/:itemType/:id': {
    access: 'user',
    call: async ({ o, p }) => ({
      path: `/api/checkout/ip/${(await o.listing(p.bystander.user.id, 'active')).id}`,
    }),
  },
  // Holding the unit (docs/decisions/232-checkout-holds.md): anyone may hold what anyone may buy;
  // a hold is released only by its buyer.
  'POST /api/checkout/:itemType/:id/hold': {
    access: 'user',
    call: async ({ o, p }) => ({
      path: `/api/checkout/ip/${(await o.listing(p.bystander.user.id, 'active')).id}/hold`,
    }),
  },
  'DELETE /api/checkout/holds/:id': {
    access: 'user',
    only: ownerOnly('leaser'),
    call: async ({ o, p }) => {
      const listing = await o.listing(p.bystander.user.id, 'active');
      const held = await p.leaser.client.post(`/api/checkout/ip/${listing.id}/hold`, {});
      return { path: `/api/checkout/holds/${(held.body as { hold: { id: string } }).hold.id}` };
    },
  },
  'POST /api/checkout': {
    access: 'user',
    call: async ({ o, p }) => ({
      body: { itemType: 'ip', itemId: (await o.listing(p.bystander.user.id, 'active')).id, method: 'wallet' },
    }),
  },
  // Card payments (docs/decisions/199-stripe-gateway.md); Stripe's webhook exists only with Stripe.
  'GET /api/payments/methods': { access: 'public' },
  'GET /api/card-payments/:id': {
    access: 'user',
    only: ownerOnly('leaser'),
    call: async ({ o, p }) => ({ path: `/api/card-payments/${(await o.cardPayment(p.leaser.user.id)).id}` }),
  },

  /* orders and invoices (docs/decisions/011-order-lifecycle.md): the two parties, each their part */
  'GET /api/orders': { access: 'user' },
  'POST /api/orders/:id/status': {
    access: 'user',
    only: ownerOnly('monetizer'),
    call: async ({ o, p }) => ({
      path: `/api/orders/${(await o.ipOrder(p.leaser.user.id, p.monetizer.user.id)).id}/status`,
      body: { status: 'provisioning' },
    }),
  },
  'POST /api/orders/:id/cancel': {
    access: 'user',
    only: { may: ['leaser', 'monetizer'] },
    call: async ({ o, p }) => ({
      path: `/api/orders/${(await o.ipOrder(p.leaser.user.id, p.monetizer.user.id)).id}/cancel`,
      body: { reason: 'Not needed any more' },
    }),
  },
  'POST /api/orders/:id/dispute': {
    access: 'user',
    only: ownerOnly('leaser'),
    call: async ({ o, p }) => ({
      path: `/api/orders/${(await o.ipOrder(p.leaser.user.id, p.monetizer.user.id)).id}/dispute`,
      body: { reason: 'Not what was listed' },
    }),
  },
  // The lease page and claims (docs/PRODUCT.md "Delivering a lease").
  'GET /api/orders/:id/delivery': {
    access: 'user',
    // Its parties, and staff and admins reading the lease page.
    only: { may: ['leaser', 'monetizer', 'staff', 'admin'] },
    call: async ({ o, p }) => ({
      path: `/api/orders/${(await o.ipOrder(p.leaser.user.id, p.monetizer.user.id)).id}/delivery`,
    }),
  },
  'POST /api/orders/:id/claims': {
    access: 'user',
    only: ownerOnly('leaser'),
    call: async ({ o, p }) => ({
      path: `/api/orders/${(await o.ipOrder(p.leaser.user.id, p.monetizer.user.id, 'active')).id}/claims`,
      body: { category: 'not_routable', description: 'Every upstream drops the announcement.' },
    }),
  },
  'POST /api/claims/:id/answer': {
    access: 'user',
    only: ownerOnly('monetizer'),
    call: async ({ o, p }) => ({
      path: `/api/claims/${(await o.claim(p.leaser.user.id, p.monetizer.user.id)).id}/answer`,
      body: { answer: 'The prefix is announced from the buyer AS since activation.' },
    }),
  },
  'GET /api/staff/claims': { access: 'staff' },
  'POST /api/staff/claims/:id/decision': {
    access: 'staff',
    call: async ({ o, p }) => ({
      path: `/api/staff/claims/${(await o.claim(p.leaser.user.id, p.monetizer.user.id)).id}/decision`,
      body: { decision: 'reject', reason: 'The range routes fine from here.' },
    }),
  },
  'PUT /api/orders/:id/auto-renew': {
    access: 'user',
    only: ownerOnly('leaser'),
    call: async ({ o, p }) => ({
      path: `/api/orders/${(await o.ipOrder(p.leaser.user.id, p.monetizer.user.id, 'active')).id}/auto-renew`,
      body: { autoRenews: true },
    }),
  },
  // Ending at the next renewal (docs/PRODUCT.md "Orders"): the buyer's alone.
  'PUT /api/orders/:id/end-at-renewal': {
    access: 'user',
    only: ownerOnly('leaser'),
    call: async ({ o, p }) => ({
      path: `/api/orders/${(await o.ipOrder(p.leaser.user.id, p.monetizer.user.id, 'active')).id}/end-at-renewal`,
      body: { endsAtRenewal: true },
    }),
  },
  /* geofeeds (docs/decisions/195-geofeeds.md): the feed is public, a range's geolocation the leaser's */
  'GET /api/geofeeds/:sellerId.csv': {
    access: 'public',
    call: ({ p }) => ({ path: `/api/geofeeds/${p.monetizer.user.id}.csv` }),
  },
  'GET /api/orders/:id/geolocation': {
    access: 'user',
    only: ownerOnly('leaser'),
    call: async ({ o, p }) => ({
      path: `/api/orders/${(await o.ipOrder(p.leaser.user.id, p.monetizer.user.id)).id}/geolocation`,
    }),
  },
  'PUT /api/orders/:id/geolocation/:leaseId': {
    access: 'user',
    only: ownerOnly('leaser'),
    call: async ({ o, p }) => ({
      path: await geolocationPath(o, p),
      body: { countryCode: 'NL', region: 'NL-NH', city: 'Amsterdam' },
    }),
  },
  'DELETE /api/orders/:id/geolocation/:leaseId': {
    access: 'user',
    only: ownerOnly('leaser'),
    call: async ({ o, p }) => ({ path: await geolocationPath(o, p) }),
  },
  /* reverse DNS (docs/PRODUCT.md "Delivering a lease"): both parties read, the buyer asks and
     withdraws, the seller marks done or declines */
  'GET /api/orders/:id/reverse-dns': {
    access: 'user',
    // Its parties, and staff and admins reading the lease page.
    only: { may: ['leaser', 'monetizer', 'staff', 'admin'] },
    call: async ({ o, p }) => ({
      path: `/api/orders/${(await o.ipOrder(p.leaser.user.id, p.monetizer.user.id)).id}/reverse-dns`,
    }),
  },
  'POST /api/orders/:id/reverse-dns': {
    access: 'user',
    only: ownerOnly('leaser'),
    call: async ({ o, p }) => ({
      path: `/api/orders/${(await o.ipOrder(p.leaser.user.id, p.monetizer.user.id)).id}/reverse-dns`,
      body: { nameServers: NAME_SERVERS },
    }),
  },
  'POST /api/reverse-dns/:id/done': {
    access: 'user',
    only: ownerOnly('monetizer'),
    call: async ({ o, p }) => ({ path: `/api/reverse-dns/${await reverseDnsRequestId(o, p)}/done` }),
  },
  'POST /api/reverse-dns/:id/decline': {
    access: 'user',
    only: ownerOnly('monetizer'),
    call: async ({ o, p }) => ({
      path: `/api/reverse-dns/${await reverseDnsRequestId(o, p)}/decline`,
      body: REASON,
    }),
  },
  'POST /api/reverse-dns/:id/withdraw': {
    access: 'user',
    only: ownerOnly('leaser'),
    call: async ({ o, p }) => ({ path: `/api/reverse-dns/${await reverseDnsRequestId(o, p)}/withdraw` }),
  },
  /* abuse cases (docs/PRODUCT.md "Abuse"): the lessee and the owner read, the lessee answers, both and
     staff write in the thread; staff work the queue and the ladder */
  'GET /api/abuse/cases': { access: 'user' },
  'GET /api/abuse/cases/count': { access: 'user' },
  'GET /api/abuse/cases/:id': {
    access: 'user',
    only: { may: ['leaser', 'monetizer', 'staff', 'admin'] },
    call: async ({ o, p }) => ({ path: `/api/abuse/cases/${(await abuseCaseOf(o, p)).id}` }),
  },
  'GET /api/abuse/cases/:id/evidence/:evidenceId': {
    access: 'user',
    only: { may: ['leaser', 'monetizer', 'staff', 'admin'] },
    call: async ({ o, p }) => {
      const abuseCase = await abuseCaseOf(o, p, { evidence: true });
      return { path: `/api/abuse/cases/${abuseCase.id}/evidence/${abuseCase.evidence!.id}` };
    },
  },
  'POST /api/abuse/cases/:id/acknowledge': {
    access: 'user',
    only: ownerOnly('leaser'),
    call: async ({ o, p }) => ({ path: `/api/abuse/cases/${(await abuseCaseOf(o, p)).id}/acknowledge` }),
  },
  'POST /api/abuse/cases/:id/resolve': {
    access: 'user',
    only: ownerOnly('leaser'),
    call: async ({ o, p }) => ({
      path: `/api/abuse/cases/${(await abuseCaseOf(o, p)).id}/resolve`,
      body: NOTE,
    }),
  },
  'POST /api/abuse/cases/:id/dispute': {
    access: 'user',
    only: ownerOnly('leaser'),
    call: async ({ o, p }) => ({
      path: `/api/abuse/cases/${(await abuseCaseOf(o, p)).id}/dispute`,
      body: NOTE,
    }),
  },
  'POST /api/abuse/cases/:id/messages': {
    access: 'user',
    only: { may: ['leaser', 'monetizer', 'staff', 'admin'] },
    call: async ({ o, p }) => ({
      path: `/api/abuse/cases/${(await abuseCaseOf(o, p)).id}/messages`,
      body: { body: 'Checked by the authorization matrix.' },
    }),
  },
  'GET /api/staff/abuse/cases': { access: 'staff' },
  'POST /api/staff/abuse/cases/:id/accept': {
    access: 'staff',
    call: async ({ o, p }) => ({
      path: `/api/staff/abuse/cases/${(await abuseCaseOf(o, p, { status: 'resolved' })).id}/accept`,
      body: REASON,
    }),
  },
  'POST /api/staff/abuse/cases/:id/reopen': {
    access: 'staff',
    call: async ({ o, p }) => ({
      path: `/api/staff/abuse/cases/${(await abuseCaseOf(o, p, { status: 'resolved' })).id}/reopen`,
      body: REASON,
    }),
  },
  'POST /api/staff/abuse/cases/:id/suspend-lease': {
    access: 'staff',
    call: async ({ o, p }) => ({
      path: `/api/staff/abuse/cases/${(await abuseCaseOf(o, p)).id}/suspend-lease`,
      body: REASON,
    }),
  },
  'POST /api/staff/abuse/cases/:id/lift-suspension': {
    access: 'staff',
    call: async ({ o, p }) => ({
      path: `/api/staff/abuse/cases/${(await abuseCaseOf(o, p)).id}/lift-suspension`,
      body: REASON,
    }),
  },
  'POST /api/staff/abuse/cases/:id/end-lease': {
    access: 'staff',
    call: async ({ o, p }) => ({
      path: `/api/staff/abuse/cases/${(await abuseCaseOf(o, p)).id}/end-lease`,
      body: REASON,
    }),
  },
  'POST /api/staff/abuse/cases/close-duplicates': {
    access: 'staff',
    call: async ({ o, p }) => {
      const kept = await abuseCaseOf(o, p);
      const [lease] = await t.db
        .select()
        .from(orderIpLeases)
        .where(eq(orderIpLeases.id, kept.orderIpLeaseId));
      const [order] = await t.db.select().from(orders).where(eq(orders.id, kept.orderId));
      nextAbuseAddress = (nextAbuseAddress % 250) + 1;
      const duplicate = await createAbuseCase(
        t,
        { lease: lease!, order: order!, cidr: lease!.cidr },
        { target: addressIn(lease!.cidr, nextAbuseAddress) },
      );
      return { body: { caseIds: [duplicate.id], duplicateOf: kept.id, ...REASON } };
    },
  },
  /* abuse intake (docs/PRODUCT.md "Abuse"): anyone reports through the form and follows the link;
     programs send XARF and ARF with an abuse token (a signed-in user may too); the history is public */
  'POST /api/abuse/reports': { access: 'public', call: () => ({ multipart: abuseReportForm() }) },
  'POST /api/abuse/reports/open': {
    access: 'public',
    call: async () => ({ body: { token: await abuseReporterToken() } }),
  },
  'POST /api/abuse/xarf': {
    access: 'user',
    call: () => ({
      body: {
        xarf_version: '4.0.0',
        timestamp: new Date(t.clock.now().getTime() - 3_600_000).toISOString(),
        reporter: { contact: 'abuse-desk@example.net' },
        source_identifier: '192.0.2.44',
        category: 'messaging',
        type: 'spam',
      },
    }),
  },
  'POST /api/abuse/arf': {
    access: 'user',
    call: () => ({
      multipart: buildMultipart({}, [
        {
          field: ABUSE_ARF_FIELD,
          filename: 'report.eml',
          contentType: 'message/rfc822',
          content: arfMail('192.0.2.45', new Date(t.clock.now().getTime() - 3_600_000)),
        },
      ]),
    }),
  },
  'GET /api/abuse/range-history': {
    access: 'public',
    call: () => ({ path: '/api/abuse/range-history?prefix=192.0.2.0/24' }),
  },
  'GET /api/invoices': { access: 'user' },
  'GET /api/invoices/:id/pdf': {
    access: 'user',
    only: ownerOnly('leaser'),
    call: async ({ o, p }) => {
      const order = await o.ipOrder(p.leaser.user.id, p.monetizer.user.id, 'active');
      return { path: `/api/invoices/${(await o.invoice(order)).id}/pdf` };
    },
  },
  'GET /api/credit-notes/:id/pdf': {
    access: 'user',
    only: ownerOnly('leaser'),
    call: async ({ o, p }) => {
      const order = await o.ipOrder(p.leaser.user.id, p.monetizer.user.id, 'active');
      return { path: `/api/credit-notes/${(await o.creditNote(await o.invoice(order))).id}/pdf` };
    },
  },
  'GET /api/invoices/export.csv': { access: 'user' },

  /* admin money tabs and exports */
  'GET /api/admin/payouts': { access: 'admin' },
  'GET /api/admin/payouts/export.csv': { access: 'admin' },
  'GET /api/admin/orders': { access: 'admin' },
  'GET /api/admin/orders/export.csv': { access: 'admin' },
  'GET /api/admin/invoices': { access: 'admin' },
  'GET /api/admin/invoices/export.csv': { access: 'admin' },
  'GET /api/admin/transactions': { access: 'admin' },
  'GET /api/admin/transactions/export.csv': { access: 'admin' },
  'GET /api/admin/payments': { access: 'admin' },
  'GET /api/admin/payments/export.csv': { access: 'admin' },
  'GET /api/admin/money/weekly': { access: 'admin' },
  'POST /api/admin/payouts/:id/approve': {
    access: 'admin',
    call: async ({ o, p }) => ({ path: `/api/admin/payouts/${(await o.payout(p.monetizer)).id}/approve` }),
  },
  'POST /api/admin/payouts/:id/mark-paid': {
    access: 'admin',
    call: async ({ o, p }) => ({
      path: `/api/admin/payouts/${(await o.payout(p.monetizer)).id}/mark-paid`,
      body: { reference: 'WIRE-2026-0001' },
    }),
  },
  'POST /api/admin/payouts/:id/reject': {
    access: 'admin',
    call: async ({ o, p }) => ({
      path: `/api/admin/payouts/${(await o.payout(p.monetizer)).id}/reject`,
      body: REASON,
    }),
  },

  /* support tickets (docs/decisions/060-support-and-kyc.md): the opener, staff and admins */
  'GET /api/tickets': { access: 'user' },
  'POST /api/tickets': {
    access: 'user',
    call: () => ({ body: { title: 'Access check', description: 'Opened by the authorization matrix.' } }),
  },
  'GET /api/tickets/order-choices': { access: 'user' },
  'GET /api/tickets/assignees': { access: 'staff' },
  'GET /api/tickets/:id': {
    access: 'user',
    only: { may: ['leaser', 'staff', 'admin'] },
    call: async ({ o, p }) => ({ path: `/api/tickets/${(await o.ticket(p.leaser)).id}` }),
  },
  'POST /api/tickets/:id/messages': {
    access: 'user',
    only: { may: ['leaser', 'staff', 'admin'] },
    call: async ({ o, p }) => ({
      path: `/api/tickets/${(await o.ticket(p.leaser)).id}/messages`,
      body: { message: 'Any news?' },
    }),
  },
  'POST /api/tickets/:id/attachments': {
    access: 'user',
    only: { may: ['leaser', 'staff', 'admin'] },
    call: async ({ o, p }) => ({
      path: `/api/tickets/${(await o.ticket(p.leaser)).id}/attachments`,
      multipart: buildMultipart({}, [
        { field: 'file', filename: 'screenshot.png', contentType: 'image/png', content: SAMPLE_FILES.png },
      ]),
    }),
  },
  'GET /api/tickets/:id/attachments/:attachmentId': {
    access: 'user',
    only: { may: ['leaser', 'staff', 'admin'] },
    call: async ({ o, p }) => {
      const ticket = await o.ticket(p.leaser);
      const attachment = await o.ticketAttachment(p.leaser, ticket.id);
      return { path: `/api/tickets/${ticket.id}/attachments/${attachment.id}` };
    },
  },
  'PUT /api/tickets/:id/status': {
    access: 'staff',
    call: async ({ o, p }) => ({
      path: `/api/tickets/${(await o.ticket(p.leaser)).id}/status`,
      body: { status: 'in_progress' },
    }),
  },
  'PUT /api/tickets/:id/assignee': {
    access: 'staff',
    call: async ({ o, p }) => ({
      path: `/api/tickets/${(await o.ticket(p.leaser)).id}/assignee`,
      body: { assigneeId: null },
    }),
  },
  'GET /api/admin/tickets': { access: 'admin' },
  'GET /api/staff/tickets': { access: 'staff' },
  'GET /api/staff/tickets/:id/customer': {
    access: 'staff',
    call: async ({ o, p }) => ({ path: `/api/staff/tickets/${(await o.ticket(p.leaser)).id}/customer` }),
  },

  /* auctions (docs/decisions/050-auctions.md; docs/PRODUCT.md "Auctions") */
  'GET /api/auctions': { access: 'public' },
  'GET /api/auctions/blocks': { access: 'monetizer' },
  'GET /api/auctions/mine': { access: 'monetizer' },
  // An auction waiting for approval is seen by its seller and admins only.
  'GET /api/auctions/:id': {
    access: 'public',
    only: { may: ['monetizer', 'admin'] },
    call: async ({ o, p }) => ({
      path: `/api/auctions/${(await o.auction(p.monetizer.user.id, 'pending_approval')).id}`,
    }),
  },
  // Another seller's block is refused with the same 400 as one of one's own that cannot be sold:
  // nothing tells the caller it exists.
  'POST /api/auctions': {
    access: 'monetizer',
    only: { may: ['monetizer'], refusal: 400 },
    call: async ({ o, p }) => {
      const now = t.clock.now().getTime();
      return {
        body: {
          ipBlockId: (await o.approvedBlock(p.monetizer.user.id)).id,
          reservePrice: '100',
          buyNowPrice: '500',
          startTime: new Date(now).toISOString(),
          endTime: new Date(now + 24 * 60 * 60 * 1000).toISOString(),
        },
      };
    },
  },
  'POST /api/auctions/:id/bids': {
    access: 'user',
    call: async ({ o, p }) => ({
      path: `/api/auctions/${(await o.auction(p.bystander.user.id, 'live')).id}/bids`,
      body: { amountCents: 10_000 },
    }),
  },
  'POST /api/auctions/:id/buy-now': {
    access: 'user',
    call: async ({ o, p }) => ({
      path: `/api/auctions/${(await o.auction(p.bystander.user.id, 'live')).id}/buy-now`,
    }),
  },
  'GET /api/admin/auctions': { access: 'admin' },
  'POST /api/admin/auctions/:id/approve': {
    access: 'admin',
    call: async ({ o, p }) => ({
      path: `/api/admin/auctions/${(await o.auction(p.monetizer.user.id, 'pending_approval')).id}/approve`,
    }),
  },
  'POST /api/admin/auctions/:id/reject': {
    access: 'admin',
    call: async ({ o, p }) => ({
      path: `/api/admin/auctions/${(await o.auction(p.monetizer.user.id, 'pending_approval')).id}/reject`,
      body: REASON,
    }),
  },

  /* KYC (docs/decisions/060-support-and-kyc.md): documents for their owner and staff only */
  'GET /api/kyc': { access: 'user' },
  'POST /api/kyc': { access: 'user', call: ({ o }) => ({ multipart: o.kycForm() }) },
  'GET /api/kyc/verifications/:id/documents/:kind': {
    access: 'user',
    only: { may: ['leaser', 'staff', 'admin'] },
    call: async ({ o, p }) => ({
      path: `/api/kyc/verifications/${(await o.kycRequest(p.leaser.user.id, 'approved')).id}/documents/id`,
    }),
  },
  'GET /api/staff/kyc': { access: 'staff' },
  'POST /api/staff/kyc/:id/review': {
    access: 'staff',
    call: async ({ o, p }) => ({
      path: `/api/staff/kyc/${(await o.kycRequest(p.bystander.user.id, 'pending')).id}/review`,
      body: { action: 'approve' },
    }),
  },
  'GET /api/staff/dashboard': { access: 'staff' },

  /* user management (docs/decisions/160-staff-tools-and-audit.md): staff and admins; roles are admins' */
  'GET /api/staff/users': { access: 'staff' },
  'POST /api/staff/users/:id/suspend': {
    access: 'staff',
    call: async () => ({ path: `/api/staff/users/${(await createUser(t)).id}/suspend`, body: REASON }),
  },
  'POST /api/staff/users/:id/reactivate': {
    access: 'staff',
    call: async () => {
      const user = await createUser(t);
      await t.db
        .update(users)
        .set({ suspendedAt: t.clock.now(), suspensionReason: REASON.reason })
        .where(eq(users.id, user.id));
      return { path: `/api/staff/users/${user.id}/reactivate`, body: REASON };
    },
  },
  'PUT /api/admin/users/:id/role': {
    access: 'admin',
    call: async () => ({
      path: `/api/admin/users/${(await createUser(t)).id}/role`,
      body: { role: 'monetizer' },
    }),
  },

  /* MFA (docs/decisions/070-trust-mfa-asns-loas-reputation.md) */
  'GET /api/mfa': { access: 'user' },
  'POST /api/mfa/enroll': { access: 'user' },
  'POST /api/mfa/confirm': { access: 'user', call: () => ({ body: { code: '000000' } }) },
  'POST /api/mfa/disable': { access: 'user', call: () => ({ body: { code: '000000' } }) },
  'POST /api/auth/mfa/verify': {
    access: 'pending-mfa',
    freshSession: true,
    call: () => ({ body: { code: '000000' } }),
  },

  /* personal API tokens (docs/decisions/190-api-tokens.md): each user's own */
  'GET /api/api-tokens': { access: 'user' },
  'POST /api/api-tokens': {
    access: 'user',
    call: () => ({
      body: { name: 'Matrix robot', scope: 'read', expiresIn: '7', currentPassword: TEST_PASSWORD },
    }),
  },
  'DELETE /api/api-tokens/:id': {
    access: 'user',
    only: ownerOnly('leaser'),
    call: async ({ p }) => ({ path: `/api/api-tokens/${await apiTokenOf(p.leaser)}` }),
  },

  /*
   * Becoming a seller (docs/decisions/170-becoming-a-seller.md): a leaser asks (monetizers already
   * sell, staff and admins do not; every identity here is KYC-verified), admins alone decide.
   */
  'GET /api/seller-requests/mine': { access: 'user' },
  'POST /api/seller-requests': {
    access: 'user',
    only: { may: ['leaser', 'otherLeaser'], refusal: 403 },
    call: () => ({ body: SELLER_REQUEST }),
  },
  'GET /api/admin/seller-requests': { access: 'admin' },
  // Each call decides a request of a leaser outside the matrix, whose role may then change.
  'POST /api/admin/seller-requests/:id/approve': {
    access: 'admin',
    call: async () => ({ path: `/api/admin/seller-requests/${await pendingSellerRequest()}/approve` }),
  },
  'POST /api/admin/seller-requests/:id/reject': {
    access: 'admin',
    call: async () => ({
      path: `/api/admin/seller-requests/${await pendingSellerRequest()}/reject`,
      body: REASON,
    }),
  },

  /* webhooks (docs/decisions/197-webhooks.md): each user's own endpoints and delivery log */
  'GET /api/webhooks': { access: 'user' },
  'GET /api/webhooks/deliveries': { access: 'user' },
  'POST /api/webhooks': {
    access: 'user',
    call: () => ({ body: { url: 'http://127.0.0.1:9/matrix-webhook', events: ['order.paid'] } }),
  },
  'DELETE /api/webhooks/:id': {
    access: 'user',
    only: ownerOnly('leaser'),
    call: async ({ p }) => ({ path: `/api/webhooks/${await webhookEndpointOf(p.leaser)}` }),
  },
  // Sends one attempt to a closed local port (refused at once), like a receiver that is down.
  'POST /api/webhooks/:id/test': {
    access: 'user',
    only: ownerOnly('leaser'),
    call: async ({ p }) => ({ path: `/api/webhooks/${await webhookEndpointOf(p.leaser)}/test` }),
  },

  /* ASNs */
  'GET /api/asns': { access: 'user' },
  'POST /api/asns': {
    access: 'user',
    call: ({ o }) => ({
      body: { asnNumber: `AS${o.asnNumber()}`, organization: 'Example Networks', rir: 'RIPE', country: 'NL' },
    }),
  },
  'GET /api/admin/asns': { access: 'admin' },
  'POST /api/admin/asns/:id/approve': {
    access: 'admin',
    call: async ({ o, p }) => ({
      path: `/api/admin/asns/${(await o.asn(p.leaser.user.id, 'pending')).id}/approve`,
    }),
  },
  'POST /api/admin/asns/:id/reject': {
    access: 'admin',
    call: async ({ o, p }) => ({
      path: `/api/admin/asns/${(await o.asn(p.leaser.user.id, 'pending')).id}/reject`,
      body: REASON,
    }),
  },

  /* reputation */
  'GET /api/reputation/subnets': { access: 'user' },
  'GET /api/reputation/subnets/history': { access: 'user' },
  'GET /api/admin/reputation/logs': { access: 'admin' },
  'GET /api/reputation/me': { access: 'user' },
  'GET /api/reputation/ratable-orders': { access: 'user' },
  'POST /api/reputation/orders/:orderId/rating': {
    access: 'user',
    only: { may: ['leaser', 'monetizer'] },
    call: async ({ o, p }) => {
      const completed = await o.ipOrder(p.leaser.user.id, p.monetizer.user.id, 'completed');
      return { path: `/api/reputation/orders/${completed.id}/rating`, body: { rating: 5 } };
    },
  },
  'GET /api/admin/penalties': { access: 'admin' },
  'POST /api/admin/penalties': {
    access: 'admin',
    call: ({ p }) => ({ body: { userEmail: p.bystander.user.email, type: 'warning', ...REASON } }),
  },

  /* RPKI data: its source's status, for operators */
  'GET /api/admin/rpki': { access: 'admin' },

  /* How the marketplace is set up: card payments, mail, file storage, instances */
  'GET /api/admin/setup': { access: 'admin' },

  /* LOAs: the order's seller writes them; seller, buyer and admins read them (docs/PRODUCT.md "Documents") */
  'GET /api/loas/pending-orders': { access: 'user' },
  'GET /api/loas': { access: 'user' },
  'POST /api/loas': {
    access: 'user',
    only: ownerOnly('monetizer'),
    call: async ({ o, p }) => {
      const order = await o.ipOrder(p.leaser.user.id, p.monetizer.user.id);
      return {
        multipart: buildMultipart({ [LOA_UPLOAD_FIELDS.orderId]: order.id }, [
          {
            field: LOA_UPLOAD_FIELDS.file,
            filename: 'loa.pdf',
            contentType: 'application/pdf',
            content: SAMPLE_FILES.pdf,
          },
        ]),
      };
    },
  },
  'POST /api/loas/generate': {
    access: 'user',
    only: ownerOnly('monetizer'),
    call: async ({ o, p }) => ({
      body: { orderId: (await o.ipOrder(p.leaser.user.id, p.monetizer.user.id)).id },
    }),
  },
  'GET /api/loas/:id/file': {
    access: 'user',
    only: { may: ['monetizer', 'leaser', 'staff', 'admin'] },
    call: async ({ o, p }) => ({
      path: `/api/loas/${(await o.loa(p.leaser.user.id, p.monetizer.user.id)).id}/file`,
    }),
  },
  // Public on purpose: anyone holding a letter may check it.
  'GET /api/loas/verify/:code': {
    access: 'public',
    call: async ({ o, p }) => {
      const generated = await o.loa(p.leaser.user.id, p.monetizer.user.id, 'generated');
      return { path: `/api/loas/verify/${generated.verificationCode}` };
    },
  },
  'GET /api/loas/buyer-orders': { access: 'user' },
  'PUT /api/loas/buyer-orders/:orderId/asn': {
    access: 'user',
    only: ownerOnly('leaser'),
    call: async ({ o, p }) => ({
      path: `/api/loas/buyer-orders/${(await o.ipOrder(p.leaser.user.id, p.monetizer.user.id)).id}/asn`,
      body: { asnId: (await o.asn(p.leaser.user.id, 'approved')).id },
    }),
  },
  'GET /api/admin/loas': { access: 'admin' },
  'POST /api/admin/loas/:id/approve': {
    access: 'admin',
    call: async ({ o, p }) => ({
      path: `/api/admin/loas/${(await o.loa(p.leaser.user.id, p.monetizer.user.id)).id}/approve`,
    }),
  },
  'POST /api/admin/loas/:id/reject': {
    access: 'admin',
    call: async ({ o, p }) => ({
      path: `/api/admin/loas/${(await o.loa(p.leaser.user.id, p.monetizer.user.id)).id}/reject`,
      body: REASON,
    }),
  },

  /* conversations and saved listings (docs/decisions/097-conversations-saved-listings-attachments.md) */
  'GET /api/conversations': { access: 'user' },
  'POST /api/conversations': {
    access: 'user',
    call: async ({ o, p }) => ({
      body: { listingKind: 'ip', listingId: (await o.listing(p.bystander.user.id, 'active')).id },
    }),
  },
  'GET /api/conversations/:id': {
    access: 'user',
    only: { may: ['leaser', 'monetizer'] },
    call: async ({ o, p }) => ({
      path: `/api/conversations/${(await o.conversation(p.leaser.user.id, p.monetizer.user.id)).id}`,
    }),
  },
  'POST /api/conversations/:id/messages': {
    access: 'user',
    only: { may: ['leaser', 'monetizer'] },
    call: async ({ o, p }) => ({
      path: `/api/conversations/${(await o.conversation(p.leaser.user.id, p.monetizer.user.id)).id}/messages`,
      body: { message: 'Is PTR delegation included?' },
    }),
  },
  'POST /api/conversations/:id/read': {
    access: 'user',
    only: { may: ['leaser', 'monetizer'] },
    call: async ({ o, p }) => ({
      path: `/api/conversations/${(await o.conversation(p.leaser.user.id, p.monetizer.user.id)).id}/read`,
    }),
  },
  'GET /api/saved-listings': { access: 'user' },
  'GET /api/saved-listings/:kind/:id': {
    access: 'user',
    call: async ({ o, p }) => ({
      path: `/api/saved-listings/ip/${(await o.listing(p.bystander.user.id, 'active')).id}`,
    }),
  },
  // Only what the caller could see on the marketplace can be saved.
  'PUT /api/saved-listings/:kind/:id': {
    access: 'user',
    only: { may: ['monetizer', 'admin'] },
    call: async ({ o, p }) => ({
      path: `/api/saved-listings/ip/${(await o.listing(p.monetizer.user.id, 'pending')).id}`,
    }),
  },
  'DELETE /api/saved-listings/:kind/:id': {
    access: 'user',
    call: async ({ o, p }) => ({
      path: `/api/saved-listings/ip/${(await o.listing(p.bystander.user.id, 'active')).id}`,
    }),
  },

  /* dashboard overview and landing figures (docs/decisions/150-overview-and-facts.md) */
  'GET /api/dashboard/overview': { access: 'user' },
  'GET /api/public/stats': { access: 'public' },

  /*
   * Demo mode only, safe on a public address (docs/PRODUCT.md "Demo mode"): the outbox shows each
   * browser only the mail it may read (checked by the demo tests), and demo reset is for the machine
   * running the demo or an admin. Both are declared public (the sign-in page asks), the handler decides.
   */
  'POST /api/demo/reset-users': {
    access: 'public',
    only: { may: ['admin'], refusal: 403 },
    fromThisMachine: true,
  },
  'GET /api/demo/outbox': { access: 'public' },
};

/** What a caller must get: a status, or `allowed` (not refused for access). */
function expectedAnswer(row: Row, who: Identity): 'allowed' | number {
  if (row.access === 'pending-mfa') {
    if (who !== 'mfaPending') return 401;
  } else if (row.access !== 'public') {
    const role = ROLE_OF[who];
    if (role === null) return 401;
    if (!ROLES_ADMITTED[row.access].includes(role)) return 403;
  }
  if (row.only && !row.only.may.includes(who)) return row.only.refusal ?? 404;
  return 'allowed';
}

/**
 * Refused callers first, then the allowed ones, the owner last: a route that changes or deletes its
 * object must not hide a refusal behind an object already gone.
 */
function callingOrder(row: Row): Identity[] {
  const rank = (who: Identity) =>
    expectedAnswer(row, who) !== 'allowed' ? 0 : row.only?.may[0] === who ? 2 : 1;
  return [...IDENTITIES].sort((a, b) => rank(a) - rank(b));
}

/* ---------- personal API tokens ---------- */

/**
 * What a token may reach (docs/PRODUCT.md "Programmatic access", docs/decisions/190-api-tokens.md and
 * 240-token-powers.md), written out here too: no staff or admin route and no account-security path
 * whatever the scope; a read token reads; a trade token also makes the trade writes. Within that, a
 * token acts as its owner with a customer's powers: a staff member's or an admin's token is a customer
 * who owns none of the objects (`otherLeaser`).
 */
const TOKEN_OWNERS = ['leaser', 'monetizer', 'staff', 'admin'] as const;
type TokenOwner = (typeof TOKEN_OWNERS)[number];
const TOKEN_SCOPES = ['read', 'trade'] as const;
type TokenScope = (typeof TOKEN_SCOPES)[number];
const BROWSER_ONLY_PATHS = [
  '/api/auth',
  '/api/mfa',
  '/api/api-tokens',
  '/api/kyc',
  '/api/webhooks',
  '/api/events',
  '/api/demo',
];
const TRADE_WRITES = new Set([
  'POST /api/checkout',
  'POST /api/orders/:id/status',
  'POST /api/orders/:id/cancel',
  'POST /api/orders/:id/dispute',
  'PUT /api/orders/:id/auto-renew',
  'PUT /api/orders/:id/end-at-renewal',
  'POST /api/orders/:id/claims',
  'POST /api/claims/:id/answer',
  'PUT /api/loas/buyer-orders/:orderId/asn',
  'POST /api/orders/:id/reverse-dns',
  'POST /api/reverse-dns/:id/withdraw',
  'POST /api/abuse/cases/:id/acknowledge',
  'POST /api/abuse/cases/:id/resolve',
  'POST /api/abuse/cases/:id/dispute',
  'POST /api/abuse/cases/:id/messages',
  'POST /api/auctions/:id/bids',
  'POST /api/auctions/:id/buy-now',
  'PUT /api/saved-listings/:kind/:id',
  'DELETE /api/saved-listings/:kind/:id',
  'PUT /api/orders/:id/geolocation/:leaseId',
  'DELETE /api/orders/:id/geolocation/:leaseId',
]);
const BROWSER_ONLY = { status: 403, title: 'Not available with an API token' };
const READ_ONLY = { status: 403, title: 'Read-only API token' };
/** Reports from programs take only a token of the abuse scope, which the callers here never hold. */
const ABUSE_INTAKE = new Set(['POST /api/abuse/xarf', 'POST /api/abuse/arf']);
const ABUSE_SCOPE_REQUIRED = { status: 403, title: 'Abuse reporting token required' };

interface TokenCaller {
  owner: TokenOwner;
  scope: TokenScope;
  secret: string;
  ip: string;
}

/** What a token of `owner` with `scope` must get on `route`: a refusal with its title, or the row's answer. */
function expectedForToken(
  row: Row,
  route: string,
  owner: TokenOwner,
  scope: TokenScope,
): 'allowed' | number | { status: number; title: string } {
  const [method, pattern] = route.split(' ') as [string, string];
  if (row.access === 'staff' || row.access === 'admin' || row.access === 'pending-mfa') return BROWSER_ONLY;
  if (BROWSER_ONLY_PATHS.some((path) => pattern === path || pattern.startsWith(`${path}/`))) {
    return BROWSER_ONLY;
  }
  if (ABUSE_INTAKE.has(route)) return ABUSE_SCOPE_REQUIRED;
  // The refusal names what the token lacks: no token makes a write outside the trade writes; a read
  // token lacks only the scope for a trade write.
  if (method !== 'GET') {
    if (!TRADE_WRITES.has(route)) return BROWSER_ONLY;
    if (scope === 'read') return READ_ONLY;
  }
  return expectedAnswer(row, owner === 'staff' || owner === 'admin' ? 'otherLeaser' : owner);
}

/**
 * The tokens a route is called with, before any session: every one except a customer's trade token
 * on a trade write, which would act on the owner's object before the owner's own session does (the
 * api-tokens tests make those writes).
 */
const tokenCallersOf = (route: string) =>
  tokenCallers.filter(
    (caller) =>
      !(
        caller.scope === 'trade' &&
        TRADE_WRITES.has(route) &&
        (caller.owner === 'leaser' || caller.owner === 'monetizer')
      ),
  );

/** A request as a program sends it: the Bearer header alone, no cookie, no CSRF token. */
async function sendWithToken(
  caller: TokenCaller,
  method: string,
  path: string,
  call: Call,
): Promise<ApiResponse> {
  const headers: Record<string, string> = { authorization: `Bearer ${caller.secret}` };
  let payload: Buffer | Record<string, unknown> | undefined;
  if (call.multipart) {
    payload = call.multipart.body;
    Object.assign(headers, call.multipart.headers);
  } else if (method !== 'GET' && method !== 'DELETE') {
    payload = call.body ?? {};
  }
  const response = await t.app.inject({
    method: method as 'GET',
    url: path,
    headers,
    remoteAddress: caller.ip,
    ...(payload !== undefined ? { payload } : {}),
  });
  const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
  return {
    status: response.statusCode,
    body: isJson ? response.json() : response.body,
    headers: response.headers,
  };
}

/* ---------- the server and its callers ---------- */

let t: TestApp;
let baseUrl: string;
let o: OwnedObjects;
let people: People;
let mfaUserEmail: string;
const clients = {} as Record<Identity, ApiClient>;
const tokenCallers: TokenCaller[] = [];
const accounts = {} as Record<Identity, Person['user'] | null>;

/**
 * Every caller comes from its own address somewhere else (198.51.100.0/24, documentation space), never
 * from the machine running the server: a few routes treat that machine specially.
 */
let lastAddress = 0;
const remoteClient = () => {
  lastAddress += 1;
  if (lastAddress > 254) throw new Error('authorization matrix: out of client addresses');
  return t.client({ ip: `198.51.100.${lastAddress}` });
};

async function signIn(email: string, expectMfa = false) {
  const client = remoteClient();
  const response = await client.post('/api/auth/login', { email, password: TEST_PASSWORD });
  if (response.status !== 200 || response.body.mfaRequired !== expectMfa)
    throw new Error(`sign-in: ${response.status} ${JSON.stringify(response.body)}`);
  return client;
}

async function signedInAs(role: Role, name: string): Promise<Person> {
  const user = await createUser(t, { role, name });
  return { user, client: await signIn(user.email) };
}

/** A fresh session for `who`, for the routes that end it. */
async function freshCaller(who: Identity): Promise<{ client: ApiClient; me: Person['user'] | null }> {
  const role = ROLE_OF[who];
  if (who === 'mfaPending') return { client: await signIn(mfaUserEmail, true), me: null };
  if (role === null) return { client: remoteClient(), me: null };
  const { user, client } = await signedInAs(role, `Matrix fresh ${who}`);
  return { client, me: user };
}

/** A pending seller request of a fresh verified leaser (not one of the callers): its id. */
/**
 * A webhook endpoint of `owner` (one kept between calls: a user may have 10). Written straight: its
 * loopback URL is registered only from the machine running the server, and every caller here is remote.
 */
async function webhookEndpointOf(owner: Person): Promise<string> {
  const existing = (await owner.client.get('/api/webhooks')).body as { endpoints: Array<{ id: string }> };
  if (existing.endpoints[0]) return existing.endpoints[0].id;
  const [row] = await t.db
    .insert(webhookEndpoints)
    .values({
      userId: owner.user.id,
      url: 'http://127.0.0.1:9/matrix-webhook',
      events: ['order.paid'],
      secret: 'whsec_matrix',
    })
    .returning({ id: webhookEndpoints.id });
  return row!.id;
}

async function pendingSellerRequest() {
  const user = await createUser(t, { role: 'leaser', kycStatus: 'approved', name: 'Matrix would-be seller' });
  const [request] = await t.db
    .insert(sellerRequests)
    .values({ userId: user.id, ...SELLER_REQUEST, offering: 'both' })
    .returning({ id: sellerRequests.id });
  return request!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  o = createOwnedObjects(t);

  for (const who of IDENTITIES) {
    const role = ROLE_OF[who];
    if (role === null) continue;
    const signedIn = await signedInAs(role, `Matrix ${who}`);
    clients[who] = signedIn.client;
    accounts[who] = signedIn.user;
  }
  // Every identity's KYC is approved, so a 403 here can only mean the role; the KYC rules
  // themselves (who must be verified for what) are the KYC, payout and IP block tests' business.
  await t.db.update(users).set({ kycStatus: 'approved' });

  // A user with MFA on, signed in with the password only.
  const mfa = await signedInAs('leaser', 'Matrix MFA');
  const enrollment = await mfa.client.post('/api/mfa/enroll');
  const epoch = () => Math.floor(t.clock.now().getTime() / 1000);
  const code = await generate({ secret: enrollment.body.secret as string, epoch: epoch() });
  const confirmed = await mfa.client.post('/api/mfa/confirm', { code });
  if (confirmed.status !== 200) throw new Error(`MFA confirm: ${JSON.stringify(confirmed.body)}`);
  t.clock.advance(30_000);
  mfaUserEmail = mfa.user.email;
  clients.visitor = remoteClient();
  accounts.visitor = null;
  clients.mfaPending = await signIn(mfaUserEmail, true);
  accounts.mfaPending = null;

  // A read and a trade token of every role, each calling from an address of its own.
  for (const owner of TOKEN_OWNERS) {
    for (const scope of TOKEN_SCOPES) {
      const created = await clients[owner].post('/api/api-tokens', {
        name: `Matrix ${scope} robot`,
        scope,
        expiresIn: '7',
        currentPassword: TEST_PASSWORD,
      });
      if (created.status !== 201) throw new Error(`API token: ${JSON.stringify(created.body)}`);
      lastAddress += 1;
      tokenCallers.push({
        owner,
        scope,
        secret: created.body.secret as string,
        ip: `198.51.100.${lastAddress}`,
      });
    }
  }

  const bystander = await signedInAs('monetizer', 'Matrix Bystander');
  people = {
    leaser: { user: accounts.leaser!, client: clients.leaser },
    monetizer: { user: accounts.monetizer!, client: clients.monetizer },
    bystander,
  };
});
afterAll(async () => {
  await t.close();
});

/** A server-sent event stream opened through a real socket; only its status is read, then it is closed. */
async function openStream(client: ApiClient | TokenCaller, path: string): Promise<ApiResponse> {
  let headers: Record<string, string> = {};
  if ('secret' in client) headers = { authorization: `Bearer ${client.secret}` };
  else {
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (cookie) headers = { cookie };
  }
  const response = await fetch(`${baseUrl}${path}`, { headers });
  if (response.status === 200) {
    await response.body?.cancel();
    return { status: 200, body: '', headers: {} };
  }
  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
  return { status: response.status, body: isJson ? (JSON.parse(text) as unknown) : text, headers: {} };
}

async function send(client: ApiClient, method: string, path: string, call: Call): Promise<ApiResponse> {
  if (call.multipart) {
    if (method !== 'POST' && method !== 'PUT') throw new Error(`multipart ${method}`);
    return client.send(method, path, call.multipart.body, call.multipart.headers);
  }
  switch (method) {
    case 'GET':
      return client.get(path);
    case 'DELETE':
      return client.delete(path);
    case 'POST':
      return client.post(path, call.body ?? {});
    case 'PUT':
      return client.put(path, call.body ?? {});
    case 'PATCH':
      return client.patch(path, call.body ?? {});
    default:
      throw new Error(`No way to send ${method}`);
  }
}

/**
 * The objects of one route: every caller of the route meets the same object (made on first use), and
 * no other route sees it, so what one route changes or deletes never answers for another. Plain
 * values (a fresh range, an AS number, a form) stay fresh on each call.
 */
const FRESH_EACH_CALL = new Set(['range', 'asnNumber', 'kycForm']);
function objectsForOneRoute(objects: OwnedObjects): OwnedObjects {
  const made = new Map<string, Promise<unknown>>();
  const keyOf = (arg: unknown) =>
    typeof arg === 'object' && arg !== null
      ? ((arg as { user?: { id: string }; id?: string }).user?.id ?? (arg as { id?: string }).id)
      : String(arg);
  return new Proxy(objects, {
    get(target, name: string) {
      const factory = target[name as keyof OwnedObjects] as (...args: unknown[]) => unknown;
      if (FRESH_EACH_CALL.has(name)) return factory;
      return (...args: unknown[]) => {
        const key = `${name}(${args.map(keyOf).join(',')})`;
        if (!made.has(key)) made.set(key, factory(...args) as Promise<unknown>);
        return made.get(key);
      };
    },
  });
}

/** An allowed caller may hear 400, 409, 422 or 429 for the route's own rules, never these. */
const isRefused = (status: number) => status === 401 || status === 403 || status === 404 || status >= 500;

const short = (body: unknown) => (typeof body === 'string' ? body : JSON.stringify(body)).slice(0, 160);

describe('authorization matrix', () => {
  it('lists every API route the server serves, and only those', () => {
    // /api/test/* exists only with TEST_CONTROL (the browser tests' clock and job hooks), never in
    // production; it is not part of the product's surface.
    const served = t.routeTable
      .filter((route) => !route.url.startsWith('/api/test/'))
      .map((route) => `${route.method} ${route.url}`);
    expect(
      served.filter((route) => !(route in MATRIX)),
      'routes the table does not list',
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((route) => !served.includes(route)),
      'routes in the table the server does not serve',
    ).toEqual([]);
  });

  it.each(Object.keys(MATRIX))('%s', async (route) => {
    const row = MATRIX[route]!;
    const [method, pattern] = route.split(' ') as [string, string];
    const failures: string[] = [];
    const objects = objectsForOneRoute(o);
    // Tokens first: none of them owns what the route acts on, or it only reads it.
    for (const caller of tokenCallersOf(route)) {
      const expected = expectedForToken(row, route, caller.owner, caller.scope);
      const call = (await row.call?.({ o: objects, p: people, me: accounts[caller.owner] })) ?? {};
      const path = call.path ?? pattern;
      const response = row.stream
        ? await openStream(caller, path)
        : await sendWithToken(caller, method, path, call);
      const isAsExpected =
        expected === 'allowed'
          ? !isRefused(response.status)
          : typeof expected === 'number'
            ? response.status === expected
            : response.status === expected.status &&
              (response.body as { title?: string } | undefined)?.title === expected.title;
      if (!isAsExpected) {
        const wanted =
          expected === 'allowed'
            ? 'to be allowed'
            : typeof expected === 'number'
              ? expected
              : `${expected.status} '${expected.title}'`;
        failures.push(
          `${caller.owner}'s ${caller.scope} token: expected ${wanted}, got ${response.status} ${short(response.body)}`,
        );
      }
    }
    for (const who of callingOrder(row)) {
      const expected = expectedAnswer(row, who);
      const caller =
        row.freshSession && expected === 'allowed'
          ? await freshCaller(who)
          : { client: clients[who], me: accounts[who] };
      const call = (await row.call?.({ o: objects, p: people, me: caller.me })) ?? {};
      const path = call.path ?? pattern;
      const response = row.stream
        ? await openStream(caller.client, path)
        : await send(caller.client, method, path, call);
      if (expected === 'allowed' ? isRefused(response.status) : response.status !== expected) {
        failures.push(
          `${who}: expected ${expected === 'allowed' ? 'to be allowed' : expected}, ` +
            `got ${response.status} ${short(response.body)}`,
        );
      }
    }
    if (row.fromThisMachine) {
      const local = t.client({ ip: '127.0.0.1' });
      const call = (await row.call?.({ o: objects, p: people, me: null })) ?? {};
      const response = await send(local, method, call.path ?? pattern, call);
      if (isRefused(response.status))
        failures.push(
          `a visitor on this machine: expected to be allowed, got ${response.status} ${short(response.body)}`,
        );
    }
    expect(failures).toEqual([]);
  });

  /**
   * Live event topics are authorised when a stream opens (docs/ARCHITECTURE.md "How an event
   * flows"): a topic the caller may not follow is refused with 403, whoever asks.
   */
  it.each([
    {
      name: "another user's notifications",
      topic: () => userTopic(people.leaser.user.id),
      // The owner's own topic is the default stream (no topic named), checked above.
      may: [] as Identity[],
      unchecked: ['leaser'] as Identity[],
    },
    {
      name: 'a ticket thread',
      topic: async () => ticketTopic((await o.ticket(people.leaser)).id),
      may: ['leaser', 'staff', 'admin'] as Identity[],
    },
    {
      name: 'a conversation',
      topic: async () =>
        conversationTopic((await o.conversation(people.leaser.user.id, people.monetizer.user.id)).id),
      may: ['leaser', 'monetizer'] as Identity[],
    },
    {
      name: 'an auction waiting for approval',
      topic: async () => auctionTopic((await o.auction(people.monetizer.user.id, 'pending_approval')).id),
      may: ['monetizer', 'admin'] as Identity[],
    },
    {
      name: 'a live auction',
      topic: async () => auctionTopic((await o.auction(people.bystander.user.id, 'live')).id),
      may: [...IDENTITIES],
    },
    { name: 'the live auction list', topic: () => AUCTIONS_TOPIC, may: [...IDENTITIES] },
  ])('GET /api/events?topics=… $name', async ({ topic, may, unchecked }) => {
    const path = `/api/events?topics=${encodeURIComponent(await topic())}`;
    const failures: string[] = [];
    for (const who of IDENTITIES) {
      if (unchecked?.includes(who)) continue;
      const response = await openStream(clients[who], path);
      const expected = may.includes(who) ? 200 : 403;
      if (response.status !== expected) failures.push(`${who}: expected ${expected}, got ${response.status}`);
    }
    expect(failures).toEqual([]);
  });

  /**
   * Offering servers (docs/PRODUCT.md "Server packages and bundles"): the callers above all have a
   * verified identity, so the KYC states get callers of their own here. Only a seller whose identity
   * is verified creates a package; a token never does.
   */
  it('POST /api/server-packages by every role and KYC state', async () => {
    const unverifiedSeller = await createUser(t, { role: 'monetizer', kycStatus: 'pending' });
    const callers: Array<[string, ApiClient, number, string]> = [
      ['visitor', clients.visitor, 401, 'Login required'],
      ['verified leaser', clients.leaser, 403, 'Access Denied'],
      [
        'unverified leaser',
        (await signedInAs('leaser', 'Matrix unverified leaser')).client,
        403,
        'Access Denied',
      ],
      ['seller without KYC', await signIn(unverifiedSeller.email), 403, 'Verification required'],
      ['staff', clients.staff, 403, 'Access Denied'],
      ['admin', clients.admin, 403, 'Access Denied'],
      ['verified seller', clients.monetizer, 201, 'Package Created'],
    ];
    const failures: string[] = [];
    for (const [who, client, status, title] of callers) {
      const response = await client.post('/api/server-packages', { ...PACKAGE, name: `Offered by ${who}` });
      if (response.status !== status || response.body.title !== title)
        failures.push(
          `${who}: expected ${status} '${title}', got ${response.status} ${short(response.body)}`,
        );
    }
    for (const caller of tokenCallers) {
      const response = await sendWithToken(caller, 'POST', '/api/server-packages', { body: PACKAGE });
      // No token offers anything, so each hears that it is not for tokens, whatever its scope.
      const expected = BROWSER_ONLY;
      if (response.status !== expected.status || response.body.title !== expected.title)
        failures.push(
          `${caller.owner}'s ${caller.scope} token: got ${response.status} ${short(response.body)}`,
        );
    }
    expect(failures).toEqual([]);
  });

  it('keeps a sign-in waiting for its MFA code outside the account', async () => {
    // Guards the matrix itself: were this session lost, `mfaPending` would pass as a plain visitor.
    const session = await clients.mfaPending.get('/api/auth/session');
    expect(session.body).toMatchObject({ user: null, mfaPending: true });
  });
});
