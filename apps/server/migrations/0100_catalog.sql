-- Catalog and seller inventory: IP blocks and their subnets, server packages, listings.
-- Money is integer cents. Marketplace visibility (docs/PRODUCT.md "Marketplace search"): listings
-- with status 'active' and type 'ip', server packages with status 'approved'; the partial indexes
-- below match those predicates.

CREATE TABLE ip_blocks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
  cidr cidr NOT NULL,
  rir text NOT NULL CHECK (rir IN ('ripe', 'arin', 'apnic', 'afrinic', 'lacnic', 'other')),
  country_code text CHECK (country_code ~ '^[A-Z]{2}$'),
  loa_file_key text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'active')),
  approved_by uuid REFERENCES users(id) ON DELETE SET NULL,
  approved_at timestamptz,
  rejection_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- One owner per address (DESIGN.md "Inventory"): no two blocks that are not rejected may overlap.
  -- Violations raise SQLSTATE 23P01, which the API answers with a 409 'already registered'.
  CONSTRAINT ip_blocks_no_overlap EXCLUDE USING gist (cidr inet_ops WITH &&) WHERE (status <> 'rejected')
);
CREATE INDEX ip_blocks_user_created_idx ON ip_blocks (user_id, created_at DESC);
CREATE INDEX ip_blocks_pending_idx ON ip_blocks (created_at) WHERE status = 'pending';

CREATE TABLE ip_subnets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  ip_block_id uuid NOT NULL REFERENCES ip_blocks(id) ON DELETE CASCADE,
  subnet cidr NOT NULL,
  reputation_score smallint NOT NULL DEFAULT 100 CHECK (reputation_score BETWEEN 0 AND 100),
  status text NOT NULL DEFAULT 'available' CHECK (status IN ('available', 'leased', 'suspended', 'review')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ip_subnets_block_subnet_idx ON ip_subnets (ip_block_id, subnet);

CREATE TABLE server_packages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
  name text NOT NULL,
  description text NOT NULL,
  location text NOT NULL,
  cpu text NOT NULL,
  ram text NOT NULL,
  storage text NOT NULL,
  bandwidth text NOT NULL,
  price_cents bigint NOT NULL CHECK (price_cents > 0),
  stock_count integer NOT NULL DEFAULT 1 CHECK (stock_count >= 0),
  is_bundle boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'approved', 'rejected', 'active', 'suspended')),
  approved_by uuid REFERENCES users(id) ON DELETE SET NULL,
  approved_at timestamptz,
  rejection_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  search_vector tsvector GENERATED ALWAYS AS (
    to_tsvector('english', name || ' ' || description || ' ' || location || ' ' || cpu || ' ' || ram || ' ' || storage)
  ) STORED
);
CREATE INDEX server_packages_user_created_idx ON server_packages (user_id, created_at DESC);
CREATE INDEX server_packages_pending_idx ON server_packages (created_at) WHERE status = 'pending';
CREATE INDEX server_packages_public_created_idx ON server_packages (created_at, id) WHERE status = 'approved';
CREATE INDEX server_packages_public_price_idx ON server_packages (price_cents, id) WHERE status = 'approved';
CREATE INDEX server_packages_public_search_idx ON server_packages USING gin (search_vector)
  WHERE status = 'approved';

CREATE TABLE listings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
  type text NOT NULL CHECK (type IN ('ip', 'server')),
  -- An IP listing is backed by one of its seller's approved blocks (DESIGN.md "Inventory").
  ip_block_id uuid REFERENCES ip_blocks(id) ON DELETE RESTRICT,
  title text NOT NULL,
  description text NOT NULL,
  location text NOT NULL,
  price_cents bigint NOT NULL CHECK (price_cents > 0),
  period text NOT NULL DEFAULT 'month' CHECK (period IN ('month', 'quarter', 'year')),
  subnet text CHECK (subnet IN ('/24', '/23', '/22', '/21', '/20', '/19', '/18')),
  ip_count integer CHECK (ip_count > 0),
  specs text,
  features text[] NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'active', 'rejected', 'suspended')),
  approved_by uuid REFERENCES users(id) ON DELETE SET NULL,
  approved_at timestamptz,
  rejection_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  search_vector tsvector GENERATED ALWAYS AS (
    to_tsvector('english', title || ' ' || description || ' ' || location)
  ) STORED,
  CONSTRAINT listings_ip_block_check CHECK (type <> 'ip' OR ip_block_id IS NOT NULL)
);
CREATE INDEX listings_user_created_idx ON listings (user_id, created_at DESC);
CREATE INDEX listings_ip_block_idx ON listings (ip_block_id);
CREATE INDEX listings_pending_idx ON listings (created_at) WHERE status = 'pending';
CREATE INDEX listings_public_created_idx ON listings (created_at, id) WHERE status = 'active' AND type = 'ip';
CREATE INDEX listings_public_price_idx ON listings (price_cents, id) WHERE status = 'active' AND type = 'ip';
CREATE INDEX listings_public_search_idx ON listings USING gin (search_vector)
  WHERE status = 'active' AND type = 'ip';
