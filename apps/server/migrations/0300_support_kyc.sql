-- Support tickets, their messages, and KYC verification requests (docs/PRODUCT.md "Support tickets", "KYC").

CREATE TABLE tickets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  opened_by uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  assigned_to uuid REFERENCES users(id) ON DELETE SET NULL,
  -- The related order. Its foreign key is added once the orders table exists (see 0301+).
  order_id uuid,
  title text NOT NULL CHECK (char_length(btrim(title)) BETWEEN 1 AND 200),
  priority text NOT NULL DEFAULT 'medium' CHECK (priority IN ('low', 'medium', 'high', 'urgent')),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'in_progress', 'resolved', 'closed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tickets_opened_by_created_idx ON tickets (opened_by, created_at DESC);
CREATE INDEX tickets_status_created_idx ON tickets (status, created_at DESC);
CREATE INDEX tickets_created_idx ON tickets (created_at DESC);

CREATE TABLE ticket_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  ticket_id uuid NOT NULL REFERENCES tickets(id) ON DELETE CASCADE,
  sender_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  message text NOT NULL CHECK (char_length(btrim(message)) BETWEEN 1 AND 5000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ticket_messages_ticket_created_idx ON ticket_messages (ticket_id, created_at, id);

CREATE TABLE kyc_verifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'flagged')),
  -- Private storage keys (server-generated names), never URLs (DESIGN.md "Documents").
  id_document_key text NOT NULL,
  business_document_key text,
  submitted_at timestamptz NOT NULL DEFAULT now(),
  reviewed_by uuid REFERENCES users(id) ON DELETE SET NULL,
  reviewed_at timestamptz,
  rejection_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (status <> 'rejected' OR char_length(btrim(coalesce(rejection_reason, ''))) > 0),
  CHECK ((status = 'pending') = (reviewed_at IS NULL))
);
-- One request under review per user, whatever races the submit route loses.
CREATE UNIQUE INDEX kyc_verifications_one_pending_idx ON kyc_verifications (user_id) WHERE status = 'pending';
CREATE INDEX kyc_verifications_user_created_idx ON kyc_verifications (user_id, created_at DESC);
CREATE INDEX kyc_verifications_status_submitted_idx ON kyc_verifications (status, submitted_at);
