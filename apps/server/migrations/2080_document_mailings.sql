-- Each invoice and credit note is mailed once to its buyer's account email and billing email
-- (docs/PRODUCT.md "Invoices"): the job records what it sent here, in the transaction that holds the
-- document's row lock, so two instances never mail one twice. Documents from before 2070 are not mailed.
CREATE TABLE document_mailings (
  document_id uuid PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('invoice', 'credit_note')),
  mailed_at timestamptz NOT NULL
);
