-- Overdue tickets (docs/PRODUCT.md "Support tickets", docs/decisions/250-staff-ticket-queue-and-customer-context.md).
-- awaiting_reply_since is when the opener's oldest message that staff have not yet answered was
-- written; NULL when staff wrote last. The trigger keeps it on every path that writes a message (a
-- new ticket's description, a reply, an attachment, demo data): a message of the opener starts the
-- wait unless one is already running, anyone else's message (staff) ends it. The queue's overdue
-- filter compares it with each priority's reply target, read from the application's clock.
ALTER TABLE tickets ADD COLUMN awaiting_reply_since timestamptz;

CREATE FUNCTION tickets_track_awaiting_reply() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tickets t
  SET awaiting_reply_since = CASE
    WHEN NEW.sender_id = t.opened_by THEN coalesce(t.awaiting_reply_since, NEW.created_at)
    ELSE NULL
  END
  WHERE t.id = NEW.ticket_id;
  RETURN NULL;
END;
$$;

CREATE TRIGGER ticket_messages_track_awaiting_reply
AFTER INSERT ON ticket_messages
FOR EACH ROW EXECUTE FUNCTION tickets_track_awaiting_reply();

-- Existing tickets: the opener's first message after the last message of anyone else.
UPDATE tickets t
SET awaiting_reply_since = (
  SELECT min(m.created_at) FROM ticket_messages m
  WHERE m.ticket_id = t.id AND m.sender_id = t.opened_by
    AND m.created_at > coalesce((
      SELECT max(s.created_at) FROM ticket_messages s
      WHERE s.ticket_id = t.id AND s.sender_id <> t.opened_by
    ), '-infinity'::timestamptz)
);

-- The overdue filter reads only tickets still waiting.
CREATE INDEX tickets_awaiting_reply_idx ON tickets (awaiting_reply_since)
  WHERE awaiting_reply_since IS NOT NULL AND status IN ('open', 'in_progress');
