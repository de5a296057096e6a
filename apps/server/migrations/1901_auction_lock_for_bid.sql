-- A bid's lock and the leading bid it needs, in one round trip (docs/decisions/215-locked-cores-in-sql.md):
-- the auction row locked (with its block's range), then the leading bid read by a second statement,
-- whose snapshot is taken after the lock, so it is the bid the last lock holder left (a join in the
-- locking statement would show the one its own snapshot saw). NULL when there is no such auction.
CREATE FUNCTION auction_lock_for_bid(auction uuid) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  locked jsonb;
BEGIN
  SELECT jsonb_build_object('auction', to_jsonb(a), 'cidr', b.cidr::text) INTO locked
  FROM auctions AS a JOIN ip_blocks AS b ON b.id = a.ip_block_id
  WHERE a.id = auction
  FOR UPDATE OF a;
  IF locked IS NULL THEN
    RETURN NULL;
  END IF;
  RETURN locked || jsonb_build_object('leading',
    (SELECT to_jsonb(x) FROM auction_bids AS x WHERE x.id = (locked->'auction'->>'current_bid_id')::uuid));
END
$$;
