-- Two-phase card payments (docs/decisions/120-two-phase-payments.md). A payment intent is committed
-- before the gateway is called; the outcome is applied in a second transaction; a job settles intents a
-- crash left open. No row lock is held while the gateway is asked.
CREATE TABLE payment_intents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id),
  purpose text NOT NULL CHECK (purpose IN ('order', 'deposit')),
  gateway text NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  -- pending: the gateway's answer is not applied yet (or unknown after a crash);
  -- succeeded: the order or deposit is written; declined: the gateway refused;
  -- refund_pending / refunded: charged, but what was paid for could no longer be delivered;
  -- abandoned: the gateway never made the charge (a crash before the call).
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'succeeded', 'declined', 'refund_pending', 'refunded', 'abandoned')),
  -- What is paid for (item type and id, auto-renewal); never card data.
  request jsonb NOT NULL,
  idempotency_key text,
  request_hash text NOT NULL,
  charge_id text,
  card_brand text,
  card_last4 text,
  failure_reason text,
  -- The answer given to the buyer, replayed to a retry with the same Idempotency-Key.
  response_status integer,
  response_body jsonb,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX payment_intents_key_idx ON payment_intents (user_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;
CREATE INDEX payment_intents_open_idx ON payment_intents (updated_at)
  WHERE status IN ('pending', 'refund_pending');

-- Refunds go back to where the money came from: a card refund is a payment record of its own,
-- pending until the gateway confirms it.
ALTER TABLE payments DROP CONSTRAINT payments_type_check;
ALTER TABLE payments ADD CONSTRAINT payments_type_check CHECK (type IN ('deposit', 'order', 'renewal', 'refund'));
ALTER TABLE payments ADD COLUMN refund_of uuid REFERENCES payments(id);
CREATE INDEX payments_pending_refunds_idx ON payments (updated_at) WHERE type = 'refund' AND status = 'pending';
CREATE INDEX payments_order_idx ON payments (order_id) WHERE order_id IS NOT NULL;

-- The sandbox card processor's own books: what a real processor keeps on its side, so a charge made
-- before a crash can be found again, and a repeat with the same key never charges twice. Only used
-- when the sandbox gateway is configured (demo and test mode).
CREATE TABLE sandbox_card_charges (
  key text PRIMARY KEY,
  charge_id text NOT NULL UNIQUE,
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  status text NOT NULL CHECK (status IN ('succeeded', 'declined')),
  decline_reason text,
  card_brand text,
  card_last4 text,
  refunded_cents bigint NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0 AND refunded_cents <= amount_cents),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE sandbox_card_refunds (
  key text PRIMARY KEY,
  refund_id text NOT NULL UNIQUE,
  charge_id text NOT NULL REFERENCES sandbox_card_charges(charge_id),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
