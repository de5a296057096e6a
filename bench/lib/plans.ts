/**
 * EXPLAIN plans of the hot queries, written to bench/plans/*.txt so a plan change shows in review.
 *
 * The SQL is not copied here: the server's own functions run against the bench database through a
 * Drizzle instance whose logger records every statement (text and parameters), and each recorded
 * statement is then explained. Write paths (checkout, bid) run for real once, then their statements
 * are replayed under EXPLAIN ANALYZE inside a transaction that is rolled back; a statement that cannot
 * run again (a unique key already taken by the real run) is shown with plain EXPLAIN instead.
 *
 * Format: EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF): plan shape and actual row counts,
 * no timings or cost estimates, so the files only change when a plan (or the data set) does.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/node-postgres';
import { marketplaceQuerySchema } from '@netlease/shared/marketplace';
import type { SessionUser } from '@netlease/shared/auth';
import type { AppContext } from '../../apps/server/src/platform/app-context';
import type { Database } from '../../apps/server/src/platform/db/database';
import * as schema from '../../apps/server/src/platform/db/schema/index';
import { systemClock } from '../../apps/server/src/platform/clock';
import { parseEnv } from '../../apps/server/src/platform/env';
import { BENCH_INVOICE_ISSUER } from './server';
import { buildMarketplaceQueries } from '../../apps/server/src/features/catalog/marketplace/marketplace.queries';
import { getListingDetail } from '../../apps/server/src/features/catalog/marketplace/listing-detail.service';
import {
  getWallet,
  listWalletTransactions,
} from '../../apps/server/src/features/commerce/wallet/wallet.service';
import {
  checkout,
  type CheckoutSuccess,
} from '../../apps/server/src/features/commerce/checkout/checkout.service';
import { runIdempotent, type Once } from '../../apps/server/src/platform/payments/idempotency';
import { placeBid } from '../../apps/server/src/features/auctions/auctions/bids.service';
import { toQueryString, type MarketplaceCase } from './marketplace-cases';

const EXPLAIN = 'EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF)';
const EXPLAIN_PLAN_ONLY = 'EXPLAIN (COSTS OFF)';

interface Statement {
  text: string;
  params: unknown[];
}

export interface PlanInputs {
  url: string;
  outDir: string;
  header: string;
  listingId: string;
  walletUserId: string;
  buyerId: string;
  packageId: string;
  bidder: SessionUser;
  auctionId: string;
  bidAmount: number;
  marketplaceCases: MarketplaceCase[];
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
// Custom plans inline the parameters: mask ids, times and hashes so only plan changes show in a diff.
const maskValues = (plan: string) =>
  plan
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<uuid>')
    .replace(/'\d{4}-\d\d-\d\d[ T][\d:.+-]+'/g, "'<time>'")
    .replace(/\b[0-9a-f]{64}\b/g, '<hash>');
// Values that differ from run to run (generated ids, times) would make every file change every run.
const describeParams = (params: unknown[]) =>
  params.length === 0
    ? ''
    : `params: ${params
        .map((value) =>
          typeof value === 'string' && /^[0-9a-f-]{36}$/.test(value)
            ? '<uuid>'
            : value instanceof Date || (typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value))
              ? '<time>'
              : maskValues(JSON.stringify(value)),
        )
        .join(', ')}\n`;

export async function writePlans(inputs: PlanInputs): Promise<string[]> {
  const recorded: Statement[] = [];
  const pool = new pg.Pool({ connectionString: inputs.url, max: 4 });
  const db = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (text, params) => recorded.push({ text, params }) },
  }) as unknown as Database;
  // Only db, clock and the settings (the invoice issuer a checkout's invoice names) are used by the
  // paths explained here (checkout, bids, wallet, marketplace).
  const env = parseEnv({ NODE_ENV: 'test', DEMO_MODE: 'false', ...BENCH_INVOICE_ISSUER });
  const ctx = { db, clock: systemClock, env } as unknown as AppContext;
  const client = new pg.Client({ connectionString: inputs.url });
  await client.connect();
  const written: string[] = [];

  const explain = async (statement: Statement, analyze: boolean) =>
    (await client.query(`${analyze ? EXPLAIN : EXPLAIN_PLAN_ONLY} ${statement.text}`, statement.params)).rows
      .map((row: Record<string, string>) => maskValues(row['QUERY PLAN']!))
      .join('\n');

  /** Explains statements in a transaction that is rolled back; each under a savepoint. */
  const explainAll = async (statements: Statement[]) => {
    const parts: string[] = [];
    await client.query('BEGIN');
    try {
      let number = 0;
      for (const statement of statements) {
        if (/^\s*(begin|commit|rollback|savepoint|release)/i.test(statement.text)) continue;
        number += 1;
        let plan: string;
        await client.query('SAVEPOINT plan');
        try {
          plan = await explain(statement, true);
          await client.query('RELEASE SAVEPOINT plan');
        } catch {
          await client.query('ROLLBACK TO SAVEPOINT plan');
          plan = `(plan only: the statement cannot run a second time)\n${await explain(statement, false)}`;
        }
        parts.push(
          `--- statement ${number} ---`,
          oneLine(statement.text),
          describeParams(statement.params) + plan,
          '',
        );
      }
    } finally {
      await client.query('ROLLBACK');
    }
    return parts.join('\n');
  };

  const save = (file: string, title: string, body: string) => {
    mkdirSync(inputs.outDir, { recursive: true });
    const target = path.join(inputs.outDir, file);
    writeFileSync(target, `${title}\n${inputs.header}\nFormat: ${EXPLAIN}\n\n${body}\n`);
    written.push(target);
  };

  const record = async (work: () => Promise<unknown>) => {
    recorded.length = 0;
    await work();
    return [...recorded];
  };

  try {
    // Marketplace: the exact SQL GET /api/marketplace runs, per case (page, and count on a first page).
    const dialect = new PgDialect();
    const marketplace: string[] = [];
    for (const scenario of inputs.marketplaceCases) {
      for (const query of scenario.queries) {
        const built = buildMarketplaceQueries(marketplaceQuerySchema.parse(query));
        const page = dialect.sqlToQuery(built.page);
        // Clients ask the count (GET /api/marketplace/count) once per set of filters, never for a cursor page.
        const total = query.cursor ? null : dialect.sqlToQuery(built.count);
        marketplace.push(
          `=== ${scenario.name} ===`,
          `query string: ${toQueryString(query).replace(/cursor=[^&]+/, 'cursor=<cursor>') || '(none)'}`,
          '--- page query ---',
          oneLine(page.sql),
          describeParams(page.params) + (await explain({ text: page.sql, params: page.params }, true)),
          ...(total
            ? [
                '--- count query ---',
                oneLine(total.sql),
                describeParams(total.params) +
                  (await explain({ text: total.sql, params: total.params }, true)),
              ]
            : ['--- no count: a cursor page keeps the total of its filters ---']),
          '',
        );
      }
    }
    save(
      'marketplace.txt',
      'GET /api/marketplace: each filter, text and address search, sort, a deep page by cursor',
      marketplace.join('\n'),
    );

    const detail = await record(() => getListingDetail(db, null, inputs.listingId));
    save('listing-detail.txt', 'GET /api/marketplace/listings/:id', await explainAll(detail));

    const walletStatements = await record(async () => {
      await getWallet(db, inputs.walletUserId);
      await listWalletTransactions(db, inputs.walletUserId);
    });
    save(
      'wallet.txt',
      'GET /api/wallet and GET /api/wallet/transactions (first page of the history)',
      await explainAll(walletStatements),
    );

    const checkoutStatements = await record(async () => {
      // Keyed as the route keys it, so the key's claim and stored reply are among the statements.
      const key = randomUUID();
      const keyed: Once<CheckoutSuccess> = {
        key,
        async run(fingerprint, work) {
          let paid: CheckoutSuccess | undefined;
          await runIdempotent(
            ctx,
            { userId: inputs.buyerId, key, scope: 'checkout', fingerprint },
            async (tx) => {
              paid = await work(tx);
              return { status: 201, body: paid };
            },
          );
          return paid!;
        },
      };
      const result = await checkout(
        ctx,
        inputs.buyerId,
        { itemType: 'server', itemId: inputs.packageId, method: 'wallet', autoRenews: false },
        keyed,
      );
      if (result.state !== 'paid') throw new Error('plan checkout was not paid from the wallet');
    });
    save(
      'checkout.txt',
      'POST /api/checkout (wallet, server package): every statement of the transaction, locks included',
      await explainAll(checkoutStatements),
    );

    const bidStatements = await record(() =>
      placeBid(ctx, inputs.bidder, inputs.auctionId, { amountCents: inputs.bidAmount }),
    );
    save(
      'bid.txt',
      'POST /api/auctions/:id/bids: the pre-check, then every statement of the transaction',
      await explainAll(bidStatements),
    );
  } finally {
    await client.end();
    await pool.end();
  }
  return written;
}
