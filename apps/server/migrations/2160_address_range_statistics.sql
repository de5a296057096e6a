-- A finer histogram of listings.cidr (docs/decisions/276). The planner estimates how many listings an
-- address search (cidr && range) matches from this column's histogram; with the default 100 buckets a
-- bucket spans 1 % of the listings, so at a million listings a /17 of 114 listings was estimated at
-- 2,247, and sorted by price the planner walked the price index hoping to meet 25 of them soon
-- (233,760 rows read, 0.8 s) instead of fetching the 114 by the SP-GiST index and sorting them
-- (0.3 ms). 1,000 buckets keep the estimate within a few times of the truth up to ten million
-- listings; ANALYZE samples 300,000 rows for it.
ALTER TABLE listings ALTER COLUMN cidr SET STATISTICS 1000;
