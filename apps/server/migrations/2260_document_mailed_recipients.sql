-- Each recipient a document's mail reached (docs/decisions/292): a run records an address as soon as
-- its send succeeded, so when the second of two addresses fails, a later run mails only that one
-- instead of both again.
ALTER TABLE document_mailings ADD COLUMN mailed_to text[] NOT NULL DEFAULT '{}';
