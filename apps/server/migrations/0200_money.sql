-- Money (docs/PRODUCT.md "Wallet", "Orders", "Payouts"): double-entry ledger, wallets, user-facing
-- transactions, payments, payouts, orders, invoices, seller holds and idempotency keys. Rules: docs/decisions/010-money-ledger.md
-- and docs/decisions/011-order-lifecycle.md. All amounts are integer cents.

-- Ledger accounts are named by a code: 'wallet:<user id>:available', 'wallet:<user id>:on_hold',
-- or 'platform:<name>' for the platform's own accounts.
CREATE TABLE ledger_accounts (
  code text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('wallet_available', 'wallet_on_hold', 'platform_fees',
    'gateway_clearing', 'payouts_clearing')),
  user_id uuid REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ledger_accounts_owner CHECK ((kind IN ('wallet_available', 'wallet_on_hold')) = (user_id IS NOT NULL))
);
INSERT INTO ledger_accounts (code, kind) VALUES
  ('platform:fees', 'platform_fees'),
  ('platform:gateway_clearing', 'gateway_clearing'),
  ('platform:payouts_clearing', 'payouts_clearing');

-- The balances users see; kept in step with the wallet accounts' postings by the one function that
-- posts journals, and never below zero whatever the application does.
CREATE TABLE wallets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL UNIQUE REFERENCES users(id),
  balance bigint NOT NULL DEFAULT 0,
  on_hold_balance bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT wallets_balances_not_negative CHECK (balance >= 0 AND on_hold_balance >= 0)
);

-- One money movement = one database transaction = one journal whose postings sum to zero.
CREATE TABLE ledger_journals (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL,
  reference_type text NOT NULL,
  reference_id uuid NOT NULL,
  actor_id uuid REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_journals_reference_idx ON ledger_journals (reference_type, reference_id);

CREATE TABLE ledger_postings (
  id bigserial PRIMARY KEY,
  journal_id uuid NOT NULL REFERENCES ledger_journals(id),
  account_code text NOT NULL REFERENCES ledger_accounts(code),
  amount bigint NOT NULL CHECK (amount <> 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_postings_journal_idx ON ledger_postings (journal_id);
CREATE INDEX ledger_postings_account_idx ON ledger_postings (account_code);

-- Checked at commit, so a journal is written posting by posting but can never commit unbalanced.
CREATE FUNCTION ledger_check_journal_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT coalesce(sum(amount), 0) FROM ledger_postings WHERE journal_id = NEW.journal_id) <> 0 THEN
    RAISE EXCEPTION 'ledger journal % does not sum to zero', NEW.journal_id USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END
$$;
CREATE CONSTRAINT TRIGGER ledger_postings_balanced
  AFTER INSERT OR UPDATE ON ledger_postings
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_check_journal_balanced();

-- The wallet history users read (docs/PRODUCT.md "Wallet").
CREATE TABLE transactions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id),
  to_wallet_id uuid REFERENCES wallets(id),
  to_wallet_type text CHECK (to_wallet_type IN ('available', 'on_hold')),
  from_wallet_type text CHECK (from_wallet_type IN ('available', 'on_hold')),
  type text NOT NULL CHECK (type IN ('deposit', 'escrow_release', 'escrow_refund', 'withdrawal',
    'escrow_lock', 'fee', 'payout')),
  status text NOT NULL CHECK (status IN ('completed', 'pending', 'on_hold', 'failed')),
  amount bigint NOT NULL CHECK (amount > 0),
  description text NOT NULL,
  journal_id uuid REFERENCES ledger_journals(id),
  order_id uuid,
  payment_id uuid,
  payout_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX transactions_user_created_idx ON transactions (user_id, created_at DESC, id DESC);
CREATE INDEX transactions_created_idx ON transactions (created_at DESC);

-- docs/PRODUCT.md "Payments": one row per charge through a gateway (or the wallet, for checkouts).
CREATE TABLE payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id),
  gateway text NOT NULL,
  type text NOT NULL CHECK (type IN ('deposit', 'order', 'renewal')),
  amount bigint NOT NULL CHECK (amount > 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'success', 'failed')),
  transaction_id text,
  order_id uuid,
  card_brand text,
  card_last4 text,
  failure_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payments_user_created_idx ON payments (user_id, created_at DESC);
CREATE INDEX payments_created_idx ON payments (created_at DESC);

CREATE TABLE payouts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  monetizer_id uuid NOT NULL REFERENCES users(id),
  amount bigint NOT NULL CHECK (amount > 0),
  method text NOT NULL CHECK (method IN ('bank', 'crypto', 'paypal')),
  details jsonb NOT NULL,
  status text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'approved', 'paid', 'rejected')),
  transaction_id uuid,
  requested_at timestamptz NOT NULL DEFAULT now(),
  reviewed_by uuid REFERENCES users(id),
  reviewed_at timestamptz,
  paid_at timestamptz,
  rejection_reason text
);
CREATE INDEX payouts_monetizer_requested_idx ON payouts (monetizer_id, requested_at DESC);
CREATE INDEX payouts_requested_idx ON payouts (requested_at DESC);

-- docs/PRODUCT.md "Orders". item_id points at an ip_subnets row (item_type ip_subnet) or a server_packages
-- row (server_package); title and price are copied at checkout so later edits never change an order.
CREATE TABLE orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  leaser_id uuid NOT NULL REFERENCES users(id),
  monetizer_id uuid NOT NULL REFERENCES users(id),
  asn_id uuid,
  status text NOT NULL CHECK (status IN ('pending_payment', 'payment_confirmed', 'provisioning', 'active',
    'completed', 'cancelled', 'dispute', 'suspended')),
  amount bigint NOT NULL CHECK (amount >= 0),
  fee bigint NOT NULL DEFAULT 0 CHECK (fee >= 0),
  item_type text NOT NULL CHECK (item_type IN ('ip_subnet', 'server_package')),
  item_id uuid NOT NULL,
  listing_id uuid,
  title text NOT NULL,
  period text NOT NULL CHECK (period IN ('month', 'quarter', 'year')),
  start_date timestamptz NOT NULL,
  renewal_date timestamptz NOT NULL,
  auto_renews boolean NOT NULL DEFAULT false,
  activated_at timestamptz,
  ended_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT orders_not_self CHECK (leaser_id <> monetizer_id),
  CONSTRAINT orders_term CHECK (renewal_date > start_date)
);
CREATE INDEX orders_leaser_created_idx ON orders (leaser_id, created_at DESC);
CREATE INDEX orders_monetizer_created_idx ON orders (monetizer_id, created_at DESC);
CREATE INDEX orders_created_idx ON orders (created_at DESC);
CREATE INDEX orders_term_due_idx ON orders (renewal_date) WHERE status IN ('active', 'suspended');

CREATE SEQUENCE invoice_number_seq;
CREATE TABLE invoices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id),
  order_id uuid REFERENCES orders(id),
  invoice_number bigint NOT NULL UNIQUE DEFAULT nextval('invoice_number_seq'),
  title text NOT NULL,
  subtotal bigint NOT NULL CHECK (subtotal >= 0),
  fee bigint NOT NULL DEFAULT 0 CHECK (fee >= 0),
  amount bigint NOT NULL CHECK (amount >= 0),
  status text NOT NULL CHECK (status IN ('paid', 'pending', 'overdue', 'cancelled')),
  period_start timestamptz,
  period_end timestamptz,
  due_date timestamptz NOT NULL,
  paid_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT invoices_total CHECK (amount = subtotal + fee)
);
ALTER SEQUENCE invoice_number_seq OWNED BY invoices.invoice_number;
CREATE INDEX invoices_user_created_idx ON invoices (user_id, created_at DESC);
CREATE INDEX invoices_order_idx ON invoices (order_id);
CREATE INDEX invoices_created_idx ON invoices (created_at DESC);

-- The seller's share of a sale, on hold for 30 days (docs/PRODUCT.md "Wallet"), released by a job.
CREATE TABLE wallet_holds (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id),
  order_id uuid NOT NULL REFERENCES orders(id),
  amount bigint NOT NULL CHECK (amount > 0),
  release_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'held' CHECK (status IN ('held', 'released', 'reversed')),
  transaction_id uuid REFERENCES transactions(id),
  settled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wallet_holds_due_idx ON wallet_holds (release_at) WHERE status = 'held';
CREATE INDEX wallet_holds_order_idx ON wallet_holds (order_id);

-- Idempotency-Key replays (DESIGN.md "Money"): the key is inserted first, in the transaction that
-- moves the money, so a concurrent repeat waits on the primary key and then reads the first answer.
CREATE TABLE idempotency_keys (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  key text NOT NULL,
  scope text NOT NULL,
  request_hash text NOT NULL,
  status_code integer,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
