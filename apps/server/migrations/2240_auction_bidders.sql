-- Bidders are shown by number, "Bidder 1, 2, …" in the order of their first bid on the auction
-- (docs/PRODUCT.md "Bidding"). The number was worked out from all of the auction's bids: under the
-- auction's lock on every bid (auction_lock_for_bid grouped every bid by bidder) and on every read of
-- the auction's page, both growing with the auction's bids. Each bidder's number is now kept, once,
-- in auction_bidders (docs/decisions/298-bidder-numbers-kept.md).
CREATE TABLE auction_bidders (
  auction_id uuid NOT NULL REFERENCES auctions(id),
  bidder_id uuid NOT NULL REFERENCES users(id),
  bidder_number integer NOT NULL CHECK (bidder_number > 0),
  PRIMARY KEY (auction_id, bidder_id),
  UNIQUE (auction_id, bidder_number)
);

-- The bidders of the bids placed so far, numbered by their first bid.
INSERT INTO auction_bidders (auction_id, bidder_id, bidder_number)
SELECT auction_id, bidder_id, row_number() OVER (PARTITION BY auction_id ORDER BY min(bid_number))
FROM auction_bids
GROUP BY auction_id, bidder_id;

-- Whatever places a bid, a bidder's first bid gives them the next number of its auction. Bids are
-- placed under the auction's row lock, so the next number is taken by one bid at a time.
CREATE FUNCTION auction_bids_number_bidder() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO auction_bidders (auction_id, bidder_id, bidder_number)
  SELECT NEW.auction_id, NEW.bidder_id, coalesce(max(bidder_number), 0) + 1
  FROM auction_bidders WHERE auction_id = NEW.auction_id
  ON CONFLICT (auction_id, bidder_id) DO NOTHING;
  RETURN NULL;
END
$$;
CREATE TRIGGER auction_bids_number_bidder AFTER INSERT ON auction_bids
  FOR EACH ROW EXECUTE FUNCTION auction_bids_number_bidder();

-- The bid's lock answers the bidder's number as before: their kept number, else the next one, the
-- number the trigger above gives them when their bid is placed under this same lock. Two index steps
-- instead of a pass over the auction's bids.
CREATE OR REPLACE FUNCTION auction_lock_for_bid(auction uuid, bidder uuid) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  locked jsonb;
  bidder_number integer;
BEGIN
  SELECT jsonb_build_object('auction', to_jsonb(a), 'cidr', b.cidr::text) INTO locked
  FROM auctions AS a JOIN ip_blocks AS b ON b.id = a.ip_block_id
  WHERE a.id = auction
  FOR UPDATE OF a;
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
    || jsonb_build_object('bidder_number', bidder_number);
END
$$;
