-- ASN records (docs/PRODUCT.md "ASNs and LOAs", "Admin panel").
CREATE TABLE asn_records (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
  -- 32-bit AS numbers (RFC 6793) do not fit an integer column.
  asn_number bigint NOT NULL CHECK (asn_number BETWEEN 1 AND 4294967295),
  organization text NOT NULL CHECK (length(organization) BETWEEN 1 AND 200),
  rir text NOT NULL CHECK (rir IN ('ARIN', 'RIPE', 'APNIC', 'AFRINIC', 'LACNIC')),
  country text CHECK (country ~ '^[A-Z]{2}$'),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  reviewed_by uuid REFERENCES users(id) ON DELETE SET NULL,
  reviewed_at timestamptz,
  rejection_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- One holder per ASN on the platform: a rejected claim frees the number for its real holder.
CREATE UNIQUE INDEX asn_records_number_key ON asn_records (asn_number) WHERE status <> 'rejected';
CREATE INDEX asn_records_user_created_idx ON asn_records (user_id, created_at DESC);
CREATE INDEX asn_records_pending_idx ON asn_records (created_at) WHERE status = 'pending';
