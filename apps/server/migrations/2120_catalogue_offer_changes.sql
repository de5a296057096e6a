-- Tells the server instances WHICH offers a sale changed, so a sale no longer empties the whole
-- catalogue cache (docs/decisions/271-catalogue-changes-by-offer.md; migration 1810 sent one word for
-- every change).
--
-- A change is "narrowing" when it can only take offers out of the catalogue or lower what their
-- cards show, never bring one in or move one: a listing whose free units went down with nothing
-- else changed, a server package whose stock went down with nothing else changed, subnets of
-- bundles that stopped being available. Then the payload is 'catalogue:<id>,<id>…' naming those
-- offers: only the cached answers that read one of them can be stale (the pages that read them, and
-- every total). Anything else (a new or edited offer, units freed, a price, a reputation) still sends
-- 'catalogue', which drops everything. A list too long for one notification falls back to the word.

CREATE FUNCTION notify_catalogue_offers(narrowing boolean, offer_ids text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF narrowing IS NULL OR (narrowing AND offer_ids IS NULL) THEN
    RETURN; -- no row changed what the catalogue reads
  ELSIF narrowing AND length(offer_ids) <= 7000 THEN
    PERFORM pg_notify('netlease_events', 'catalogue:' || offer_ids);
  ELSE
    PERFORM pg_notify('netlease_events', 'catalogue');
  END IF;
END $$;

-- One function for listings and server packages: its argument names the column a sale lowers
-- (units_free, stock_count).
CREATE FUNCTION notify_offers_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  amount text := TG_ARGV[0];
  narrowing boolean;
  offer_ids text;
BEGIN
  SELECT bool_and((to_jsonb(n) ->> amount)::integer <= (to_jsonb(o) ->> amount)::integer
                  AND to_jsonb(n) - amount - 'updated_at' = to_jsonb(o) - amount - 'updated_at'),
         string_agg(n.id::text, ',') FILTER (WHERE to_jsonb(n) - 'updated_at' <> to_jsonb(o) - 'updated_at')
    INTO narrowing, offer_ids
    FROM old_rows o JOIN new_rows n ON n.id = o.id;
  PERFORM notify_catalogue_offers(narrowing, offer_ids);
  RETURN NULL;
END $$;

-- A subnet's status decides whether a bundle holding it can be bought; what a listing shows of it
-- (its free units) reaches listings through their own update and trigger. Other columns of
-- ip_subnets (reputation checks) change nothing here.
CREATE FUNCTION notify_ip_subnets_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  narrowing boolean;
  offer_ids text;
BEGIN
  SELECT bool_and(o.status = 'available' AND n.status <> 'available')
    INTO narrowing
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE n.status IS DISTINCT FROM o.status;
  IF narrowing IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT string_agg(DISTINCT x.server_package_id::text, ',')
    INTO offer_ids
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    JOIN bundle_subnets x ON x.ip_subnet_id = n.id
    WHERE n.status IS DISTINCT FROM o.status;
  PERFORM notify_catalogue_offers(narrowing, offer_ids);
  RETURN NULL;
END $$;

-- Updates get the triggers that compare rows (a trigger with transition tables handles one event
-- and no column list); inserts, deletes and truncates keep notifying 'catalogue'.
DROP TRIGGER listings_catalogue_changed ON listings;
CREATE TRIGGER listings_catalogue_changed AFTER INSERT OR DELETE OR TRUNCATE ON listings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
CREATE TRIGGER listings_catalogue_updated AFTER UPDATE ON listings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_offers_updated('units_free');

DROP TRIGGER server_packages_catalogue_changed ON server_packages;
CREATE TRIGGER server_packages_catalogue_changed AFTER INSERT OR DELETE OR TRUNCATE ON server_packages
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
CREATE TRIGGER server_packages_catalogue_updated AFTER UPDATE ON server_packages
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_offers_updated('stock_count');

DROP TRIGGER ip_subnets_catalogue_changed ON ip_subnets;
CREATE TRIGGER ip_subnets_catalogue_changed AFTER INSERT OR DELETE ON ip_subnets
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
CREATE TRIGGER ip_subnets_catalogue_updated AFTER UPDATE ON ip_subnets
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_ip_subnets_updated();
