-- Tells every server instance when the public catalogue may have changed (docs/decisions/205-catalogue-cache.md).
--
-- Each instance keeps the anonymous answers of GET /api/marketplace and /api/marketplace/count in
-- memory and must drop them as soon as anything that decides what the catalogue shows is committed:
-- the listings, the server packages, the subnets of bundles (their status decides whether a bundle can
-- be bought) and the offer holds (an address search finds bundles through them). One statement-level
-- trigger per table sends a NOTIFY on the channel the live events already use, so the instances'
-- existing LISTEN connection receives it. PostgreSQL sends it at commit, and folds identical payloads
-- of one transaction into one: a checkout touching many rows costs one notification.

CREATE FUNCTION notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('netlease_events', 'catalogue');
  RETURN NULL;
END $$;

CREATE TRIGGER listings_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON listings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
CREATE TRIGGER server_packages_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON server_packages
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
CREATE TRIGGER bundle_subnets_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bundle_subnets
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
CREATE TRIGGER offer_holds_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON offer_holds
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
-- Only a subnet's status matters (a bundle with a leased subnet cannot be bought); reputation checks
-- update other columns of ip_subnets all day and reach listings through their own trigger.
CREATE TRIGGER ip_subnets_catalogue_changed AFTER UPDATE OF status OR INSERT OR DELETE ON ip_subnets
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
