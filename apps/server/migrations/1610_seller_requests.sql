-- Becoming a seller (docs/decisions/170-becoming-a-seller.md): a verified leaser asks, an admin
-- approves (users.role becomes 'monetizer' in the same transaction) or rejects with a reason.
CREATE TABLE seller_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  company_name text NOT NULL CHECK (char_length(company_name) BETWEEN 2 AND 200),
  offering text NOT NULL CHECK (offering IN ('ip_blocks', 'servers', 'both')),
  description text NOT NULL CHECK (char_length(description) BETWEEN 10 AND 2000),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  reviewed_by uuid REFERENCES users(id) ON DELETE SET NULL,
  reviewed_at timestamptz,
  rejection_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- A rejection always tells the user why; a pending request has no review yet.
  CONSTRAINT seller_requests_rejection_has_reason
    CHECK (status <> 'rejected' OR char_length(btrim(coalesce(rejection_reason, ''))) > 0),
  CONSTRAINT seller_requests_reviewed_when_decided
    CHECK ((status = 'pending') = (reviewed_at IS NULL))
);

-- One request waiting per user: two submissions racing each other yield one request.
CREATE UNIQUE INDEX seller_requests_one_pending_per_user ON seller_requests (user_id) WHERE status = 'pending';
-- The user's latest request, and the admins' queue (oldest first).
CREATE INDEX seller_requests_user_created_idx ON seller_requests (user_id, created_at DESC);
CREATE INDEX seller_requests_pending_created_idx ON seller_requests (created_at) WHERE status = 'pending';
