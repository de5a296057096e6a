-- Private conversations between a user and a listing's provider (docs/PRODUCT.md "Conversations").

CREATE TABLE conversations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The user who pressed Contact Provider, and the listing's owner.
  customer_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  provider_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  listing_kind text NOT NULL CHECK (listing_kind IN ('ip', 'server')),
  -- The listing it is about; a deleted listing leaves the thread with its title (listing_title).
  listing_id uuid REFERENCES listings(id) ON DELETE SET NULL,
  server_package_id uuid REFERENCES server_packages(id) ON DELETE SET NULL,
  listing_title text NOT NULL,
  last_message_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (customer_id <> provider_id),
  CHECK (listing_kind = 'ip' OR listing_id IS NULL),
  CHECK (listing_kind = 'server' OR server_package_id IS NULL)
);
-- One conversation per user and listing, whatever races Contact Provider loses.
CREATE UNIQUE INDEX conversations_customer_listing_idx ON conversations (customer_id, listing_id)
  WHERE listing_id IS NOT NULL;
CREATE UNIQUE INDEX conversations_customer_package_idx ON conversations (customer_id, server_package_id)
  WHERE server_package_id IS NOT NULL;
CREATE INDEX conversations_customer_recent_idx ON conversations (customer_id, last_message_at DESC);
CREATE INDEX conversations_provider_recent_idx ON conversations (provider_id, last_message_at DESC);

CREATE TABLE conversation_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  conversation_id uuid NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
  sender_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  body text NOT NULL CHECK (char_length(btrim(body)) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX conversation_messages_thread_idx ON conversation_messages (conversation_id, created_at, id);
