-- A series's first number continues after the highest number issued by any issuer (docs/decisions/290,
-- docs/PRODUCT.md "Invoices", numbers). The numbers are unique per issuer, so no index led
-- with the number alone and every checkout read the whole invoices table to find the highest
-- (PostgreSQL computes the insert's value before it meets the existing series row). With these
-- indexes the highest number is one step down an index.
CREATE INDEX invoices_invoice_number_idx ON invoices (invoice_number);
CREATE INDEX credit_notes_credit_note_number_idx ON credit_notes (credit_note_number);
