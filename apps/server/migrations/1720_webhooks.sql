-- Webhooks (docs/decisions/197-webhooks.md): endpoints a user registers, and one delivery row per
-- event and endpoint, written in the transaction of the change it announces (an outbox) and sent by
-- the deliver-webhooks job with retries.
CREATE TABLE webhook_endpoints (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  url text NOT NULL CHECK (char_length(url) BETWEEN 8 AND 2000),
  events text[] NOT NULL CHECK (cardinality(events) > 0),
  -- Kept readable: the server signs with it (HMAC); it is shown to the user once, at creation.
  secret text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_endpoints_user_idx ON webhook_endpoints (user_id, created_at);

CREATE TABLE webhook_deliveries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  endpoint_id uuid NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  event text NOT NULL,
  -- The same event sent to several endpoints of a user shares one event id.
  event_id uuid NOT NULL,
  payload jsonb NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  max_attempts integer NOT NULL CHECK (max_attempts > 0),
  -- Due time of the next attempt (NULL: due at once); while an instance sends, it is pushed past the
  -- send timeout so no other instance takes it.
  next_attempt_at timestamptz,
  last_status_code integer,
  last_error text,
  last_attempt_at timestamptz,
  delivered_at timestamptz,
  -- Events found by scanning (lease.ending) are enqueued once per endpoint and subject.
  dedupe_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT webhook_deliveries_only_pending_is_due CHECK (status = 'pending' OR next_attempt_at IS NULL)
);
CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at NULLS FIRST, created_at) WHERE status = 'pending';
CREATE INDEX webhook_deliveries_user_idx ON webhook_deliveries (user_id, created_at DESC);
CREATE UNIQUE INDEX webhook_deliveries_dedupe_idx ON webhook_deliveries (endpoint_id, dedupe_key)
  WHERE dedupe_key IS NOT NULL;
