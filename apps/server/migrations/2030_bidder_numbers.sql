-- Bidders are shown by number, "Bidder 1, 2, …" in the order of their first bid on the auction
-- (docs/PRODUCT.md "Bidding"). A bid's lock now also answers the bidder's number, computed under the
-- auction's lock so two new bidders never get the same one, in the same single round trip
-- (docs/decisions/215-locked-cores-in-sql.md): their existing number, else one more than the bidders
-- so far. The one-argument form is replaced.
DROP FUNCTION auction_lock_for_bid(uuid);

CREATE FUNCTION auction_lock_for_bid(auction uuid, bidder uuid) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  locked jsonb;
  own_first integer;
  bidder_number integer;
BEGIN
  SELECT jsonb_build_object('auction', to_jsonb(a), 'cidr', b.cidr::text) INTO locked
  FROM auctions AS a JOIN ip_blocks AS b ON b.id = a.ip_block_id
  WHERE a.id = auction
  FOR UPDATE OF a;
  IF locked IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT min(bid_number) INTO own_first FROM auction_bids WHERE auction_id = auction AND bidder_id = bidder;
  SELECT count(*) + CASE WHEN own_first IS NULL THEN 1 ELSE 0 END INTO bidder_number
  FROM (
    SELECT min(bid_number) AS first_bid FROM auction_bids WHERE auction_id = auction GROUP BY bidder_id
  ) AS firsts
  WHERE own_first IS NULL OR firsts.first_bid <= own_first;
  RETURN locked
    || jsonb_build_object('leading',
      (SELECT to_jsonb(x) FROM auction_bids AS x WHERE x.id = (locked->'auction'->>'current_bid_id')::uuid))
    || jsonb_build_object('bidder_number', bidder_number);
END
$$;
