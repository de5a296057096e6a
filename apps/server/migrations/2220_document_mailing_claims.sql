-- A claimed mail is held for a while, not marked sent (docs/decisions/292). The mailing job set
-- mailed_at when it claimed a document, before sending: a process that stopped between the claim's
-- commit and the send left the document marked mailed and never sent. Now the claim sets
-- claimed_until; mailed_at is set once the mail is out. A claim that runs out (its process gone) is
-- claimed again by the next run, and a failed send waits until its claim runs out, so the documents
-- queued behind it go out meanwhile.
ALTER TABLE document_mailings ADD COLUMN claimed_until timestamptz;
