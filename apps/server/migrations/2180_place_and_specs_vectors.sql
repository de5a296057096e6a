-- The location and CPU/RAM filters match stored word lists instead of an expression
-- (docs/decisions/289). PostgreSQL prices a row's expression at a hundred times a column, so a
-- count by a common place ('amsterdam') never walked the table and stopped at its cap: it built the
-- GIN bitmap of every match first, which grew with the catalogue. A stored column is priced as a
-- column and has statistics of its own, so a common place now walks and a rare one takes the index.
ALTER TABLE listings
  ADD COLUMN location_vector tsvector GENERATED ALWAYS AS (to_tsvector('simple', location)) STORED;
ALTER TABLE server_packages
  ADD COLUMN location_vector tsvector GENERATED ALWAYS AS (to_tsvector('simple', location)) STORED,
  ADD COLUMN specs_vector tsvector GENERATED ALWAYS AS (to_tsvector('simple', cpu || ' ' || ram)) STORED;

DROP INDEX listings_public_location_idx;
DROP INDEX server_packages_public_location_idx;
DROP INDEX server_packages_public_specs_idx;
DROP STATISTICS listings_location_stats;
DROP STATISTICS server_packages_location_stats;
DROP STATISTICS server_packages_specs_stats;

CREATE INDEX listings_public_location_idx ON listings USING gin (location_vector)
  WHERE status = 'active' AND type = 'ip' AND units_free > 0;
CREATE INDEX server_packages_public_location_idx ON server_packages USING gin (location_vector)
  WHERE status = 'approved' AND stock_count > 0;
CREATE INDEX server_packages_public_specs_idx ON server_packages USING gin (specs_vector)
  WHERE status = 'approved' AND stock_count > 0;
