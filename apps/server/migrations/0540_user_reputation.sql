-- User reputation (docs/PRODUCT.md "User reputation": scores, ratings, penalties).
-- user_reputation itself is computed on read (average rating, orders, disputes lost, penalties).

-- Each party rates the other once per order (user_ratings is created by 0001_foundation.sql).
CREATE UNIQUE INDEX user_ratings_order_rater_key ON user_ratings (order_id, rated_by_user_id);

CREATE TABLE penalties (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id),
  type text NOT NULL CHECK (type IN ('warning', 'fine', 'suspension', 'dispute_lost')),
  -- Cents taken from the user's wallet through the ledger (0 = no money moved).
  amount bigint NOT NULL DEFAULT 0 CHECK (amount >= 0),
  reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 1000),
  order_id uuid REFERENCES orders(id),
  applied_by uuid REFERENCES users(id) ON DELETE SET NULL,
  journal_id uuid REFERENCES ledger_journals(id),
  applied_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT penalties_fine_amount CHECK (type <> 'fine' OR amount > 0),
  CONSTRAINT penalties_money_journal CHECK ((amount > 0) = (journal_id IS NOT NULL))
);
CREATE INDEX penalties_user_applied_idx ON penalties (user_id, applied_at DESC);
CREATE INDEX penalties_applied_idx ON penalties (applied_at DESC);
