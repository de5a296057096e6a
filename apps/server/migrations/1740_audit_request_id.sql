-- The request that wrote each audit row (docs/decisions/185-operations.md): its X-Request-Id, also in
-- every log line of that request. Null for rows written by jobs and scripts, and for older rows.
ALTER TABLE audit_logs ADD COLUMN request_id text;
CREATE INDEX audit_logs_request_id_idx ON audit_logs (request_id) WHERE request_id IS NOT NULL;
