-- A subnet nobody has checked reads 'not yet checked', never a clean 100/100 (docs/PRODUCT.md
-- "Marketplace search"; docs/decisions/070-trust-mfa-asns-loas-reputation.md "IP reputation").
-- ip_subnets.reputation_score (0100_catalog.sql) defaulted to 100 and so could not tell a checked 100
-- from a subnet never looked at. It is now NULL until the first check; only a check writes it, and
-- every check is a row in ip_reputation_logs (the reputation checker writes both in one transaction).

ALTER TABLE ip_subnets
  ALTER COLUMN reputation_score DROP DEFAULT,
  ALTER COLUMN reputation_score DROP NOT NULL;

-- The subnets no check ever looked at lose the default 100 they were created with; a checked subnet
-- keeps the score of its latest check. The trigger of 0820_marketplace_search.sql recomputes the
-- listings of the changed subnets (their lowest checked score does not move: it only counted
-- subnets with a logged check).
UPDATE ip_subnets s SET reputation_score = NULL
WHERE s.reputation_score IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM ip_reputation_logs g WHERE g.subnet_id = s.id);

-- listing_reputation (0820) keeps counting only subnets with a logged check: min() skips a NULL
-- score, and a score written without a check (copied data, a hand edit) still does not pass for a
-- checked one.
