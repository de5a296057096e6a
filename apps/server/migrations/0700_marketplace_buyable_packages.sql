-- The marketplace shows a server package only while it can be bought: approved, in stock, and for a
-- bundle only while every subnet is free (features/marketplace/marketplace.service.ts). The public
-- indexes take the stock rule into their predicate and carry is_bundle, so paging and counting stay
-- index-only scans; the bundle rule is one hashed subplan over bundle_subnets per query.
DROP INDEX server_packages_public_created_idx;
DROP INDEX server_packages_public_price_idx;
CREATE INDEX server_packages_public_created_idx ON server_packages (created_at, id) INCLUDE (is_bundle)
  WHERE status = 'approved' AND stock_count > 0;
CREATE INDEX server_packages_public_price_idx ON server_packages (price_cents, id) INCLUDE (is_bundle)
  WHERE status = 'approved' AND stock_count > 0;
