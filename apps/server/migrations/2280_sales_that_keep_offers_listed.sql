-- A sale that leaves every offer it narrowed in the catalogue says so, so the instances keep the
-- catalogue's totals (docs/decisions/314-totals-kept-while-offers-stay-listed.md). A total counts
-- which offers are listed and what its filters read of them; a narrowing change (migration 2120)
-- never changes what a filter reads, so it moves a total only when an offer leaves: a listing's free
-- units or a package's stock reaching 0, or a bundle's subnet leaving 'available'.
--
-- The payload is then 'catalogue:listed,<id>,<id>…'. The word rides in the list of ids so that an
-- instance that does not know it reads one more id, names no offer, and drops as much as before.

CREATE FUNCTION notify_catalogue_offers(narrowing boolean, offer_ids text, all_still_listed boolean)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF narrowing IS NULL OR (narrowing AND offer_ids IS NULL) THEN
    RETURN; -- no row changed what the catalogue reads
  ELSIF narrowing AND all_still_listed AND length(offer_ids) <= 7000 THEN
    PERFORM pg_notify('netlease_events', 'catalogue:listed,' || offer_ids);
  ELSIF narrowing AND length(offer_ids) <= 7000 THEN
    PERFORM pg_notify('netlease_events', 'catalogue:' || offer_ids);
  ELSE
    PERFORM pg_notify('netlease_events', 'catalogue');
  END IF;
END $$;

-- The argument names the column a sale lowers (units_free, stock_count); an offer stays listed while
-- it is above 0 (the catalogue's own conditions of migrations 0700 and 0800 are unchanged by a
-- narrowing change: it changes that column alone).
CREATE OR REPLACE FUNCTION notify_offers_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  amount text := TG_ARGV[0];
  narrowing boolean;
  offer_ids text;
  all_still_listed boolean;
BEGIN
  SELECT bool_and((to_jsonb(n) ->> amount)::integer <= (to_jsonb(o) ->> amount)::integer
                  AND to_jsonb(n) - amount - 'updated_at' = to_jsonb(o) - amount - 'updated_at'),
         string_agg(n.id::text, ',') FILTER (WHERE to_jsonb(n) - 'updated_at' <> to_jsonb(o) - 'updated_at'),
         coalesce(bool_and((to_jsonb(n) ->> amount)::integer > 0)
           FILTER (WHERE to_jsonb(n) - 'updated_at' <> to_jsonb(o) - 'updated_at'), true)
    INTO narrowing, offer_ids, all_still_listed
    FROM old_rows o JOIN new_rows n ON n.id = o.id;
  PERFORM notify_catalogue_offers(narrowing, offer_ids, all_still_listed);
  RETURN NULL;
END $$;

-- A subnet leaving 'available' can take a bundle holding it out of the catalogue: never still listed.
CREATE OR REPLACE FUNCTION notify_ip_subnets_updated() RETURNS trigger LANGUAGE plpgsql AS $$
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
  PERFORM notify_catalogue_offers(narrowing, offer_ids, false);
  RETURN NULL;
END $$;

DROP FUNCTION notify_catalogue_offers(boolean, text);
