-- Claims to address space (docs/PRODUCT.md "Inventory"). A pending claim no longer locks a range:
-- two users' pending claims may overlap and wait for review side by side, so a stranger's claim with
-- any PDF cannot lock the real holder out. Only approved blocks exclude each other; approving one
-- claim rejects the others that overlap it (features/admin-approvals). A user's own overlapping claims
-- are refused by the submission under a per-user lock.
ALTER TABLE ip_blocks DROP CONSTRAINT ip_blocks_no_overlap;
ALTER TABLE ip_blocks ADD CONSTRAINT ip_blocks_no_overlap
  EXCLUDE USING gist (cidr inet_ops WITH &&) WHERE (status IN ('approved', 'active'));
CREATE INDEX ip_blocks_open_claims_idx ON ip_blocks USING gist (cidr inet_ops) WHERE status <> 'rejected';
