-- Address ranges of the catalogue indexed by SP-GiST instead of GiST (docs/decisions/276).
--
-- GiST's inet_ops keeps, per page, only the prefix its addresses share, so ranges added in address
-- order (a seller's block after block, a listing after listing) leave pages whose keys overlap: a
-- lookup for one range reads dozens of pages and more as the table grows, and every insert runs one
-- such lookup for its exclusion constraint. SP-GiST's inet_ops is a radix tree on the address bits:
-- a lookup follows the prefix and reads a handful of pages at any size. Both answer && and <<=, and an
-- exclusion constraint may use either; names stay as they were, since db-errors.ts and take_offer_hold
-- (0800_offer_holds.sql) name offer_holds_no_overlap.
--
-- Left on GiST: exclusion constraints over two columns (order_ip_leases, checkout_holds: SP-GiST
-- indexes one column), rpki_vrps and abuse_reports (not the catalogue).

ALTER TABLE ip_blocks DROP CONSTRAINT ip_blocks_no_overlap;
ALTER TABLE ip_blocks ADD CONSTRAINT ip_blocks_no_overlap
  EXCLUDE USING spgist (cidr inet_ops WITH &&) WHERE (status IN ('approved', 'active'));
DROP INDEX ip_blocks_open_claims_idx;
CREATE INDEX ip_blocks_open_claims_idx ON ip_blocks USING spgist (cidr inet_ops) WHERE status <> 'rejected';

ALTER TABLE offer_holds DROP CONSTRAINT offer_holds_no_overlap;
ALTER TABLE offer_holds ADD CONSTRAINT offer_holds_no_overlap EXCLUDE USING spgist (cidr inet_ops WITH &&);

DROP INDEX listings_cidr_idx;
CREATE INDEX listings_cidr_idx ON listings USING spgist (cidr inet_ops);
