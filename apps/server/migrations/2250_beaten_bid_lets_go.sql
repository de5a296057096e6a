-- A bid that the auction's current bid already beats can never be placed, whatever else holds; yet
-- it waited for the auction's row lock like any bid, then held it while its answer went back to the
-- server and until the server rolled back, holding up every bid queued behind it
-- (docs/decisions/299-beaten-bid-lets-go.md). The lock is now taken in a subtransaction that the
-- function rolls back when the bid is beaten: the lock goes at once, and the auction as it stood
-- under the lock is answered with `released` set, for the server to give its usual refusal.
DROP FUNCTION auction_lock_for_bid(uuid, uuid);

CREATE FUNCTION auction_lock_for_bid(auction uuid, bidder uuid, amount bigint) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  locked jsonb;
  bidder_number integer;
BEGIN
  BEGIN
    SELECT jsonb_build_object('auction', to_jsonb(a), 'cidr', b.cidr::text) INTO locked
    FROM auctions AS a JOIN ip_blocks AS b ON b.id = a.ip_block_id
    WHERE a.id = auction
    FOR UPDATE OF a;
    -- Bids only rise: an amount at or under the current bid stays beaten under any later lock.
    IF (locked->'auction'->>'current_bid')::bigint >= amount THEN
      RAISE EXCEPTION 'auction_bid_beaten';
    END IF;
  EXCEPTION WHEN raise_exception THEN
    -- Rolling the block back releases the row lock; the variables keep what was read under it.
    RETURN locked || jsonb_build_object('released', true);
  END;
  IF locked IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT n.bidder_number INTO bidder_number
  FROM auction_bidders AS n WHERE n.auction_id = auction AND n.bidder_id = bidder;
  IF bidder_number IS NULL THEN
    SELECT coalesce(max(n.bidder_number), 0) + 1 INTO bidder_number
    FROM auction_bidders AS n WHERE n.auction_id = auction;
  END IF;
  RETURN locked
    || jsonb_build_object('leading',
      (SELECT to_jsonb(x) FROM auction_bids AS x WHERE x.id = (locked->'auction'->>'current_bid_id')::uuid))
    || jsonb_build_object('bidder_number', bidder_number)
    || jsonb_build_object('released', false);
END
$$;
