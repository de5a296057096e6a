-- IP reputation (docs/PRODUCT.md "IP reputation": logs and score bands). The current
-- score lives on ip_subnets.reputation_score (0100_catalog.sql); every check is logged here.

CREATE TABLE ip_reputation_logs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  subnet_id uuid NOT NULL REFERENCES ip_subnets(id) ON DELETE CASCADE,
  -- The lease running when the check ran, if any: whom the score concerned besides the owner.
  order_id uuid REFERENCES orders(id) ON DELETE SET NULL,
  score smallint NOT NULL CHECK (score BETWEEN 0 AND 100),
  -- The blocklist zones that listed an address of the subnet.
  listed_on text[] NOT NULL DEFAULT '{}',
  checked_at timestamptz NOT NULL
);
CREATE INDEX ip_reputation_logs_subnet_checked_idx ON ip_reputation_logs (subnet_id, checked_at DESC);
CREATE INDEX ip_reputation_logs_checked_idx ON ip_reputation_logs (checked_at DESC);

-- When each subnet is next due. The checker claims due rows with FOR UPDATE SKIP LOCKED and pushes
-- next_check_at ahead before the (slow) DNS lookups, so instances never check one subnet twice and a
-- crashed run is retried once its claim lapses. Subnets without a row yet are due.
CREATE TABLE ip_reputation_schedule (
  subnet_id uuid PRIMARY KEY REFERENCES ip_subnets(id) ON DELETE CASCADE,
  next_check_at timestamptz NOT NULL,
  last_checked_at timestamptz
);
CREATE INDEX ip_reputation_schedule_due_idx ON ip_reputation_schedule (next_check_at);
