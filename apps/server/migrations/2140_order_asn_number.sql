-- The AS number an order names is kept on the order itself, beside the ASN record it came from
-- (docs/PRODUCT.md "Delivering a lease"; docs/decisions/266): orders are commerce's, ASN records the
-- trust domain's, and commerce reads no table of a domain above it. An approved ASN's number never
-- changes, so the copy cannot drift; the trust domain writes both whenever a buyer names an ASN.

ALTER TABLE orders ADD COLUMN asn_number bigint;

UPDATE orders o SET asn_number = a.asn_number FROM asn_records a WHERE a.id = o.asn_id;

-- Deleting an ASN record sets orders.asn_id to null (0530_loas.sql); the number stays what the order
-- named, as its invoice printed it. So a number without a record is allowed, a record without its
-- number is not.
ALTER TABLE orders ADD CONSTRAINT orders_asn_number_named CHECK (asn_id IS NULL OR asn_number IS NOT NULL);
