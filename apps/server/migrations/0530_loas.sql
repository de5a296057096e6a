-- Letters of authorization (docs/PRODUCT.md "ASNs and LOAs"). Files are
-- private (storage keys, served to the order's two parties and admins only).

-- Orders for IP space name the buyer's ASN (orders.asn_id, created by 0200_money.sql).
ALTER TABLE orders
  ADD CONSTRAINT orders_asn_id_fkey FOREIGN KEY (asn_id) REFERENCES asn_records(id) ON DELETE SET NULL;

CREATE TABLE loa_records (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES orders(id),
  monetizer_id uuid NOT NULL REFERENCES users(id),
  buyer_id uuid NOT NULL REFERENCES users(id),
  asn_id uuid REFERENCES asn_records(id) ON DELETE SET NULL,
  ip_block_id uuid REFERENCES ip_blocks(id),
  -- The leased prefix the letter covers (from order_ip_leases), kept as issued.
  prefix cidr,
  source text NOT NULL CHECK (source IN ('upload', 'generated')),
  file_key text NOT NULL,
  -- Only generated letters carry a code; it is what the public verification page looks up.
  verification_code text UNIQUE,
  valid_from timestamptz,
  valid_until timestamptz,
  issued_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT loa_records_generated_code CHECK ((source = 'generated') = (verification_code IS NOT NULL))
);
-- One letter in force per order: a second upload or generation for the same order is refused.
CREATE UNIQUE INDEX loa_records_order_key ON loa_records (order_id) WHERE status <> 'rejected';
CREATE INDEX loa_records_monetizer_created_idx ON loa_records (monetizer_id, created_at DESC);
CREATE INDEX loa_records_buyer_idx ON loa_records (buyer_id);
CREATE INDEX loa_records_created_idx ON loa_records (created_at DESC);
