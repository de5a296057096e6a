/**
 * The benchmark data set, generated inside PostgreSQL with set-based SQL (INSERT ... SELECT
 * generate_series): users, IP blocks, listings, server packages, auctions and a year of orders with
 * their deposits, payments, invoices, wallet history, seller holds and ledger journals. Every journal
 * goes through the ledger's zero-sum constraint trigger (0200_money.sql) and the wallet balances are
 * the sums of their accounts' postings, as postJournal would leave them.
 *
 * Addresses come only from ranges reserved for benchmarking and documentation (docs/decisions/020):
 * 198.18.0.0/15 (RFC 2544) for IPv4, 3fff::/20 (RFC 9637) and 2001:db8::/32 (RFC 3849) for IPv6.
 * Every live listing offers a range of its own, as the database demands (offer_holds, decision 100):
 * 198.18.0.0/15 holds only 512 /24s, so most listings offer IPv6 ranges (/40, /44 or /48, one per
 * /40 of 3fff::/20), and the auctions sell /48s of 2001:db8::/32 that nothing else offers.
 */
import type pg from 'pg';

export const DATA_SET = {
  sellers: 1_000,
  leasers: 9_000,
  /** 198.18.0.0/15 holds 512 /24 blocks: the IPv4 listings; the other listings offer IPv6 ranges. */
  ipv4Listings: 512,
  listings: 100_000,
  serverPackages: 50_000,
  liveAuctions: 300,
  endedAuctions: 700,
  /** A year of orders, about 100 a day. */
  orders: 36_500,
  /** Every leaser's deposit covers their orders plus this, so the bench's buyers and bidders can pay. */
  spareFundsCents: 100_000_000,
} as const;

export type DataSet = { [K in keyof typeof DATA_SET]: number };

/** The largest scale the address plan holds: 3fff::/20 has 4,096 × 256 /40s, 2001:db8::/32 65,536 /48s. */
export const MAX_SCALE = 10;

/**
 * The data set times `scale` (BENCH_SCALE, 1 by default): every count grows with it except the IPv4
 * listings, which 198.18.0.0/15 caps at 512 /24s, and the spare funds per leaser. Growth is measured
 * by bench/growth.ts (docs/decisions/276).
 */
export function scaledDataSet(scale: number): DataSet {
  if (!Number.isInteger(scale) || scale < 1 || scale > MAX_SCALE)
    throw new Error(`BENCH_SCALE must be a whole number from 1 to ${MAX_SCALE}, not ${scale}`);
  const times = (n: number) => n * scale;
  return {
    ...DATA_SET,
    sellers: times(DATA_SET.sellers),
    leasers: times(DATA_SET.leasers),
    listings: times(DATA_SET.listings),
    serverPackages: times(DATA_SET.serverPackages),
    liveAuctions: times(DATA_SET.liveAuctions),
    endedAuctions: times(DATA_SET.endedAuctions),
    orders: times(DATA_SET.orders),
  };
}

/** BENCH_SCALE from the environment: 1 unless set. */
export const benchScale = () => Number(process.env.BENCH_SCALE ?? '1');

export const BENCH_PASSWORD = 'bench-password-not-secret';
export const benchEmail = (role: 'seller' | 'leaser', n: number) => `${role}${n}@bench.netlease.test`;
/** Leaser 1 gets 1 % of all orders, so the signed-in wallet page reads a long history. */
export const HEAVY_LEASER = 1;

const FEE_CENTS = 500;
const HOLD_DAYS = 30;

export interface StepTiming {
  label: string;
  rows: number;
  ms: number;
}

/** The catalogue's tables, loaded with their secondary indexes set aside (see setIndexesAside). */
const BULK_LOADED_TABLES = ['ip_blocks', 'listings', 'server_packages', 'offer_holds'];

/**
 * Drops the indexes of `tables` that no constraint owns and returns the statements that build them
 * again. Kept during a load, an index takes every row at a page of its own (a random uuid, a user, a
 * word), which costs more per row once the index outgrows shared_buffers, so loading 10× took more
 * than 10× as long; built after the load, an index sorts its rows once (docs/decisions/276). Indexes
 * that own a constraint (primary keys, the exclusion constraints of decision 100) stay and keep
 * checking every row.
 */
async function setIndexesAside(client: pg.Client, tables: string[]): Promise<string[]> {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
     FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
     WHERE t.relname = ANY ($1::text[]) AND t.relnamespace = current_schema()::regnamespace
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
     ORDER BY 1`,
    [tables],
  );
  for (const row of rows) await client.query(`DROP INDEX ${row.name}`);
  return rows.map((row) => row.definition);
}

/** Fills an empty, migrated database; returns the time of each step. */
export async function generateData(
  client: pg.Client,
  passwordHash: string,
  scale = benchScale(),
): Promise<StepTiming[]> {
  const timings: StepTiming[] = [];
  const step = async (label: string, text: string, values: unknown[] = []) => {
    const at = performance.now();
    const result = await client.query(text, values);
    const ms = performance.now() - at;
    timings.push({ label, rows: result.rowCount ?? 0, ms });
    console.log(`  ${label}: ${result.rowCount ?? 0} rows in ${(ms / 1000).toFixed(1)} s`);
  };
  const d = scaledDataSet(scale);

  // Wallets and ledger accounts come from the users_create_wallet trigger (0202).
  await step(
    'users',
    `INSERT INTO users (email, name, password_hash, role, email_verified_at, created_at, updated_at)
     SELECT CASE WHEN i <= $1 THEN 'seller' || i ELSE 'leaser' || (i - $1) END || '@bench.netlease.test',
            CASE WHEN i <= $1 THEN 'Bench Seller ' || i ELSE 'Bench Leaser ' || (i - $1) END,
            $3, CASE WHEN i <= $1 THEN 'monetizer' ELSE 'leaser' END, now() - interval '400 days',
            now() - interval '400 days' + i * interval '1 second', now() - interval '400 days'
     FROM generate_series(1, $1::int + $2::int) AS i`,
    [d.sellers, d.leasers, passwordHash],
  );
  await client.query(`
    CREATE TEMP TABLE bench_sellers AS
      SELECT id, row_number() OVER (ORDER BY created_at)::int AS n FROM users WHERE role = 'monetizer';
    CREATE TEMP TABLE bench_leasers AS
      SELECT id, row_number() OVER (ORDER BY created_at)::int AS n FROM users WHERE role = 'leaser';
    CREATE UNIQUE INDEX ON bench_sellers (n);
    CREATE UNIQUE INDEX ON bench_leasers (n);`);
  // Every account has billing details, as paying needs them (docs/PRODUCT.md "Billing details"): private
  // customers outside the EU, so the bench's totals carry no VAT.
  await step(
    'billing profiles',
    `INSERT INTO billing_profiles (user_id, customer_type, legal_name, country, created_at, updated_at)
     SELECT id, 'private', name, 'US', created_at, created_at FROM users WHERE email LIKE '%@bench.netlease.test'`,
  );

  // One block per listing, planned first so listings can refer to theirs by number. Locations (and
  // so countries) and registries are skewed as on a real market; reputation: most ranges checked
  // clean, some in the Warning or Blacklisted band, a few never checked.
  await client.query(
    `CREATE TEMP TABLE bench_blocks AS
     SELECT i AS n, gen_random_uuid() AS id, s.id AS user_id,
            (CASE WHEN i < $1 THEN '198.' || (18 + i / 256) || '.' || (i % 256) || '.0/24'
                  ELSE '3fff:' || to_hex((i - $1) >> 8) || ':' || to_hex(((i - $1) & 255) << 8) || '::/' ||
                       (ARRAY[40, 44, 48])[1 + i % 3] END)::cidr AS cidr,
            (ARRAY['ripe','ripe','ripe','ripe','ripe','ripe','ripe','arin','arin','arin','arin','arin','arin',
                   'apnic','apnic','apnic','apnic','lacnic','lacnic','afrinic'])[1 + (hashint4(i + 11) & 2147483647) % 20] AS rir,
            (ARRAY['Amsterdam, NL','Amsterdam, NL','Frankfurt, DE','Frankfurt, DE','London, GB','Paris, FR',
                   'Ashburn, US','Ashburn, US','Dallas, US','Singapore, SG','Tokyo, JP','Sydney, AU',
                   'Johannesburg, ZA','Sao Paulo, BR','Toronto, CA','Stockholm, SE','Warsaw, PL','Madrid, ES',
                   'Milan, IT','Zurich, CH','Vienna, AT','Helsinki, FI','Dublin, IE','Mumbai, IN'])
              [1 + (hashint4(i + 23) & 2147483647) % 24] AS location,
            (hashint4(i + 37) & 2147483647) % 100 AS reputation_roll
     FROM generate_series(0, $2::int - 1) AS i JOIN bench_sellers s ON s.n = 1 + i % $3::int`,
    [d.ipv4Listings, d.listings, d.sellers],
  );
  await client.query('CREATE UNIQUE INDEX ON bench_blocks (n)');
  const asideIndexes = await setIndexesAside(client, BULK_LOADED_TABLES);
  await step(
    'ip blocks (198.18.0.0/15 in /24s, IPv6 in 3fff::/20)',
    `INSERT INTO ip_blocks (id, user_id, cidr, rir, country_code, loa_file_key, status, approved_at, created_at, updated_at)
     SELECT id, user_id, cidr, rir, right(location, 2), 'loa-documents/bench.pdf', 'approved',
            now() - interval '390 days', now() - interval '395 days', now() - interval '390 days'
     FROM bench_blocks`,
  );
  await step(
    'ip subnets with their scores',
    `INSERT INTO ip_subnets (ip_block_id, subnet, reputation_score, created_at)
     SELECT id, cidr, CASE WHEN reputation_roll < 85 THEN 90 + reputation_roll % 11
                           WHEN reputation_roll < 92 THEN 70 + reputation_roll % 20
                           WHEN reputation_roll < 95 THEN 20 + reputation_roll % 50
                           ELSE 100 END,
            now() - interval '395 days'
     FROM bench_blocks`,
  );
  await step(
    'reputation checks (all but the never-checked 5 %)',
    `INSERT INTO ip_reputation_logs (subnet_id, score, checked_at)
     SELECT s.id, s.reputation_score, now() - interval '1 day'
     FROM ip_subnets s JOIN bench_blocks b ON b.id = s.ip_block_id WHERE b.reputation_roll < 95`,
  );

  // What the listings' row triggers would write, written set-based with them off: their units and the
  // hold on their range (0800_offer_holds.sql), their block's RIR and country and their reputation
  // (0820_marketplace_search.sql). Per row, take_offer_hold opens a subtransaction (its exception
  // block) and the units are one query each: a million subtransactions in one statement made the load
  // grow faster than the data (docs/decisions/276). The exclusion constraint still checks every hold.
  await step(
    "listings' units and reputation (as count_listing_units and listing_reputation)",
    `CREATE TEMP TABLE bench_listing_facts AS
     SELECT b.n, coalesce(u.total, 0) AS units_total, coalesce(u.free, 0) AS units_free, r.score AS reputation_score
     FROM bench_blocks b
     LEFT JOIN (SELECT n, count(*)::int AS total, (count(*) FILTER (WHERE all_free))::int AS free
                FROM (SELECT b2.n, bool_and(s.status = 'available') AS all_free
                      FROM bench_blocks b2 JOIN ip_subnets s ON s.ip_block_id = b2.id AND s.subnet <<= b2.cidr
                      GROUP BY b2.n, set_masklen(s.subnet, least(masklen(b2.cidr), masklen(s.subnet)))) AS units
                GROUP BY n) u ON u.n = b.n
     LEFT JOIN (SELECT b3.n, min(s.reputation_score)::smallint AS score
                FROM bench_blocks b3 JOIN ip_subnets s ON s.ip_block_id = b3.id AND s.subnet <<= b3.cidr
                WHERE EXISTS (SELECT 1 FROM ip_reputation_logs g WHERE g.subnet_id = s.id)
                GROUP BY b3.n) r ON r.n = b.n`,
  );
  await client.query('CREATE UNIQUE INDEX ON bench_listing_facts (n)');
  await client.query(`ALTER TABLE listings DISABLE TRIGGER listings_hold, DISABLE TRIGGER listings_units,
    DISABLE TRIGGER listings_search_fields`);
  try {
    // In the order of i, so the heap follows created_at as a live table's does (i counts back in
    // time): at 10× a hash join would otherwise scatter the rows, and an index-only scan walking
    // created_at would then check the visibility map at a page of its own for most rows.
    await step(
      'listings',
      `INSERT INTO listings (user_id, type, ip_block_id, cidr, unit_prefix, title, description, location, price_cents,
                             period, subnet, ip_count, features, status, approved_at, created_at, updated_at,
                             rir, country_code, reputation_score, units_total, units_free)
       SELECT b.user_id, 'ip', b.id, b.cidr, masklen(b.cidr),
              (ARRAY['Clean','Premium','Aged','Fresh','Enterprise','Budget','Reputable','Business'])[1 + i % 8] || ' ' ||
              CASE WHEN family(b.cidr) = 6 THEN 'IPv6 ' ELSE '' END || '/' || masklen(b.cidr) || ' in ' ||
              split_part(b.location, ',', 1),
              'Address space with ' || (ARRAY['a spotless history','reverse DNS delegation','geolocation updates',
                'LOA and ROA support','abuse handling','fast setup','carrier-grade routing','mail warm-up'])[1 + (i / 3) % 8] ||
              ', suitable for ' || (ARRAY['hosting','VPN gateways','CDN edges','email delivery','ISPs','cloud platforms',
                'game servers','research networks'])[1 + (i / 11) % 8] || '. Listing ' || i || '.',
              b.location,
              10000 + (hashint4(i) & 2147483647) % 5000000,
              (ARRAY['month','quarter','year'])[1 + i % 3],
              CASE WHEN family(b.cidr) = 4 THEN '/24' END, CASE WHEN family(b.cidr) = 4 THEN 256 END,
              ARRAY['LOA provided'],
              CASE WHEN i % 20 = 0 THEN 'pending' WHEN i % 20 = 1 THEN 'rejected' ELSE 'active' END,
              CASE WHEN i % 20 > 1 THEN now() - (i * 300 || ' seconds')::interval END,
              now() - (i * 300 || ' seconds')::interval, now() - (i * 300 || ' seconds')::interval,
              b.rir, right(b.location, 2), f.reputation_score, f.units_total, f.units_free
       FROM generate_series(0, $1::int - 1) AS i JOIN bench_blocks b ON b.n = i JOIN bench_listing_facts f ON f.n = i
       ORDER BY i`,
      [d.listings],
    );
  } finally {
    await client.query(`ALTER TABLE listings ENABLE TRIGGER listings_hold, ENABLE TRIGGER listings_units,
      ENABLE TRIGGER listings_search_fields`);
  }
  await step(
    'listing holds (as sync_listing_hold)',
    `INSERT INTO offer_holds (cidr, listing_id)
     SELECT cidr, id FROM listings WHERE type = 'ip' AND listing_holds_range(status)`,
  );
  await step(
    'server packages',
    `INSERT INTO server_packages (user_id, name, description, location, cpu, ram, storage, bandwidth, price_cents,
                                  stock_count, is_bundle, status, approved_at, created_at, updated_at)
     SELECT s.id,
            (ARRAY['Starter VPS','Business VPS','Performance VPS','Dedicated Xeon','Dedicated EPYC','GPU Node',
                   'Storage Box','Edge Node','Game Server','Mail Relay'])[1 + i % 10] || ' ' || i,
            'A ' || (ARRAY['fast','reliable','balanced','dense','quiet','low-latency'])[1 + (i / 3) % 6] ||
            ' server for ' || (ARRAY['web apps','databases','rendering','backups','game hosting','analytics'])[1 + (i / 5) % 6] || '.',
            (ARRAY['Amsterdam, NL','Frankfurt, DE','London, GB','Ashburn, US','Dallas, US','Singapore, SG',
                   'Tokyo, JP','Sao Paulo, BR','Helsinki, FI','Toronto, CA'])[1 + (i / 7) % 10],
            (ARRAY['2 vCPU','4 vCPU','8 vCPU','16 cores','24 cores'])[1 + i % 5],
            (ARRAY['4 GB','8 GB','16 GB','64 GB','256 GB'])[1 + i % 5],
            (ARRAY['80 GB SSD','160 GB NVMe','1 TB NVMe','4 TB NVMe','20 TB HDD'])[1 + i % 5],
            (ARRAY['2 TB','5 TB','10 TB','1 Gbps unmetered'])[1 + i % 4],
            500 + (hashint4(i + 7) & 2147483647) % 100000, 5 + i % 20, i % 9 = 0,
            CASE WHEN i % 10 = 0 THEN 'pending' ELSE 'approved' END,
            CASE WHEN i % 10 <> 0 THEN now() - (i * 600 || ' seconds')::interval END,
            now() - (i * 600 || ' seconds')::interval, now() - (i * 600 || ' seconds')::interval
     FROM generate_series(0, $1::int - 1) AS i JOIN bench_sellers s ON s.n = 1 + i % $2::int
     ORDER BY i`,
    [d.serverPackages, d.sellers],
  );

  await client.query(`SET maintenance_work_mem = '256MB'`);
  const indexesAt = performance.now();
  for (const definition of asideIndexes) await client.query(definition);
  await client.query('RESET maintenance_work_mem');
  timings.push({
    label: `indexes of ${BULK_LOADED_TABLES.join(', ')} (built after the load)`,
    rows: asideIndexes.length,
    ms: performance.now() - indexesAt,
  });
  console.log(
    `  ${asideIndexes.length} indexes built in ${((performance.now() - indexesAt) / 1000).toFixed(1)} s`,
  );

  // Live auctions each on their own block (one open auction per block); ended ones ended unsold. They
  // sell /48s of 2001:db8::/32 that no listing offers, so a live auction's hold meets no other offer.
  await client.query(
    `CREATE TEMP TABLE bench_auction_blocks AS
     SELECT i AS n, gen_random_uuid() AS id, s.id AS user_id, ('2001:db8:' || to_hex(i) || '::/48')::cidr AS cidr
     FROM generate_series(0, $1::int - 1) AS i JOIN bench_sellers s ON s.n = 1 + i % $2::int`,
    [d.liveAuctions + d.endedAuctions, d.sellers],
  );
  await client.query('CREATE UNIQUE INDEX ON bench_auction_blocks (n)');
  await step(
    'auction blocks (2001:db8::/32 in /48s)',
    `INSERT INTO ip_blocks (id, user_id, cidr, rir, country_code, loa_file_key, status, approved_at, created_at, updated_at)
     SELECT id, user_id, cidr, 'ripe', 'DE', 'loa-documents/bench.pdf', 'approved', now() - interval '390 days',
            now() - interval '395 days', now() - interval '390 days'
     FROM bench_auction_blocks`,
  );
  await client.query(`INSERT INTO ip_subnets (ip_block_id, subnet, created_at)
    SELECT id, cidr, now() - interval '395 days' FROM bench_auction_blocks`);
  await step(
    'auctions',
    `INSERT INTO auctions (seller_id, ip_block_id, reserve_price, buy_now_price, min_bid_increment, lease_period,
                           start_time, end_time, status, outcome, approved_at, ended_at, created_at, updated_at)
     SELECT b.user_id, b.id, 10000 + (i % 50) * 1000, NULL, 1000,
            (ARRAY['month','quarter','year'])[1 + i % 3],
            CASE WHEN i < $1 THEN now() - interval '1 day' ELSE now() - ((i - $1 + 10) || ' days')::interval END,
            CASE WHEN i < $1 THEN now() + ((2 + i % 7) || ' days')::interval
                 ELSE now() - ((i - $1 + 3) || ' days')::interval END,
            CASE WHEN i < $1 THEN 'live' ELSE 'ended' END,
            CASE WHEN i < $1 THEN NULL ELSE 'unsold' END,
            now() - ((CASE WHEN i < $1 THEN 1 ELSE i - $1 + 10 END) || ' days')::interval,
            CASE WHEN i < $1 THEN NULL ELSE now() - ((i - $1 + 3) || ' days')::interval END,
            now() - ((CASE WHEN i < $1 THEN 2 ELSE i - $1 + 11 END) || ' days')::interval, now()
     FROM generate_series(0, $1::int + $2::int - 1) AS i JOIN bench_auction_blocks b ON b.n = i`,
    [d.liveAuctions, d.endedAuctions],
  );

  // A year of wallet checkouts of server packages; ids are chosen up front so every row can refer to
  // the others (payment → order, journal → order, transaction → journal/payment, hold → transaction).
  await client.query(`CREATE TEMP TABLE bench_packages AS
    SELECT id, user_id, name, price_cents, row_number() OVER (ORDER BY created_at, id)::int AS n
    FROM server_packages WHERE status = 'approved';
    CREATE UNIQUE INDEX ON bench_packages (n);`);
  await step(
    'plan the orders',
    `CREATE TEMP TABLE bench_orders AS
     SELECT gen_random_uuid() AS id, gen_random_uuid() AS payment_id, gen_random_uuid() AS journal_id,
            gen_random_uuid() AS hold_id, gen_random_uuid() AS seller_transaction_id,
            gen_random_uuid() AS release_journal_id,
            l.id AS leaser_id, p.user_id AS monetizer_id, p.id AS package_id, p.name AS title,
            p.price_cents AS amount, at AS created_at, at + interval '1 month' AS renewal_date,
            at + interval '${HOLD_DAYS} days' AS release_at
     FROM (SELECT i, now() - interval '365 days' + i * (interval '365 days' / $1::int) AS at
           FROM generate_series(0, $1::int - 1) AS i) o
     JOIN bench_leasers l ON l.n = CASE WHEN o.i % 100 = 0 THEN ${HEAVY_LEASER}
                                        ELSE 1 + (hashint4(o.i) & 2147483647) % $2::int END
     JOIN bench_packages p ON p.n = 1 + (hashint4(o.i + 1000003) & 2147483647) % (SELECT count(*) FROM bench_packages)`,
    [d.orders, d.leasers],
  );

  // Deposits first: one per leaser at the start of the year, covering their orders and spare funds.
  // Summed per leaser in one pass: a sum per leaser over all orders would read orders × leasers rows.
  await client.query(`CREATE TEMP TABLE bench_deposits AS
    SELECT l.id AS user_id, gen_random_uuid() AS payment_id, gen_random_uuid() AS journal_id,
           coalesce(o.spent, 0) + ${d.spareFundsCents} AS amount,
           now() - interval '366 days' + (l.n * interval '1 second') AS created_at
    FROM bench_leasers l
    LEFT JOIN (SELECT leaser_id, sum(amount + ${FEE_CENTS}) AS spent FROM bench_orders GROUP BY leaser_id) o
      ON o.leaser_id = l.id`);
  await step(
    'deposit payments',
    `INSERT INTO payments (id, user_id, gateway, type, amount, status, transaction_id, card_brand, card_last4,
                           created_at, updated_at)
     SELECT payment_id, user_id, 'card', 'deposit', amount, 'success', 'bench_' || payment_id, 'visa', '4242',
            created_at, created_at FROM bench_deposits`,
  );
  await step(
    'deposit journals',
    `INSERT INTO ledger_journals (id, kind, reference_type, reference_id, actor_id, created_at)
     SELECT journal_id, 'deposit', 'payment', payment_id, user_id, created_at FROM bench_deposits`,
  );
  await step(
    'deposit postings',
    `INSERT INTO ledger_postings (journal_id, account_code, amount, created_at)
     SELECT journal_id, 'platform:gateway_clearing', -amount, created_at FROM bench_deposits
     UNION ALL
     SELECT journal_id, 'wallet:' || user_id || ':available', amount, created_at FROM bench_deposits`,
  );
  await step(
    'deposit history',
    `INSERT INTO transactions (user_id, to_wallet_id, to_wallet_type, type, status, amount, description, journal_id,
                               payment_id, created_at, updated_at)
     SELECT d.user_id, w.id, 'available', 'deposit', 'completed', d.amount, 'Wallet deposit via Credit Card',
            d.journal_id, d.payment_id, d.created_at, d.created_at
     FROM bench_deposits d JOIN wallets w ON w.user_id = d.user_id`,
  );

  await step(
    'orders',
    `INSERT INTO orders (id, leaser_id, monetizer_id, status, amount, fee, item_type, item_id, title, period,
                         start_date, renewal_date, activated_at, ended_at, created_at, updated_at)
     SELECT id, leaser_id, monetizer_id, CASE WHEN renewal_date <= now() THEN 'completed' ELSE 'active' END,
            amount, ${FEE_CENTS}, 'server_package', package_id, title, 'month', created_at, renewal_date,
            created_at + interval '2 hours', CASE WHEN renewal_date <= now() THEN renewal_date END,
            created_at, least(renewal_date, now())
     FROM bench_orders`,
  );
  await step(
    'order payments',
    `INSERT INTO payments (id, user_id, gateway, type, amount, status, transaction_id, order_id, created_at, updated_at)
     SELECT payment_id, leaser_id, 'wallet', 'order', amount + ${FEE_CENTS}, 'success', 'wallet_' || journal_id, id,
            created_at, created_at FROM bench_orders`,
  );
  await step(
    'order invoices',
    `INSERT INTO invoices (user_id, order_id, invoice_number, title, subtotal, fee, amount, status, period_start,
                           period_end, due_date, paid_at, created_at)
     SELECT leaser_id, id, row_number() OVER (ORDER BY created_at, id), title, amount, ${FEE_CENTS},
            amount + ${FEE_CENTS}, 'paid', created_at, renewal_date, created_at, created_at, created_at
     FROM bench_orders`,
  );
  await step(
    'checkout journals',
    `INSERT INTO ledger_journals (id, kind, reference_type, reference_id, actor_id, created_at)
     SELECT journal_id, 'checkout', 'order', id, leaser_id, created_at FROM bench_orders`,
  );
  await step(
    'checkout postings',
    `INSERT INTO ledger_postings (journal_id, account_code, amount, created_at)
     SELECT journal_id, 'wallet:' || leaser_id || ':available', -(amount + ${FEE_CENTS}), created_at FROM bench_orders
     UNION ALL
     SELECT journal_id, 'wallet:' || monetizer_id || ':on_hold', amount, created_at FROM bench_orders
     UNION ALL
     SELECT journal_id, 'platform:fees', ${FEE_CENTS}, created_at FROM bench_orders`,
  );
  await step(
    'checkout history',
    `INSERT INTO transactions (user_id, from_wallet_type, type, status, amount, description, journal_id, order_id,
                               payment_id, created_at, updated_at)
     SELECT leaser_id, 'available', 'escrow_lock', 'completed', amount, 'Payment for ' || title, journal_id, id,
            payment_id, created_at, created_at FROM bench_orders
     UNION ALL
     SELECT leaser_id, 'available', 'fee', 'completed', ${FEE_CENTS}, 'Processing fee for ' || title, journal_id, id,
            payment_id, created_at, created_at FROM bench_orders`,
  );
  // The seller's share: on hold 30 days, then released by the hold-release job (orders.jobs.ts).
  await step(
    'seller history',
    `INSERT INTO transactions (id, user_id, to_wallet_type, type, status, amount, description, journal_id, order_id,
                               created_at, updated_at)
     SELECT seller_transaction_id, monetizer_id,
            CASE WHEN release_at <= now() THEN 'available' ELSE 'on_hold' END, 'escrow_release',
            CASE WHEN release_at <= now() THEN 'completed' ELSE 'on_hold' END, amount,
            CASE WHEN release_at <= now() THEN 'Sale of ' || title
                 ELSE 'Sale of ' || title || ' (on hold for ${HOLD_DAYS} days)' END,
            journal_id, id, created_at, least(release_at, now())
     FROM bench_orders`,
  );
  await step(
    'seller holds',
    `INSERT INTO wallet_holds (id, user_id, order_id, amount, release_at, status, transaction_id, settled_at, created_at)
     SELECT hold_id, monetizer_id, id, amount, release_at,
            CASE WHEN release_at <= now() THEN 'released' ELSE 'held' END, seller_transaction_id,
            CASE WHEN release_at <= now() THEN release_at END, created_at
     FROM bench_orders`,
  );
  await step(
    'hold release journals',
    `INSERT INTO ledger_journals (id, kind, reference_type, reference_id, actor_id, created_at)
     SELECT release_journal_id, 'hold_release', 'wallet_hold', hold_id, NULL, release_at
     FROM bench_orders WHERE release_at <= now()`,
  );
  await step(
    'hold release postings',
    `INSERT INTO ledger_postings (journal_id, account_code, amount, created_at)
     SELECT release_journal_id, 'wallet:' || monetizer_id || ':on_hold', -amount, release_at
     FROM bench_orders WHERE release_at <= now()
     UNION ALL
     SELECT release_journal_id, 'wallet:' || monetizer_id || ':available', amount, release_at
     FROM bench_orders WHERE release_at <= now()`,
  );
  // What postJournal keeps in step: each wallet's balances are its accounts' postings.
  await step(
    'wallet balances',
    `UPDATE wallets w SET balance = s.available, on_hold_balance = s.on_hold, updated_at = now()
     FROM (SELECT a.user_id,
                  coalesce(sum(p.amount) FILTER (WHERE a.kind = 'wallet_available'), 0) AS available,
                  coalesce(sum(p.amount) FILTER (WHERE a.kind = 'wallet_on_hold'), 0) AS on_hold
           FROM ledger_postings p JOIN ledger_accounts a ON a.code = p.account_code
           WHERE a.user_id IS NOT NULL GROUP BY a.user_id) s
     WHERE w.user_id = s.user_id`,
  );
  await client.query(
    'DROP TABLE bench_orders, bench_deposits, bench_packages, bench_blocks, bench_listing_facts, bench_auction_blocks',
  );
  const at = performance.now();
  await client.query('VACUUM ANALYZE');
  timings.push({ label: 'VACUUM ANALYZE', rows: 0, ms: performance.now() - at });
  return timings;
}

/** Row counts of the generated data set, for the report. */
export async function countDataSet(client: pg.Client) {
  const { rows } = await client.query<Record<string, string>>(`SELECT
    (SELECT count(*) FROM users) AS users,
    (SELECT count(*) FROM listings) AS listings,
    (SELECT count(*) FROM listings WHERE status = 'active' AND type = 'ip' AND units_free > 0) AS public_listings,
    (SELECT count(*) FROM listings WHERE status = 'active' AND type = 'ip' AND units_free > 0 AND family(cidr) = 4)
      AS public_ipv4_listings,
    (SELECT count(*) FROM server_packages) AS server_packages,
    (SELECT count(*) FROM server_packages WHERE status = 'approved') AS public_server_packages,
    (SELECT count(*) FROM ip_blocks) AS ip_blocks,
    (SELECT count(*) FROM auctions) AS auctions,
    (SELECT count(*) FROM auctions WHERE status = 'live') AS live_auctions,
    (SELECT count(*) FROM auction_bids) AS bids,
    (SELECT count(*) FROM orders) AS orders,
    (SELECT min(created_at)::date || ' – ' || max(created_at)::date FROM orders) AS order_span,
    (SELECT count(*) FROM payments) AS payments,
    (SELECT count(*) FROM invoices) AS invoices,
    (SELECT count(*) FROM transactions) AS transactions,
    (SELECT count(*) FROM ledger_journals) AS journals,
    (SELECT count(*) FROM ledger_postings) AS postings,
    (SELECT count(*) FROM wallet_holds) AS holds`);
  return rows[0]!;
}

/** The ledger's invariants (docs/decisions/010-money-ledger.md), checked after generation and after the load. */
export async function checkLedger(client: pg.Client) {
  const { rows } = await client.query<{ unbalanced: string; negative: string; drift: string; total: string }>(
    `SELECT
      (SELECT count(*) FROM (SELECT journal_id FROM ledger_postings GROUP BY journal_id HAVING sum(amount) <> 0) j)
        AS unbalanced,
      (SELECT count(*) FROM wallets WHERE balance < 0 OR on_hold_balance < 0) AS negative,
      (SELECT count(*) FROM wallets w JOIN (
         SELECT a.user_id,
                coalesce(sum(p.amount) FILTER (WHERE a.kind = 'wallet_available'), 0) AS available,
                coalesce(sum(p.amount) FILTER (WHERE a.kind = 'wallet_on_hold'), 0) AS on_hold
         FROM ledger_accounts a LEFT JOIN ledger_postings p ON p.account_code = a.code
         WHERE a.user_id IS NOT NULL GROUP BY a.user_id) s ON s.user_id = w.user_id
       WHERE w.balance <> s.available OR w.on_hold_balance <> s.on_hold) AS drift,
      (SELECT coalesce(sum(amount), 0) FROM ledger_postings) AS total`,
  );
  const row = rows[0]!;
  return {
    unbalancedJournals: Number(row.unbalanced),
    negativeWallets: Number(row.negative),
    walletsOffTheirPostings: Number(row.drift),
    ledgerTotal: Number(row.total),
  };
}
