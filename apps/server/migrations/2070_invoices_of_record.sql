-- Invoices as documents of record, tax and credit notes (docs/PRODUCT.md "Invoices",
-- docs/decisions/261-invoices-and-tax.md).

-- The tax collected on charges is owed to the tax authorities: its own platform account.
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check CHECK (kind IN ('wallet_available',
  'wallet_on_hold', 'platform_fees', 'gateway_clearing', 'payouts_clearing', 'tax_payable'));
INSERT INTO ledger_accounts (code, kind) VALUES ('platform:tax_payable', 'tax_payable');
-- The buyer's wallet history names the VAT of a charge as its own row.
ALTER TABLE transactions DROP CONSTRAINT transactions_type_check;
ALTER TABLE transactions ADD CONSTRAINT transactions_type_check CHECK (type IN ('deposit', 'escrow_release',
  'escrow_refund', 'withdrawal', 'escrow_lock', 'fee', 'payout', 'tax'));

-- Numbers are sequential without gaps per issuer and kind: the next one is taken from this row in the
-- transaction of the charge (or refund) it documents, so a rolled-back charge takes none.
CREATE TABLE document_number_series (
  issuer_key text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('invoice', 'credit_note')),
  last_number bigint NOT NULL CHECK (last_number > 0),
  PRIMARY KEY (issuer_key, kind)
);

-- Invoices issued before this carry no issuer (''), no tax and no document: they print as before.
ALTER TABLE invoices
  ADD COLUMN issuer_key text NOT NULL DEFAULT '',
  ADD COLUMN tax bigint NOT NULL DEFAULT 0 CHECK (tax >= 0),
  ADD COLUMN document jsonb;
ALTER TABLE invoices ALTER COLUMN invoice_number DROP DEFAULT;
ALTER TABLE invoices DROP CONSTRAINT invoices_invoice_number_key;
ALTER TABLE invoices ADD CONSTRAINT invoices_issuer_number_key UNIQUE (issuer_key, invoice_number);
ALTER TABLE invoices DROP CONSTRAINT invoices_total;
ALTER TABLE invoices ADD CONSTRAINT invoices_total CHECK (amount = subtotal + fee + tax);
DROP SEQUENCE invoice_number_seq;

-- A refund credits what it gives back, with its own number; the invoice itself never changes.
CREATE TABLE credit_notes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  issuer_key text NOT NULL,
  credit_note_number bigint NOT NULL,
  invoice_id uuid NOT NULL REFERENCES invoices(id),
  user_id uuid NOT NULL REFERENCES users(id),
  order_id uuid REFERENCES orders(id),
  reason text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 500),
  net bigint NOT NULL CHECK (net >= 0),
  tax bigint NOT NULL CHECK (tax >= 0),
  amount bigint NOT NULL CHECK (amount > 0),
  document jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT credit_notes_issuer_number_key UNIQUE (issuer_key, credit_note_number),
  CONSTRAINT credit_notes_total CHECK (amount = net + tax)
);
CREATE INDEX credit_notes_invoice_idx ON credit_notes (invoice_id);
CREATE INDEX credit_notes_user_created_idx ON credit_notes (user_id, created_at DESC);

-- Which invoice a seller's hold belongs to, so a refund credits each invoice what it gives back of it.
ALTER TABLE wallet_holds ADD COLUMN invoice_id uuid REFERENCES invoices(id);
UPDATE wallet_holds h SET invoice_id = i.id
  FROM invoices i WHERE i.order_id = h.order_id AND i.created_at = h.created_at;

-- An issued document is final: of an invoice only its payment state may change (pending or overdue
-- to paid, or cancelled unpaid); a credit note never changes. Neither is ever deleted.
CREATE FUNCTION refuse_changing_issued_invoices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR (OLD.document IS NOT NULL AND (
       NEW.document IS DISTINCT FROM OLD.document OR NEW.invoice_number <> OLD.invoice_number
       OR NEW.issuer_key <> OLD.issuer_key OR NEW.user_id <> OLD.user_id
       OR NEW.order_id IS DISTINCT FROM OLD.order_id OR NEW.title <> OLD.title
       OR NEW.subtotal <> OLD.subtotal OR NEW.fee <> OLD.fee OR NEW.tax <> OLD.tax
       OR NEW.amount <> OLD.amount OR NEW.period_start IS DISTINCT FROM OLD.period_start
       OR NEW.period_end IS DISTINCT FROM OLD.period_end OR NEW.created_at <> OLD.created_at
       OR (OLD.status = 'paid' AND NEW.status <> 'paid'))) THEN
    RAISE EXCEPTION 'issued invoice % cannot be changed', OLD.id
      USING ERRCODE = '23514', CONSTRAINT = 'issued_documents_are_final';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
CREATE TRIGGER invoices_are_final BEFORE UPDATE OR DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION refuse_changing_issued_invoices();

CREATE FUNCTION refuse_changing_credit_notes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'issued credit note % cannot be changed', OLD.id
    USING ERRCODE = '23514', CONSTRAINT = 'issued_documents_are_final';
END $$;
CREATE TRIGGER credit_notes_are_final BEFORE UPDATE OR DELETE ON credit_notes
  FOR EACH ROW EXECUTE FUNCTION refuse_changing_credit_notes();
