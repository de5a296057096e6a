-- Delivering a lease (docs/PRODUCT.md "Delivering a lease", docs/decisions/230-lease-delivery.md):
-- letters can be revoked, orders keep why a party ended them and when their claim window closes, and
-- buyers can claim a refund for an unusable range.

-- A letter is revoked when its lease ends or the buyer names another ASN; a revoked letter frees the
-- order for a new one, like a rejected one.
ALTER TABLE loa_records DROP CONSTRAINT loa_records_status_check;
ALTER TABLE loa_records
  ADD CONSTRAINT loa_records_status_check CHECK (status IN ('pending', 'approved', 'rejected', 'revoked')),
  ADD COLUMN revoked_at timestamptz,
  ADD COLUMN revocation_reason text CHECK (revocation_reason IN ('lease_ended', 'asn_changed')),
  -- When both parties were told that the lease ended (the announce-lease-endings job).
  ADD COLUMN ending_announced_at timestamptz,
  ADD CONSTRAINT loa_records_revocation CHECK (
    (status = 'revoked') = (revoked_at IS NOT NULL) AND (status = 'revoked') = (revocation_reason IS NOT NULL)
  );
DROP INDEX loa_records_order_key;
CREATE UNIQUE INDEX loa_records_order_key ON loa_records (order_id) WHERE status IN ('pending', 'approved');
CREATE INDEX loa_records_ending_unannounced_idx ON loa_records (revoked_at)
  WHERE revocation_reason = 'lease_ended' AND ending_announced_at IS NULL;

-- Why a party cancelled or disputed (the other party reads it), and the end of the claim window that
-- activation opens.
ALTER TABLE orders
  ADD COLUMN end_reason text CHECK (char_length(end_reason) BETWEEN 1 AND 1000),
  ADD COLUMN claim_until timestamptz;

-- Whatever ends an IP lease (the renewal job, a cancellation, a dispute, an upheld claim) revokes its
-- letters in the same transaction. The time is the order's end, which the application wrote from its
-- clock.
CREATE FUNCTION orders_revoke_letters() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE loa_records
  SET status = 'revoked', revoked_at = coalesce(NEW.ended_at, now()), revocation_reason = 'lease_ended'
  WHERE order_id = NEW.id AND status IN ('pending', 'approved');
  RETURN NULL;
END;
$$;
CREATE TRIGGER orders_revoke_letters
  AFTER UPDATE OF status ON orders
  FOR EACH ROW
  WHEN (NEW.status IN ('completed', 'cancelled', 'dispute')
        AND OLD.status NOT IN ('completed', 'cancelled', 'dispute'))
  EXECUTE FUNCTION orders_revoke_letters();

-- A buyer's claim that an activated range is unusable, decided by staff.
CREATE TABLE order_claims (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES orders(id),
  buyer_id uuid NOT NULL REFERENCES users(id),
  category text NOT NULL CHECK (category IN ('not_routable', 'blacklisted', 'wrong_range')),
  description text NOT NULL CHECK (char_length(description) BETWEEN 10 AND 2000),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'refunded', 'rejected')),
  decided_by uuid REFERENCES users(id) ON DELETE SET NULL,
  decided_at timestamptz,
  decision_reason text CHECK (char_length(decision_reason) BETWEEN 1 AND 1000),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT order_claims_decided CHECK ((status = 'open') = (decided_at IS NULL)),
  CONSTRAINT order_claims_rejection_reason CHECK (status <> 'rejected' OR decision_reason IS NOT NULL)
);
-- One open claim per order; the staff queue reads open claims oldest first.
CREATE UNIQUE INDEX order_claims_open_key ON order_claims (order_id) WHERE status = 'open';
CREATE INDEX order_claims_status_created_idx ON order_claims (status, created_at);
CREATE INDEX order_claims_order_idx ON order_claims (order_id, created_at DESC);
