-- Personal API tokens (docs/decisions/190-api-tokens.md, docs/PRODUCT.md "Programmatic access").
-- A token is 'nlt_' + 32 random bytes (base64url). Only its SHA-256 is kept, with the first characters
-- (token_prefix) for the owner's list; the whole token is shown once, when it is created.

CREATE TABLE api_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
  scope text NOT NULL CHECK (scope IN ('read', 'trade')),
  token_hash text NOT NULL UNIQUE,
  token_prefix text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- NULL: valid until revoked.
  expires_at timestamptz,
  -- Written at most once a minute per token.
  last_used_at timestamptz,
  -- A revoked token stays for the audit trail, and is never accepted again.
  revoked_at timestamptz,
  CONSTRAINT api_tokens_expiry_after_creation CHECK (expires_at IS NULL OR expires_at > created_at)
);

-- The owner's list of live tokens (and the per-user limit count).
CREATE INDEX api_tokens_user_live_idx ON api_tokens (user_id, created_at DESC) WHERE revoked_at IS NULL;
