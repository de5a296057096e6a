import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { ABUSE_CATEGORIES } from '@netlease/shared/abuse';
import {
  ABUSE_CASE_OUTCOMES,
  ABUSE_CASE_STATUSES,
  ABUSE_EVENT_ACTORS,
  ABUSE_EVENT_KINDS,
} from '@netlease/shared/abuse-cases';
import { KYC_STATUSES, ROLES } from '@netlease/shared/access';
import { API_TOKEN_SCOPES } from '@netlease/shared/api-tokens';
import { ASN_RIRS, ASN_STATUSES } from '@netlease/shared/asns';
import { AUCTION_OUTCOMES, AUCTION_STATUSES } from '@netlease/shared/auctions-constants';
import { CUSTOMER_TYPES } from '@netlease/shared/billing';
import {
  IP_BLOCK_STATUSES,
  LISTING_PERIODS,
  LISTING_STATUSES,
  LISTING_TYPES,
  RIRS,
  SERVER_PACKAGE_STATUSES,
  SUBNET_STATUSES,
  SUBNET_VALUES,
} from '@netlease/shared/catalog-constants';
import { KYC_VERIFICATION_STATUSES } from '@netlease/shared/kyc';
import { CLAIM_CATEGORIES, CLAIM_STATUSES } from '@netlease/shared/lease-delivery';
import { MIN_TERM_MONTHS, RENEWAL_REMINDER_DAYS } from '@netlease/shared/lease-terms';
import { LOA_REVOCATION_REASONS, LOA_SOURCES, LOA_STATUSES } from '@netlease/shared/loas';
import {
  PAYOUT_METHODS,
  PAYOUT_STATUSES,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  WALLET_SIDES,
} from '@netlease/shared/money';
import { INVOICE_STATUSES, LEASE_PERIODS, ORDER_ITEM_TYPES, ORDER_STATUSES } from '@netlease/shared/orders';
import { PAYMENT_STATUSES, PAYMENT_TYPES, STRIPE_EVENT_OUTCOMES } from '@netlease/shared/payments';
import { PENALTY_TYPES } from '@netlease/shared/reputation';
import { REVERSE_DNS_STATUSES } from '@netlease/shared/reverse-dns';
import { SELLER_OFFERINGS, SELLER_REQUEST_STATUSES } from '@netlease/shared/seller-requests';
import { TICKET_PRIORITIES, TICKET_STATUSES } from '@netlease/shared/tickets';
import { WEBHOOK_DELIVERY_STATUSES } from '@netlease/shared/webhooks';
import { queryRows } from './database';
import type { TestApp } from '../../test/test-app';
import { test } from '../../test/server-test';

/**
 * The value lists of the migrations' CHECK constraints must equal the shared enums the server and
 * the web app validate with (decision 002: the SQL is hand-written, so nothing else keeps them in
 * step). A value only the enum knows is a write the database refuses with a 500; a value only the
 * database knows is a row the API cannot describe.
 */
interface Pair {
  table: string;
  column: string;
  shared: readonly (string | number)[];
  /** A difference kept on purpose: what it is and why. The test fails once it disappears. */
  known?: { onlyInDatabase: string[]; onlyInShared: string[]; why: string };
}

const PAIRS: Pair[] = [
  { table: 'abuse_case_events', column: 'actor', shared: ABUSE_EVENT_ACTORS },
  { table: 'abuse_case_events', column: 'kind', shared: ABUSE_EVENT_KINDS },
  { table: 'abuse_cases', column: 'category', shared: ABUSE_CATEGORIES },
  { table: 'abuse_cases', column: 'outcome', shared: ABUSE_CASE_OUTCOMES },
  { table: 'abuse_cases', column: 'status', shared: ABUSE_CASE_STATUSES },
  { table: 'abuse_reports', column: 'category', shared: ABUSE_CATEGORIES },
  { table: 'api_tokens', column: 'scope', shared: API_TOKEN_SCOPES },
  { table: 'asn_records', column: 'rir', shared: ASN_RIRS },
  { table: 'asn_records', column: 'status', shared: ASN_STATUSES },
  { table: 'auctions', column: 'lease_period', shared: LEASE_PERIODS },
  { table: 'auctions', column: 'outcome', shared: AUCTION_OUTCOMES },
  { table: 'auctions', column: 'status', shared: AUCTION_STATUSES },
  { table: 'billing_profiles', column: 'customer_type', shared: CUSTOMER_TYPES },
  { table: 'conversations', column: 'listing_kind', shared: LISTING_TYPES },
  { table: 'invoices', column: 'status', shared: INVOICE_STATUSES },
  { table: 'ip_blocks', column: 'rir', shared: RIRS },
  { table: 'ip_blocks', column: 'status', shared: IP_BLOCK_STATUSES },
  { table: 'ip_subnets', column: 'status', shared: SUBNET_STATUSES },
  { table: 'kyc_verifications', column: 'status', shared: KYC_VERIFICATION_STATUSES },
  { table: 'listings', column: 'min_term_months', shared: MIN_TERM_MONTHS },
  { table: 'listings', column: 'period', shared: LISTING_PERIODS },
  { table: 'listings', column: 'status', shared: LISTING_STATUSES },
  { table: 'listings', column: 'subnet', shared: SUBNET_VALUES },
  { table: 'listings', column: 'type', shared: LISTING_TYPES },
  { table: 'loa_records', column: 'revocation_reason', shared: LOA_REVOCATION_REASONS },
  { table: 'loa_records', column: 'source', shared: LOA_SOURCES },
  { table: 'loa_records', column: 'status', shared: LOA_STATUSES },
  { table: 'order_claims', column: 'category', shared: CLAIM_CATEGORIES },
  { table: 'order_claims', column: 'status', shared: CLAIM_STATUSES },
  { table: 'orders', column: 'item_type', shared: ORDER_ITEM_TYPES },
  { table: 'orders', column: 'min_term_months', shared: MIN_TERM_MONTHS },
  { table: 'orders', column: 'period', shared: LEASE_PERIODS },
  { table: 'orders', column: 'status', shared: ORDER_STATUSES },
  { table: 'payments', column: 'status', shared: PAYMENT_STATUSES },
  { table: 'payments', column: 'type', shared: PAYMENT_TYPES },
  { table: 'payouts', column: 'method', shared: PAYOUT_METHODS },
  { table: 'payouts', column: 'status', shared: PAYOUT_STATUSES },
  { table: 'penalties', column: 'type', shared: PENALTY_TYPES },
  { table: 'renewal_reminders', column: 'days_before', shared: RENEWAL_REMINDER_DAYS },
  { table: 'reverse_dns_requests', column: 'status', shared: REVERSE_DNS_STATUSES },
  { table: 'saved_listings', column: 'listing_kind', shared: LISTING_TYPES },
  { table: 'seller_requests', column: 'offering', shared: SELLER_OFFERINGS },
  { table: 'seller_requests', column: 'status', shared: SELLER_REQUEST_STATUSES },
  { table: 'server_packages', column: 'status', shared: SERVER_PACKAGE_STATUSES },
  {
    table: 'stripe_events',
    column: 'outcome',
    shared: STRIPE_EVENT_OUTCOMES,
    known: {
      onlyInDatabase: [],
      onlyInShared: ['duplicate'],
      // The webhook's reply says 'duplicate' for an event already recorded; that answer is never
      // stored, the row keeps the outcome of the delivery that changed something (decision 199).
      why: 'a reply-only outcome',
    },
  },
  { table: 'tickets', column: 'priority', shared: TICKET_PRIORITIES },
  { table: 'tickets', column: 'status', shared: TICKET_STATUSES },
  { table: 'transactions', column: 'from_wallet_type', shared: WALLET_SIDES },
  { table: 'transactions', column: 'status', shared: TRANSACTION_STATUSES },
  { table: 'transactions', column: 'to_wallet_type', shared: WALLET_SIDES },
  { table: 'transactions', column: 'type', shared: TRANSACTION_TYPES },
  { table: 'users', column: 'kyc_status', shared: KYC_STATUSES },
  { table: 'users', column: 'role', shared: ROLES },
  { table: 'webhook_deliveries', column: 'status', shared: WEBHOOK_DELIVERY_STATUSES },
];

/**
 * Value lists that mirror no shared enum: the values never cross the API as a set of choices
 * (server-internal states, or a set the route writes as literals). A new list fails the test until
 * it joins PAIRS or this list.
 */
const SERVER_ONLY = new Set([
  'abuse_reports.source',
  'abuse_reports.status',
  'auction_bids.hold_status',
  'document_mailings.kind',
  'document_number_series.kind',
  'email_tokens.purpose',
  'ledger_accounts.kind',
  'notifications.status',
  'payment_intents.purpose',
  'payment_intents.status',
  'sandbox_card_charges.status',
  'ticket_attachments.mime',
  'user_mfa_factors.status',
  'wallet_holds.status',
]);

/** `table.column` → the values of its `CHECK ((column = ANY (ARRAY[...])))`, as PostgreSQL prints it. */
async function readValueLists(app: TestApp): Promise<Map<string, string[]>> {
  const rows = await queryRows<{ table_name: string; definition: string }>(
    app.db,
    sql`SELECT c.conrelid::regclass::text AS table_name, pg_get_constraintdef(c.oid) AS definition
          FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
         WHERE c.contype = 'c' AND n.nspname = 'public'`,
  );
  const lists = new Map<string, string[]>();
  for (const row of rows) {
    const match = /^CHECK \(\((\w+) = ANY \(ARRAY\[(.*)\]\)\)\)$/.exec(row.definition);
    if (!match) continue;
    const values = [...match[2]!.matchAll(/'((?:[^']|'')*)'::text|(-?\d+)/g)].map(
      (value) => value[1]?.replaceAll("''", "'") ?? value[2]!,
    );
    lists.set(`${row.table_name}.${match[1]}`, values);
  }
  return lists;
}

const missingFrom = (values: readonly string[], other: readonly string[]) =>
  values.filter((value) => !other.includes(value)).sort();

test('every CHECK value list equals the shared enum it mirrors', async ({ app }) => {
  const lists = await readValueLists(app);
  const problems: string[] = [];
  for (const pair of PAIRS) {
    const key = `${pair.table}.${pair.column}`;
    const database = lists.get(key);
    if (!database) {
      problems.push(`${key}: no CHECK value list in the migrated database`);
      continue;
    }
    const shared = pair.shared.map(String);
    const found = {
      onlyInDatabase: missingFrom(database, shared),
      onlyInShared: missingFrom(shared, database),
    };
    const expected = {
      onlyInDatabase: pair.known?.onlyInDatabase ?? [],
      onlyInShared: pair.known?.onlyInShared ?? [],
    };
    if (JSON.stringify(found) !== JSON.stringify(expected)) {
      problems.push(`${key}: ${JSON.stringify(found)}${pair.known ? ' (known difference changed)' : ''}`);
    }
  }
  expect(problems).toEqual([]);
});

test('every CHECK value list is paired with a shared enum or known to be server-only', async ({ app }) => {
  const lists = await readValueLists(app);
  const paired = new Set(PAIRS.map((pair) => `${pair.table}.${pair.column}`));
  const unlisted = [...lists.keys()].filter((key) => !paired.has(key) && !SERVER_ONLY.has(key));
  expect(unlisted.sort()).toEqual([]);
  expect([...SERVER_ONLY].filter((key) => !lists.has(key))).toEqual([]);
});
