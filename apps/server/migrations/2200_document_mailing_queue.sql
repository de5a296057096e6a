-- Each issued document waits for its mail in a queue row written with it (docs/decisions/290).
-- Before, the mailing job looked for the oldest document without a mailing row: a walk of every
-- invoice for each mail, growing with the books, and two instances could both pick the document the
-- other had just mailed (the mailing row lay outside what their row lock rechecks). Now an insert of
-- an invoice with a document, or of a credit note, queues it in the same transaction, and the job
-- claims the oldest waiting row itself (one index step; the claim rechecks that row).
ALTER TABLE document_mailings
  ALTER COLUMN mailed_at DROP NOT NULL,
  ADD COLUMN issued_at timestamptz;
UPDATE document_mailings SET issued_at = mailed_at;
INSERT INTO document_mailings (document_id, kind, issued_at)
  SELECT i.id, 'invoice', i.created_at FROM invoices i
  WHERE i.document IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM document_mailings m WHERE m.document_id = i.id);
INSERT INTO document_mailings (document_id, kind, issued_at)
  SELECT n.id, 'credit_note', n.created_at FROM credit_notes n
  WHERE NOT EXISTS (SELECT 1 FROM document_mailings m WHERE m.document_id = n.id);
ALTER TABLE document_mailings ALTER COLUMN issued_at SET NOT NULL;

CREATE INDEX document_mailings_waiting_idx ON document_mailings (issued_at, document_id)
  WHERE mailed_at IS NULL;

CREATE FUNCTION queue_document_mailing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO document_mailings (document_id, kind, issued_at) VALUES (NEW.id, TG_ARGV[0], NEW.created_at);
  RETURN NULL;
END $$;
CREATE TRIGGER invoices_queue_mailing AFTER INSERT ON invoices
  FOR EACH ROW WHEN (NEW.document IS NOT NULL) EXECUTE FUNCTION queue_document_mailing('invoice');
CREATE TRIGGER credit_notes_queue_mailing AFTER INSERT ON credit_notes
  FOR EACH ROW EXECUTE FUNCTION queue_document_mailing('credit_note');
