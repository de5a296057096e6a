-- Demo mode's outbox shows a browser only the mail it caused, or the signed-in user's own
-- (docs/decisions/130-demo-mode-safety.md). A mail carries the SHA-256 of the outbox token of the
-- browser that may read it; NULL: only its recipient (signed in) and admins see it.
ALTER TABLE mail_outbox ADD COLUMN outbox_token_hash text;
CREATE INDEX mail_outbox_token_idx ON mail_outbox (outbox_token_hash, id) WHERE outbox_token_hash IS NOT NULL;
CREATE INDEX mail_outbox_recipient_idx ON mail_outbox (lower(to_address), id);
