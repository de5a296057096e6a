-- A bid must beat every earlier bid of its auction (migration 0400). The check asked whether any
-- earlier bid had a higher or equal amount OR number. PL/pgSQL keeps a generic plan for it after a
-- few calls, and for that OR the generic plan is a sequential scan of auction_bids: every bid read
-- every bid ever placed, on every auction, and a hot auction slowed as bids piled up
-- (docs/decisions/293-bid-check-by-top-bid.md). Bids only rise, in amount and in number together
-- (this check has held since the first bid), so the earlier bid with the highest amount is also the
-- one with the highest number: comparing the new bid with that one bid, found at the top of
-- (auction_id, bid_amount DESC), is the same check in one index step whatever the plan.
CREATE OR REPLACE FUNCTION auction_bids_check_increasing() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  top record;
BEGIN
  SELECT bid_amount, bid_number INTO top
  FROM auction_bids WHERE auction_id = NEW.auction_id
  ORDER BY bid_amount DESC LIMIT 1;
  IF FOUND AND (top.bid_amount >= NEW.bid_amount OR top.bid_number >= NEW.bid_number) THEN
    RAISE EXCEPTION 'auction bid % does not beat the earlier bids', NEW.id USING ERRCODE = '23514';
  END IF;
  RETURN NEW;
END
$$;
