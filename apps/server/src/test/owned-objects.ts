import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { splitIntoSubnets } from '@netlease/shared/cidr';
import { KYC_UPLOAD_FIELDS } from '@netlease/shared/kyc';
import { TICKET_ATTACHMENT_FIELDS } from '@netlease/shared/tickets';
import {
  asnRecords,
  auctions,
  conversations,
  creditNotes,
  invoices,
  ipBlocks,
  ipSubnets,
  kycVerifications,
  loaRecords,
  notifications,
  orderClaims,
  orders,
  paymentIntents,
} from '../platform/db/schema/index';
import { DAY, MINUTE } from '../platform/clock';
import { createIpListing, createServerPackage, fundWallet } from './checkout-factories';
import { buildMultipart, SAMPLE_FILES, type ApiClient } from './api-client';
import { createApprovedAsn, createIpOrder } from './trust-fixtures';
import type { TestApp } from './test-app';

/** A user the factory makes objects for, with a signed-in client where the object is made through the API. */
export interface Owner {
  user: { id: string; email: string; name: string };
  client: ApiClient;
}

/**
 * One object of each kind a route can act on, owned by the given people and made fresh on each call
 * (so a route that changes or deletes its object never disturbs another route's check). Rows are
 * written the way their features leave them; where a file belongs to the object it is really stored,
 * so the rightful caller gets the file and not a 404 for a missing one. Objects made through the API
 * (tickets, attachments, payouts) go through their own routes.
 *
 * Address ranges come from one counter inside 198.18.0.0/15 (RFC 2544 benchmarking space, accepted in
 * demo mode), so no two objects of one test file overlap; do not mix with the other range factories
 * (`nextTestCidr`, `createOwnedSubnet`), which count from the same start.
 */
export function createOwnedObjects(t: TestApp) {
  let nextRange = 0;
  const range = () => {
    const index = nextRange++;
    if (index >= 512) throw new Error('owned-objects: out of test address space');
    return `198.${18 + Math.floor(index / 256)}.${index % 256}.0/24`;
  };

  async function storedFile(folder: string, extension: 'pdf' | 'png', bytes: Buffer) {
    return t.ctx.storage.put(folder, extension, bytes);
  }

  /** An approved /24 with its subnet and a real LOA file, of `ownerId`. */
  async function approvedBlock(ownerId: string) {
    const cidr = range();
    const [block] = await t.db
      .insert(ipBlocks)
      .values({
        userId: ownerId,
        cidr,
        rir: 'ripe',
        countryCode: 'NL',
        loaFileKey: await storedFile('loa-documents', 'pdf', SAMPLE_FILES.pdf),
        status: 'approved',
      })
      .returning();
    const subnets = await t.db
      .insert(ipSubnets)
      .values(splitIntoSubnets(cidr).map((subnet) => ({ ipBlockId: block!.id, subnet })))
      .returning();
    return { ...block!, subnet: subnets[0]! };
  }

  async function ipOrder(
    leaserId: string,
    monetizerId: string,
    status: (typeof orders.$inferInsert)['status'] = 'payment_confirmed',
  ) {
    const block = await approvedBlock(monetizerId);
    // The buyer has named an approved ASN, so the order can take a letter.
    const asnId = await createApprovedAsn(t, leaserId);
    return createIpOrder(t, { leaserId, monetizerId, subnet: block.subnet, status, asnId });
  }

  /** An open claim on an active IP lease still in its claim window (docs/PRODUCT.md "Delivering a lease"). */
  async function claim(leaserId: string, monetizerId: string) {
    const order = await ipOrder(leaserId, monetizerId, 'active');
    const now = t.clock.now();
    await t.db
      .update(orders)
      .set({ activatedAt: now, claimUntil: new Date(now.getTime() + 7 * DAY) })
      .where(eq(orders.id, order.id));
    const [row] = await t.db
      .insert(orderClaims)
      .values({
        orderId: order.id,
        buyerId: leaserId,
        category: 'not_routable',
        description: 'Dropped upstream.',
      })
      .returning();
    return row!;
  }

  async function auction(sellerId: string, status: 'pending_approval' | 'live') {
    const block = await approvedBlock(sellerId);
    const now = t.clock.now();
    const [row] = await t.db
      .insert(auctions)
      .values({
        sellerId,
        ipBlockId: block.id,
        reservePrice: 10_000,
        buyNowPrice: 50_000,
        minBidIncrement: 1_000,
        startTime: new Date(now.getTime() - MINUTE),
        endTime: new Date(now.getTime() + DAY),
        status,
      })
      .returning();
    return row!;
  }

  // Unique among requests not rejected (migrations/0510_asns.sql); from 64496, the documentation range.
  // Assignable numbers: special-purpose ones are refused (docs/decisions/230-lease-delivery.md).
  let nextAsn = 300_000;
  const asnNumber = () => nextAsn++;

  async function asn(userId: string, status: 'pending' | 'approved') {
    const [row] = await t.db
      .insert(asnRecords)
      .values({
        userId,
        asnNumber: asnNumber(),
        organization: 'Example Networks',
        rir: 'RIPE',
        country: 'NL',
        status,
      })
      .returning();
    return row!;
  }

  const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const codeGroup = () =>
    Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

  return {
    approvedBlock,
    ipOrder,
    claim,
    auction,

    listing: async (ownerId: string, status: 'active' | 'pending') =>
      (await createIpListing(t, ownerId, { cidr: range(), status })).listing,

    serverPackage: (ownerId: string, status: 'approved' | 'pending') =>
      createServerPackage(t, ownerId, { status }),

    notification: async (userId: string) => {
      const [row] = await t.db
        .insert(notifications)
        .values({ userId, type: 'system', title: 'Hello', message: 'A test notice.' })
        .returning();
      return row!;
    },

    invoice: async (order: typeof orders.$inferSelect) => {
      const [row] = await t.db
        .insert(invoices)
        .values({
          userId: order.leaserId,
          orderId: order.id,
          // A fixture's own series, apart from the issuer's numbering.
          issuerKey: 'owned-objects fixture',
          invoiceNumber: randomInt(1, 2 ** 47),
          title: order.title,
          subtotal: order.amount,
          fee: order.fee,
          amount: order.amount + order.fee,
          status: 'paid',
          dueDate: t.clock.now(),
          paidAt: t.clock.now(),
        })
        .returning();
      return row!;
    },

    creditNote: async (invoice: typeof invoices.$inferSelect) => {
      const line = {
        description: `Lease: ${invoice.title}`,
        periodFrom: null,
        periodTo: null,
        quantity: 1,
        unitPriceCents: -invoice.amount,
        netCents: -invoice.amount,
        taxRateBasisPoints: 0,
        taxCents: 0,
        grossCents: -invoice.amount,
      };
      const [row] = await t.db
        .insert(creditNotes)
        .values({
          issuerKey: 'owned-objects fixture',
          creditNoteNumber: randomInt(1, 2 ** 47),
          invoiceId: invoice.id,
          userId: invoice.userId,
          orderId: invoice.orderId,
          reason: 'Order cancelled: test',
          net: invoice.amount,
          tax: 0,
          amount: invoice.amount,
          document: {
            issuer: {
              name: 'Test issuer',
              address: [],
              country: 'NL',
              vatId: null,
              registration: null,
              email: null,
            },
            seller: null,
            buyer: {
              customerType: 'private',
              legalName: 'Test',
              address: [],
              country: 'US',
              vatId: null,
              email: 'a@example.com',
            },
            lines: [line],
            treatment: 'not_subject',
            taxNote: null,
            currency: 'USD',
            netCents: -invoice.amount,
            taxCents: 0,
            grossCents: -invoice.amount,
            paymentMethod: null,
            leased: null,
          },
        })
        .returning();
      return row!;
    },

    /** A KYC request of `userId` with a stored identity document (one pending request per user). */
    kycRequest: async (userId: string, status: 'pending' | 'approved') => {
      const [row] = await t.db
        .insert(kycVerifications)
        .values({
          userId,
          status,
          reviewedAt: status === 'pending' ? null : t.clock.now(),
          idDocumentKey: await storedFile('kyc-documents', 'png', SAMPLE_FILES.png),
        })
        .returning();
      return row!;
    },

    asn,

    /**
     * An LOA for a paid IP order between the two: uploaded by the seller and waiting for review, or
     * generated by the platform for the buyer's approved ASN (approved at once, with a verification code).
     */
    loa: async (leaserId: string, monetizerId: string, source: 'upload' | 'generated' = 'upload') => {
      const block = await approvedBlock(monetizerId);
      const order = await createIpOrder(t, {
        leaserId,
        monetizerId,
        subnet: block.subnet,
        status: 'payment_confirmed',
      });
      const generated =
        source === 'generated'
          ? {
              asnId: (await asn(leaserId, 'approved')).id,
              ipBlockId: block.id,
              prefix: block.subnet.subnet,
              verificationCode: `LOA-${codeGroup()}-${codeGroup()}-${codeGroup()}`,
              validFrom: order.startDate,
              validUntil: order.renewalDate,
              status: 'approved' as const,
            }
          : { status: 'pending' as const };
      const [row] = await t.db
        .insert(loaRecords)
        .values({
          orderId: order.id,
          monetizerId,
          buyerId: leaserId,
          source,
          fileKey: await storedFile('loas', 'pdf', SAMPLE_FILES.pdf),
          issuedAt: t.clock.now(),
          ...generated,
        })
        .returning();
      return row!;
    },

    /** A Contact Provider thread: `customerId` asked about an active listing of `providerId`. */
    conversation: async (customerId: string, providerId: string) => {
      const listing = (await createIpListing(t, providerId, { cidr: range(), status: 'active' })).listing;
      const [row] = await t.db
        .insert(conversations)
        .values({
          customerId,
          providerId,
          listingKind: 'ip',
          listingId: listing.id,
          listingTitle: listing.title,
        })
        .returning();
      return row!;
    },

    /** A ticket opened by the owner through the API (its description is the first message). */
    ticket: async (opener: Owner): Promise<{ id: string }> => {
      const created = await opener.client.post('/api/tickets', {
        title: 'Access check',
        description: 'A ticket for the authorization matrix.',
      });
      if (created.status !== 201)
        throw new Error(`ticket: ${created.status} ${JSON.stringify(created.body)}`);
      return created.body.ticket;
    },

    /** A PNG attached to the ticket by its opener, through the API. */
    ticketAttachment: async (opener: Owner, ticketId: string): Promise<{ id: string }> => {
      const form = buildMultipart({}, [
        {
          field: TICKET_ATTACHMENT_FIELDS.file,
          filename: 'screenshot.png',
          contentType: 'image/png',
          content: SAMPLE_FILES.png,
        },
      ]);
      const sent = await opener.client.send(
        'POST',
        `/api/tickets/${ticketId}/attachments`,
        form.body,
        form.headers,
      );
      const attachment = (sent.body as { attachments?: Array<{ id: string }> }).attachments?.[0];
      if (sent.status !== 201 || !attachment)
        throw new Error(`attachment: ${sent.status} ${JSON.stringify(sent.body)}`);
      return attachment;
    },

    /** A payout the monetizer requested through the API, after a sandbox-card deposit to cover it. */
    payout: async (monetizer: Owner): Promise<{ id: string }> => {
      await fundWallet(monetizer.client, 2_000);
      const requested = await monetizer.client.post('/api/payouts', {
        amountCents: 1_000,
        method: 'bank',
        details: {
          country: 'DE',
          account_holder: monetizer.user.name,
          iban: 'DE89370400440532013000',
          bic: 'COBADEFFXXX',
        },
      });
      if (requested.status !== 201)
        throw new Error(`payout: ${requested.status} ${JSON.stringify(requested.body)}`);
      return requested.body.payout;
    },

    /** A card payment of the owner's, as the checkout's first phase commits it (not yet charged). */
    cardPayment: async (ownerId: string): Promise<{ id: string }> => {
      const [intent] = await t.db
        .insert(paymentIntents)
        .values({
          userId: ownerId,
          purpose: 'deposit',
          gateway: 'card',
          amountCents: 1_000,
          request: {},
          requestHash: 'matrix',
        })
        .returning({ id: paymentIntents.id });
      return intent!;
    },

    /** The multipart body of a KYC submission with an identity document. */
    kycForm: () =>
      buildMultipart({ [KYC_UPLOAD_FIELDS.country]: 'NL' }, [
        {
          field: KYC_UPLOAD_FIELDS.id,
          filename: 'id.png',
          contentType: 'image/png',
          content: SAMPLE_FILES.png,
        },
      ]),

    /** A fresh range for an IP block submitted through the API. */
    range,
    /** A fresh AS number for an ASN submitted through the API. */
    asnNumber,
  };
}
export type OwnedObjects = ReturnType<typeof createOwnedObjects>;
