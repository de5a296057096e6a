-- Live events travel whole in their notification (docs/decisions/279-live-events-carried.md). The
-- payload used to be the event's id, and every instance read each event back from live_events after
-- the commit: a checkout's two events cost every process two reads. Now the payload is the event as
-- JSON ({"id","topic","type","data"}) when it is shorter than PostgreSQL's 8,000-byte limit, and the
-- id only when it is not; the event hub takes both (platform/realtime/event-hub.ts). The row is still
-- written: a browser that reconnects catches up from the table.
--
-- The one way to publish: publishEvents in TypeScript and the bid function (migration 1900) both call
-- it. It now returns the ids in the order the events were given, so it is dropped and made anew (the
-- bid function's PERFORM discards them).
DROP FUNCTION live_events_publish(jsonb);

CREATE FUNCTION live_events_publish(events jsonb) RETURNS SETOF bigint LANGUAGE plpgsql AS $$
DECLARE
  written record;
  payload text;
BEGIN
  FOR written IN
    WITH w AS (
      INSERT INTO live_events (topic, type, data)
      SELECT e.value->>'topic', e.value->>'type', e.value->'data'
      FROM jsonb_array_elements(events) WITH ORDINALITY AS e(value, n)
      ORDER BY e.n
      RETURNING id, topic, type, data
    )
    SELECT * FROM w ORDER BY id
  LOOP
    payload := json_build_object(
      'id', written.id::text, 'topic', written.topic, 'type', written.type, 'data', written.data
    )::text;
    IF octet_length(payload) >= 8000 THEN
      payload := written.id::text;
    END IF;
    PERFORM pg_notify('netlease_events', payload);
    RETURN NEXT written.id;
  END LOOP;
END
$$;
