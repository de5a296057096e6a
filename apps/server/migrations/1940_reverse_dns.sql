-- Reverse DNS delegation of a leased range (docs/PRODUCT.md "Delivering a lease", "Reverse DNS"):
-- the buyer of an IP order asks the seller to delegate the range's reverse zones to two to four name
-- servers; the seller marks the request done or declines it with a reason, or the buyer withdraws it.
-- The prefix and its zones are copied from the lease when the request is made, so a request keeps
-- saying what was asked whatever happens to the lease afterwards.
CREATE TABLE reverse_dns_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES orders(id),
  buyer_id uuid NOT NULL REFERENCES users(id),
  seller_id uuid NOT NULL REFERENCES users(id),
  prefix cidr NOT NULL,
  zones text[] NOT NULL CHECK (cardinality(zones) >= 1),
  -- Host names as the shared check leaves them: lower-case, without the root's trailing dot.
  name_servers text[] NOT NULL CHECK (cardinality(name_servers) BETWEEN 2 AND 4),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'done', 'declined', 'withdrawn')),
  decline_reason text CHECK (char_length(decline_reason) <= 1000),
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  decided_by uuid REFERENCES users(id),
  -- A declined request always tells the buyer why, and only a declined one has a reason.
  CONSTRAINT reverse_dns_requests_reason_when_declined
    CHECK ((status = 'declined') = (char_length(btrim(coalesce(decline_reason, ''))) > 0)),
  -- An open request has no decision yet; every other one says when and by whom.
  CONSTRAINT reverse_dns_requests_decided_when_closed
    CHECK ((status = 'open') = (decided_at IS NULL) AND (decided_at IS NULL) = (decided_by IS NULL))
);

-- One open request per order: two requests racing each other yield one.
CREATE UNIQUE INDEX reverse_dns_requests_one_open_per_order ON reverse_dns_requests (order_id)
  WHERE status = 'open';
-- An order's requests, newest first (the lease page).
CREATE INDEX reverse_dns_requests_order_created_idx ON reverse_dns_requests (order_id, created_at DESC);
