-- Multi-factor sign-in (docs/PRODUCT.md "Multi-factor sign-in"). users.mfa_enabled (0001) stays the
-- flag the sign-in reads; the factor itself lives here and is never sent to a browser after enrollment.

CREATE TABLE user_mfa_factors (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  -- Base32 TOTP secret. Only the server reads it; the enroll answer is the one time it leaves.
  secret text NOT NULL,
  status text NOT NULL CHECK (status IN ('enrolling', 'enabled')),
  -- The last accepted TOTP time-step: a code at or before it is refused, so each code works once.
  last_used_step bigint,
  enabled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One-time recovery codes, stored as SHA-256 hashes (the codes are random, 50 bits each).
CREATE TABLE mfa_recovery_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT mfa_recovery_codes_user_code_key UNIQUE (user_id, code_hash)
);
