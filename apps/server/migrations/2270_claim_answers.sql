-- The provider's answer to a claim (docs/decisions/307): said once while the claim waits, read by the
-- buyer and by staff beside the claim before they decide.
ALTER TABLE order_claims
  ADD COLUMN seller_answer text CHECK (char_length(seller_answer) BETWEEN 10 AND 2000),
  ADD COLUMN seller_answered_at timestamptz,
  ADD CONSTRAINT order_claims_answered CHECK ((seller_answer IS NULL) = (seller_answered_at IS NULL));
