-- Auctions and their bids (docs/PRODUCT.md "Auctions"); DESIGN.md "Auctions".
-- Bids are checked and written under a row lock on the auction; money is integer cents.

CREATE TABLE auctions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id uuid NOT NULL REFERENCES users(id),
  ip_block_id uuid NOT NULL REFERENCES ip_blocks(id),
  reserve_price bigint NOT NULL CHECK (reserve_price > 0),
  buy_now_price bigint,
  min_bid_increment bigint NOT NULL DEFAULT 1000 CHECK (min_bid_increment > 0),
  -- The lease term the winner's order runs for (the spec does not say; a price needs a term).
  lease_period text NOT NULL DEFAULT 'month' CHECK (lease_period IN ('month', 'quarter', 'year')),
  start_time timestamptz NOT NULL,
  -- Moved forward by soft close (a bid in the last 2 minutes).
  end_time timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'pending_approval'
    CHECK (status IN ('pending_approval', 'live', 'ended', 'cancelled')),
  -- The leading bid, kept on the row the bid path locks, so a bid needs no scan of the history.
  current_bid bigint,
  current_bid_id uuid,
  bid_count integer NOT NULL DEFAULT 0 CHECK (bid_count >= 0),
  outcome text CHECK (outcome IN ('sold', 'bought_now', 'unsold')),
  winner_id uuid REFERENCES users(id),
  order_id uuid REFERENCES orders(id),
  approved_by uuid REFERENCES users(id) ON DELETE SET NULL,
  approved_at timestamptz,
  rejection_reason text,
  ended_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT auctions_times CHECK (end_time > start_time),
  CONSTRAINT auctions_buy_now CHECK (buy_now_price IS NULL OR buy_now_price > reserve_price),
  CONSTRAINT auctions_ended CHECK ((status = 'ended') = (outcome IS NOT NULL))
);
-- A block cannot be in two open auctions (a pending one counts: approval would make two live).
CREATE UNIQUE INDEX auctions_one_open_per_block ON auctions (ip_block_id)
  WHERE status IN ('pending_approval', 'live');
CREATE INDEX auctions_live_end_idx ON auctions (end_time) WHERE status = 'live';
CREATE INDEX auctions_pending_idx ON auctions (created_at) WHERE status = 'pending_approval';
CREATE INDEX auctions_seller_idx ON auctions (seller_id, created_at DESC);

CREATE TABLE auction_bids (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  auction_id uuid NOT NULL REFERENCES auctions(id),
  bidder_id uuid NOT NULL REFERENCES users(id),
  bid_amount bigint NOT NULL CHECK (bid_amount > 0),
  -- 1, 2, 3... in the order bids were accepted (under the auction's row lock).
  bid_number integer NOT NULL CHECK (bid_number > 0),
  -- The bid plus the winner's fee, moved from the bidder's available balance to on hold while the
  -- bid leads; released when outbid or unsold, captured to pay the order when it wins.
  held_amount bigint NOT NULL CHECK (held_amount > 0),
  hold_status text NOT NULL DEFAULT 'held' CHECK (hold_status IN ('held', 'released', 'captured')),
  hold_transaction_id uuid REFERENCES transactions(id),
  bid_time timestamptz NOT NULL DEFAULT now(),
  UNIQUE (auction_id, bid_number),
  UNIQUE (auction_id, bid_amount)
);
-- Only the leader's funds are held: at most one held bid per auction.
CREATE UNIQUE INDEX auction_bids_one_hold ON auction_bids (auction_id) WHERE hold_status = 'held';
CREATE INDEX auction_bids_auction_amount_idx ON auction_bids (auction_id, bid_amount DESC);
CREATE INDEX auction_bids_bidder_idx ON auction_bids (bidder_id, bid_time DESC);

ALTER TABLE auctions ADD CONSTRAINT auctions_current_bid_fk FOREIGN KEY (current_bid_id) REFERENCES auction_bids(id);

-- Strictly increasing bids, whatever the application does: a new bid must beat every earlier one.
CREATE FUNCTION auction_bids_check_increasing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM auction_bids WHERE auction_id = NEW.auction_id AND id <> NEW.id
             AND (bid_amount >= NEW.bid_amount OR bid_number >= NEW.bid_number)) THEN
    RAISE EXCEPTION 'auction bid % does not beat the earlier bids', NEW.id USING ERRCODE = '23514';
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER auction_bids_increasing BEFORE INSERT ON auction_bids
  FOR EACH ROW EXECUTE FUNCTION auction_bids_check_increasing();
