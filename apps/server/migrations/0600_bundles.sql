-- Server + IP bundles (docs/PRODUCT.md "Server packages and bundles").
-- A bundle is a server package with is_bundle set and subnets of its owner's approved blocks attached.
-- The primary key on ip_subnet_id keeps a subnet in at most one bundle; that the subnet belongs to the
-- package's owner, to an approved block and is not leased is checked under row locks by the service.
-- Leasing a bundle writes order_ip_leases rows (0201), whose exclusion constraint refuses a double lease.
CREATE TABLE bundle_subnets (
  ip_subnet_id uuid PRIMARY KEY REFERENCES ip_subnets(id) ON DELETE CASCADE,
  server_package_id uuid NOT NULL REFERENCES server_packages(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bundle_subnets_package_idx ON bundle_subnets (server_package_id);
