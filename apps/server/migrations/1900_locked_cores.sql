-- The writes of the hot locked paths as functions, so the time a row lock is held is a few round
-- trips rather than one per statement (docs/decisions/215-locked-cores-in-sql.md). The rules, the
-- texts and the amounts stay in TypeScript: these functions write what the server computed.

-- The ledger write of wallet.service postJournals: guarded wallet updates, journals, postings and
-- wallet history rows. The caller locks several wallets in user-id order first. Returns the first
-- wallet that could not move (its balance would go below zero), NULL when all moved; the caller
-- then refuses and its transaction rolls back what was written.
CREATE FUNCTION ledger_post(p jsonb) RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE
  at timestamptz := (p->>'at')::timestamptz;
  move record;
BEGIN
  -- One UPDATE per wallet, by its key: a join of the moves with wallets is planned as a hash join
  -- over every wallet (the planner cannot know the moves are one to three rows).
  FOR move IN
    SELECT * FROM jsonb_to_recordset(p->'moves') AS m(user_id uuid, balance bigint, on_hold bigint)
  LOOP
    UPDATE wallets
    SET balance = balance + move.balance, on_hold_balance = on_hold_balance + move.on_hold, updated_at = at
    WHERE user_id = move.user_id AND balance + move.balance >= 0 AND on_hold_balance + move.on_hold >= 0;
    IF NOT FOUND THEN
      RETURN move.user_id;
    END IF;
  END LOOP;
  INSERT INTO ledger_journals (id, kind, reference_type, reference_id, actor_id, created_at)
  SELECT j.id, j.kind, j.reference_type, j.reference_id, j.actor_id, at
  FROM jsonb_to_recordset(p->'journals')
    AS j(id uuid, kind text, reference_type text, reference_id uuid, actor_id uuid);
  INSERT INTO ledger_postings (journal_id, account_code, amount, created_at)
  SELECT l.journal_id, l.account_code, l.amount, at
  FROM jsonb_to_recordset(p->'lines') AS l(journal_id uuid, account_code text, amount bigint);
  INSERT INTO transactions (id, user_id, type, status, amount, description, to_wallet_type,
                            from_wallet_type, to_wallet_id, journal_id, order_id, payment_id,
                            payout_id, created_at, updated_at)
  SELECT h.id, h.user_id, h.type, h.status, h.amount, h.description, h.to_wallet_type,
         h.from_wallet_type, h.to_wallet_id, h.journal_id, h.order_id, h.payment_id,
         h.payout_id, at, at
  FROM jsonb_to_recordset(p->'history') AS h(
    id uuid, user_id uuid, type text, status text, amount bigint, description text,
    to_wallet_type text, from_wallet_type text, to_wallet_id uuid, journal_id uuid,
    order_id uuid, payment_id uuid, payout_id uuid);
  RETURN NULL;
END
$$;

-- Live events of a change, inserted in the given order and each id NOTIFYed at commit (as
-- platform/realtime/publish-event.ts publishEvents does).
CREATE FUNCTION live_events_publish(events jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  written bigint;
BEGIN
  FOR written IN
    WITH w AS (
      INSERT INTO live_events (topic, type, data)
      SELECT e.value->>'topic', e.value->>'type', e.value->'data'
      FROM jsonb_array_elements(events) WITH ORDINALITY AS e(value, n)
      ORDER BY e.n
      RETURNING id
    )
    SELECT id FROM w ORDER BY id
  LOOP
    PERFORM pg_notify('netlease_events', written::text);
  END LOOP;
END
$$;

-- A bid's write (features/auctions/bids.service.ts writeBid), run under the auction's row lock the
-- caller holds, after its checks: the previous leader's hold released, the ledger statement (the
-- two wallets locked by user id first), the bid row, the auction's new state, the outbid
-- notification, the live events and the audit row. One round trip in place of seven. Answers
-- whether the outbid bidder has a webhook endpoint for 'bid.outbid' (then the caller queues it, as
-- notifications.service notifyUsers does). A wallet that cannot cover its hold raises
-- 'ledger_insufficient_funds' (DETAIL: the user id) and the caller's transaction rolls back.
CREATE FUNCTION auction_place_bid(p jsonb) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  bid jsonb := p->'bid';
  released jsonb := p->'released';
  at timestamptz := (bid->>'bid_time')::timestamptz;
  short uuid;
  created jsonb;
BEGIN
  IF released IS NOT NULL AND released <> 'null'::jsonb THEN
    UPDATE auction_bids SET hold_status = 'released'
    WHERE id = (released->>'id')::uuid AND hold_status = 'held';
    IF NOT FOUND THEN
      RAISE EXCEPTION 'auction bid % holds no funds to release', released->>'id';
    END IF;
    UPDATE transactions SET status = 'completed', updated_at = at
    WHERE id = (released->>'hold_transaction_id')::uuid;
  END IF;
  IF jsonb_array_length(p->'ledger'->'moves') > 1 THEN
    PERFORM 1 FROM wallets
    WHERE user_id = ANY (ARRAY(SELECT (m->>'user_id')::uuid FROM jsonb_array_elements(p->'ledger'->'moves') AS m))
    ORDER BY user_id FOR UPDATE;
  END IF;
  short := ledger_post(p->'ledger');
  IF short IS NOT NULL THEN
    RAISE EXCEPTION 'ledger_insufficient_funds' USING DETAIL = short::text;
  END IF;
  -- After the release above: an auction has at most one held bid (auction_bids_one_hold).
  INSERT INTO auction_bids (id, auction_id, bidder_id, bid_amount, bid_number, held_amount,
                            hold_status, hold_transaction_id, bid_time)
  VALUES ((bid->>'id')::uuid, (bid->>'auction_id')::uuid, (bid->>'bidder_id')::uuid,
          (bid->>'bid_amount')::bigint, (bid->>'bid_number')::int, (bid->>'held_amount')::bigint,
          'held', (bid->>'hold_transaction_id')::uuid, at);
  UPDATE auctions SET current_bid = (bid->>'bid_amount')::bigint, current_bid_id = (bid->>'id')::uuid,
    bid_count = (bid->>'bid_number')::int, end_time = (bid->>'end_time')::timestamptz, updated_at = at
  WHERE id = (bid->>'auction_id')::uuid;
  -- The outbid bidder's notification, its live event, then the auction's events, in the order of
  -- notifications.service notifyUsers. An event naming `notification_id` carries that row: its
  -- createdAt is the row's created_at, which the database sets.
  WITH written AS (
    INSERT INTO notifications (id, user_id, type, title, message, link)
    SELECT n.id, n.user_id, n.type, n.title, n.message, n.link
    FROM jsonb_to_recordset(p->'notifications')
      AS n(id uuid, user_id uuid, type text, title text, message text, link text)
    RETURNING id, created_at
  )
  SELECT jsonb_object_agg(id::text, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
  INTO created FROM written;
  PERFORM live_events_publish(coalesce(
    (SELECT jsonb_agg(CASE WHEN e.value ? 'notification_id'
              THEN (e.value - 'notification_id') || jsonb_build_object('data', e.value->'data' ||
                     jsonb_build_object('createdAt', created->>(e.value->>'notification_id')))
              ELSE e.value END ORDER BY e.n)
     FROM jsonb_array_elements(p->'events') WITH ORDINALITY AS e(value, n)),
    '[]'::jsonb));
  INSERT INTO audit_logs (actor_id, action, target_type, target_id, before, after, request_id)
  SELECT a.actor_id, a.action, a.target_type, a.target_id, a.before, a.after, a.request_id
  FROM jsonb_to_record(p->'audit')
    AS a(actor_id uuid, action text, target_type text, target_id text, before jsonb, after jsonb, request_id text);
  RETURN EXISTS (SELECT 1 FROM webhook_endpoints
                 WHERE user_id = (p->'notifications'->0->>'user_id')::uuid AND 'bid.outbid' = ANY(events));
END
$$;
