-- Marketplace search (docs/PRODUCT.md "Marketplace search"; docs/decisions/110-marketplace-search.md).
--
-- 1. What buyers filter IP listings by, copied onto listings so the public catalogue is searched on one
--    table: rir and country_code of the block, and reputation_score, the lowest score among the checked
--    subnets of the listing's range (NULL while none of them has been checked: a subnet nobody checked
--    carries the default 100, which must not read as a clean result). Triggers keep the copies in the
--    same transaction as the change they follow: a block's RIR or country, a subnet's score, a check
--    logged in ip_reputation_logs, or a listing's block or range.
-- 2. Partial indexes whose predicate is the public catalogue (status = 'active' AND type = 'ip' AND
--    units_free > 0): the two sort orders (newest, price per month) carry the filter columns, so a page
--    or a capped count with filters reads the index alone; rarer values (a country, a prefix size, a
--    registry, a reputation band) have their own index; location and CPU/RAM text have GIN indexes.

ALTER TABLE listings
  ADD COLUMN rir text,
  ADD COLUMN country_code text,
  ADD COLUMN reputation_score smallint;

-- The lowest score among the subnets of a range that have been checked at least once.
CREATE FUNCTION listing_reputation(p_block uuid, p_range cidr) RETURNS smallint
LANGUAGE sql STABLE AS $$
  SELECT min(s.reputation_score)::smallint
  FROM ip_subnets s
  WHERE s.ip_block_id = p_block AND s.subnet <<= p_range
    AND EXISTS (SELECT 1 FROM ip_reputation_logs g WHERE g.subnet_id = s.id)
$$;

CREATE FUNCTION fill_listing_search_fields() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.ip_block_id IS NULL THEN
    NEW.rir := NULL;
    NEW.country_code := NULL;
    NEW.reputation_score := NULL;
    RETURN NEW;
  END IF;
  SELECT b.rir, b.country_code INTO NEW.rir, NEW.country_code FROM ip_blocks b WHERE b.id = NEW.ip_block_id;
  NEW.reputation_score := CASE WHEN NEW.cidr IS NULL THEN NULL
                               ELSE listing_reputation(NEW.ip_block_id, NEW.cidr) END;
  RETURN NEW;
END $$;

CREATE FUNCTION copy_block_to_listings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE listings SET rir = NEW.rir, country_code = NEW.country_code
  WHERE ip_block_id = NEW.id AND (rir, country_code) IS DISTINCT FROM (NEW.rir, NEW.country_code);
  RETURN NULL;
END $$;

-- Listings whose range holds one of the given subnets get their score recomputed.
CREATE FUNCTION refresh_listing_reputation(p_subnets uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE listings l SET reputation_score = c.score
  FROM (SELECT touched.id, listing_reputation(touched.ip_block_id, touched.cidr) AS score
        FROM (SELECT DISTINCT l2.id, l2.ip_block_id, l2.cidr
              FROM ip_subnets s
              JOIN listings l2 ON l2.ip_block_id = s.ip_block_id AND s.subnet <<= l2.cidr
              WHERE s.id = ANY (p_subnets) AND l2.type = 'ip') AS touched) AS c
  WHERE l.id = c.id AND l.reputation_score IS DISTINCT FROM c.score
$$;

CREATE FUNCTION refresh_reputation_of_changed_subnets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_listing_reputation(ARRAY(
    SELECT n.id FROM changed_subnets n JOIN old_subnets o ON o.id = n.id
    WHERE o.reputation_score IS DISTINCT FROM n.reputation_score));
  RETURN NULL;
END $$;

CREATE FUNCTION refresh_reputation_of_checked_subnets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_listing_reputation(ARRAY(SELECT DISTINCT subnet_id FROM new_logs));
  RETURN NULL;
END $$;

UPDATE listings l SET rir = b.rir, country_code = b.country_code,
  reputation_score = CASE WHEN l.cidr IS NULL THEN NULL ELSE listing_reputation(l.ip_block_id, l.cidr) END
FROM ip_blocks b WHERE b.id = l.ip_block_id;

CREATE TRIGGER listings_search_fields BEFORE INSERT OR UPDATE OF ip_block_id, cidr ON listings
  FOR EACH ROW EXECUTE FUNCTION fill_listing_search_fields();
CREATE TRIGGER ip_blocks_listing_fields AFTER UPDATE OF rir, country_code ON ip_blocks
  FOR EACH ROW EXECUTE FUNCTION copy_block_to_listings();
CREATE TRIGGER ip_subnets_listing_reputation AFTER UPDATE ON ip_subnets
  REFERENCING OLD TABLE AS old_subnets NEW TABLE AS changed_subnets
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_reputation_of_changed_subnets();
CREATE TRIGGER ip_reputation_logs_listing_reputation AFTER INSERT ON ip_reputation_logs
  REFERENCING NEW TABLE AS new_logs
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_reputation_of_checked_subnets();

-- The public catalogue (features/marketplace/marketplace.service.ts): every WHERE below is the one the
-- marketplace query writes, so the planner can use these partial indexes.
DROP INDEX listings_public_created_idx;
DROP INDEX listings_public_price_idx;
CREATE INDEX listings_public_created_idx ON listings (created_at, id)
  INCLUDE (price_per_month_cents, unit_prefix, rir, country_code, reputation_score)
  WHERE status = 'active' AND type = 'ip' AND units_free > 0;
CREATE INDEX listings_public_month_price_idx ON listings (price_per_month_cents, id)
  INCLUDE (created_at, unit_prefix, rir, country_code, reputation_score)
  WHERE status = 'active' AND type = 'ip' AND units_free > 0;
CREATE INDEX listings_public_country_idx ON listings (country_code, created_at, id)
  WHERE status = 'active' AND type = 'ip' AND units_free > 0;
CREATE INDEX listings_public_prefix_idx ON listings (unit_prefix, created_at, id)
  WHERE status = 'active' AND type = 'ip' AND units_free > 0;
CREATE INDEX listings_public_rir_idx ON listings (rir, created_at, id)
  WHERE status = 'active' AND type = 'ip' AND units_free > 0;
CREATE INDEX listings_public_reputation_idx ON listings (reputation_score)
  WHERE status = 'active' AND type = 'ip' AND units_free > 0;
CREATE INDEX listings_public_location_idx ON listings USING gin (to_tsvector('simple', location))
  WHERE status = 'active' AND type = 'ip' AND units_free > 0;
CREATE INDEX server_packages_public_location_idx ON server_packages
  USING gin (to_tsvector('simple', location)) WHERE status = 'approved' AND stock_count > 0;
CREATE INDEX server_packages_public_specs_idx ON server_packages
  USING gin (to_tsvector('simple', cpu || ' ' || ram)) WHERE status = 'approved' AND stock_count > 0;
-- Statistics of the two text expressions, so the planner estimates a location or CPU/RAM word from
-- data instead of a fixed guess (a partial index's expression gets none): a common word then walks
-- the sort index, a rare one uses the GIN index.
CREATE STATISTICS listings_location_stats ON (to_tsvector('simple', location)) FROM listings;
CREATE STATISTICS server_packages_location_stats ON (to_tsvector('simple', location)) FROM server_packages;
CREATE STATISTICS server_packages_specs_stats ON (to_tsvector('simple', cpu || ' ' || ram)) FROM server_packages;
