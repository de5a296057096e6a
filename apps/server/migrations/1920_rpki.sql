-- RPKI data (docs/PRODUCT.md "RPKI data", docs/decisions/231-rpki-data.md): the validated ROA payloads
-- (VRPs) last loaded from RPKI_VRP_URL, and what is known of that source. The refresh job replaces
-- the whole set in one transaction, so a reader sees the old set or the new one, never a mix.
CREATE TABLE rpki_vrps (
  prefix cidr NOT NULL,
  max_length smallint NOT NULL
    CHECK (max_length >= masklen(prefix) AND max_length <= CASE family(prefix) WHEN 4 THEN 32 ELSE 128 END),
  asn bigint NOT NULL CHECK (asn BETWEEN 0 AND 4294967295)
);
-- Route origin validation reads only the VRPs covering a prefix (prefix >>= route), and the ROAs
-- left for a former lessee those overlapping it (prefix && range).
CREATE INDEX rpki_vrps_prefix_idx ON rpki_vrps USING gist (prefix inet_ops);

-- One row per source: the one configured (an http(s) address without its credentials, or file: and
-- the absolute path). A row of another source is dropped when the configured one changes.
CREATE TABLE rpki_source_state (
  source text PRIMARY KEY,
  -- What the source said its version was: the ETag and Last-Modified headers, or a file's mtime and size.
  etag text,
  last_modified text,
  -- SHA-256 of the loaded set: a new version with the same VRPs is not written again.
  vrp_digest text,
  -- When the data was last confirmed current (200 or 304); older than a day reads 'unknown'.
  fetched_at timestamptz,
  -- When the data last changed.
  loaded_at timestamptz,
  vrp_count integer NOT NULL DEFAULT 0,
  -- The last failure (unreachable, HTTP error, not VRP JSON), cleared by the next success.
  last_error text,
  last_error_at timestamptz
);
