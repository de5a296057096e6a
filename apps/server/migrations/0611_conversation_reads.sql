-- When each party last read a conversation, for unread counts on /messages and the dashboard.
ALTER TABLE conversations
  ADD COLUMN customer_read_at timestamptz,
  ADD COLUMN provider_read_at timestamptz;
