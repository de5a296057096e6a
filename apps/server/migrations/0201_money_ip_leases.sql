-- IP leases of orders (docs/PRODUCT.md "Orders"), on the catalog's ip_blocks/ip_subnets (0100_catalog.sql).
-- A leased range is one row: the CIDR that was leased and the term it is leased for. The exclusion
-- constraint refuses two active leases whose ranges overlap in both address space and time
-- (DESIGN.md "Inventory": a subnet cannot be leased to two orders whose terms overlap).
CREATE TABLE order_ip_leases (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES orders(id),
  ip_block_id uuid NOT NULL REFERENCES ip_blocks(id),
  cidr cidr NOT NULL,
  subnet_ids uuid[] NOT NULL,
  term tstzrange NOT NULL CHECK (NOT isempty(term)),
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT order_ip_leases_no_overlap EXCLUDE USING gist (cidr inet_ops WITH &&, term WITH &&)
    WHERE (is_active)
);
CREATE INDEX order_ip_leases_order_idx ON order_ip_leases (order_id);
CREATE INDEX order_ip_leases_block_idx ON order_ip_leases (ip_block_id);
