-- The orders table now exists (0200_money.sql): a ticket's related order must be a real order.
-- Deleting an order keeps the conversation and forgets the link.
ALTER TABLE tickets
  ADD CONSTRAINT tickets_order_id_fkey FOREIGN KEY (order_id) REFERENCES orders(id) ON DELETE SET NULL;
CREATE INDEX tickets_order_id_idx ON tickets (order_id) WHERE order_id IS NOT NULL;
