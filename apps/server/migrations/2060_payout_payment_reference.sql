-- An admin marking a payout paid types the reference of the transfer, which the seller then sees in
-- their payout history (docs/PRODUCT.md "Payouts"). Payouts paid before this have none.
ALTER TABLE payouts
  ADD COLUMN payment_reference text
  CHECK (payment_reference IS NULL OR char_length(btrim(payment_reference)) BETWEEN 1 AND 120);
