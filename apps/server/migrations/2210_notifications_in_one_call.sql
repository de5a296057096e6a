-- A change's notifications in one round trip (docs/decisions/291-notifications-in-one-call.md):
-- the rows, their live events and the webhook endpoints of the users they announce something to.
-- notifications.service notifyUsers made three statements (insert, live_events_publish, the
-- endpoints' read) while a checkout held its row locks; each round trip costs the server a socket
-- write that wakes the database. The bid function wrote notifications with its own copy of the same
-- steps; it now calls this one.
--
-- p: {"notifications": [{id, user_id, type, title, message, link}], "events": [...],
--     "endpoint_users": [uuid]}. An event naming `notification_id` carries that row: its
-- data.createdAt is the row's created_at, which the database sets. Events go to live_events_publish
-- in the given order (the notifications' first, as the caller lists them). Answers
-- {"created": {id: createdAt}, "endpoints": [{user_id, events}]} (endpoints of endpoint_users only).
CREATE FUNCTION notify_users(p jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  created jsonb;
BEGIN
  WITH written AS (
    INSERT INTO notifications (id, user_id, type, title, message, link)
    SELECT n.id, n.user_id, n.type, n.title, n.message, n.link
    FROM jsonb_to_recordset(coalesce(p->'notifications', '[]'::jsonb))
      AS n(id uuid, user_id uuid, type text, title text, message text, link text)
    RETURNING id, created_at
  )
  SELECT coalesce(jsonb_object_agg(id::text, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
                  '{}'::jsonb)
  INTO created FROM written;
  PERFORM live_events_publish(coalesce(
    (SELECT jsonb_agg(CASE WHEN e.value ? 'notification_id'
              THEN (e.value - 'notification_id') || jsonb_build_object('data', e.value->'data' ||
                     jsonb_build_object('createdAt', created->>(e.value->>'notification_id')))
              ELSE e.value END ORDER BY e.n)
     FROM jsonb_array_elements(coalesce(p->'events', '[]'::jsonb)) WITH ORDINALITY AS e(value, n)),
    '[]'::jsonb));
  RETURN jsonb_build_object(
    'created', created,
    'endpoints', coalesce(
      (SELECT jsonb_agg(jsonb_build_object('user_id', w.user_id, 'events', to_jsonb(w.events)))
       FROM webhook_endpoints w
       WHERE w.user_id = ANY (ARRAY(
         SELECT u::uuid FROM jsonb_array_elements_text(coalesce(p->'endpoint_users', '[]'::jsonb)) AS u))),
      '[]'::jsonb));
END
$$;

-- The bid function of migration 1900, its notification written by notify_users; nothing else moved.
CREATE OR REPLACE FUNCTION auction_place_bid(p jsonb) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  bid jsonb := p->'bid';
  released jsonb := p->'released';
  at timestamptz := (bid->>'bid_time')::timestamptz;
  short uuid;
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
  -- The outbid bidder's notification, its live event, then the auction's events (notify_users).
  PERFORM notify_users(jsonb_build_object('notifications', p->'notifications', 'events', p->'events'));
  INSERT INTO audit_logs (actor_id, action, target_type, target_id, before, after, request_id)
  SELECT a.actor_id, a.action, a.target_type, a.target_id, a.before, a.after, a.request_id
  FROM jsonb_to_record(p->'audit')
    AS a(actor_id uuid, action text, target_type text, target_id text, before jsonb, after jsonb, request_id text);
  RETURN EXISTS (SELECT 1 FROM webhook_endpoints
                 WHERE user_id = (p->'notifications'->0->>'user_id')::uuid AND 'bid.outbid' = ANY(events));
END
$$;
