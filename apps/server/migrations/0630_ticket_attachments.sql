-- Files attached to ticket messages (docs/PRODUCT.md "Support tickets"): PDF, PNG or JPEG, checked
-- by content, at most 5 MB.

CREATE TABLE ticket_attachments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  ticket_id uuid NOT NULL REFERENCES tickets(id) ON DELETE CASCADE,
  message_id uuid NOT NULL REFERENCES ticket_messages(id) ON DELETE CASCADE,
  uploaded_by uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- The name the uploader gave (checked, shown only); the file lives under storage_key.
  file_name text NOT NULL CHECK (char_length(file_name) BETWEEN 1 AND 120),
  -- A server-generated private storage key, never a URL (DESIGN.md "Documents").
  storage_key text NOT NULL UNIQUE,
  mime text NOT NULL CHECK (mime IN ('application/pdf', 'image/png', 'image/jpeg')),
  size_bytes integer NOT NULL CHECK (size_bytes BETWEEN 1 AND 5242880),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ticket_attachments_message_idx ON ticket_attachments (message_id);
CREATE INDEX ticket_attachments_ticket_idx ON ticket_attachments (ticket_id);
