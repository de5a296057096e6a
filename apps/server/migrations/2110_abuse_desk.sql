-- The abuse desk (docs/PRODUCT.md "Abuse", docs/decisions/264-abuse-desk.md).

-- A token of the abuse scope sends abuse reports and reaches nothing else.
ALTER TABLE api_tokens DROP CONSTRAINT IF EXISTS api_tokens_scope_check;
ALTER TABLE api_tokens ADD CONSTRAINT api_tokens_scope_check CHECK (scope IN ('read', 'trade', 'abuse'));

-- A case: one lease (the one that held the address when it was seen), one address or prefix, one
-- category. Its parties are copied from the order so a list needs no join to know who may read it.
CREATE TABLE abuse_cases (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- 'AB-' and 8 characters a reporter can read aloud; unique.
  reference text NOT NULL UNIQUE,
  order_ip_lease_id uuid NOT NULL REFERENCES order_ip_leases (id),
  order_id uuid NOT NULL REFERENCES orders (id),
  lessee_id uuid NOT NULL REFERENCES users (id),
  owner_id uuid NOT NULL REFERENCES users (id),
  target cidr NOT NULL,
  category text NOT NULL
    CHECK (category IN ('spam', 'phishing', 'malware', 'botnet', 'ddos', 'scanning', 'copyright', 'other')),
  status text NOT NULL DEFAULT 'open'
    CHECK (status IN ('open', 'acknowledged', 'resolved', 'disputed', 'closed')),
  outcome text CHECK (outcome IN ('upheld', 'dismissed', 'duplicate')),
  duplicate_of uuid REFERENCES abuse_cases (id),
  report_count integer NOT NULL DEFAULT 0 CHECK (report_count >= 0),
  opened_at timestamptz NOT NULL,
  last_reported_at timestamptz NOT NULL,
  -- The lessee's answer is due then (opening, or reopening, plus the category's hours).
  deadline_at timestamptz NOT NULL,
  -- The clock's steps, each taken once (the job claims rows FOR UPDATE SKIP LOCKED).
  reminded_at timestamptz,
  suspension_allowed_at timestamptz,
  acknowledged_at timestamptz,
  answered_at timestamptz,
  -- The first answer's time, kept through reopenings: the range's history measures it.
  first_answered_at timestamptz,
  closed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT abuse_cases_closed_has_outcome CHECK ((status = 'closed') = (outcome IS NOT NULL))
);
-- At most one live case per lease, address and category: concurrent reports upsert into it.
CREATE UNIQUE INDEX abuse_cases_one_live ON abuse_cases (order_ip_lease_id, target, category)
  WHERE status <> 'closed';
CREATE INDEX abuse_cases_lessee_idx ON abuse_cases (lessee_id, status);
CREATE INDEX abuse_cases_owner_idx ON abuse_cases (owner_id, status);
CREATE INDEX abuse_cases_deadline_idx ON abuse_cases (deadline_at) WHERE status IN ('open', 'acknowledged');
CREATE INDEX abuse_cases_lease_idx ON abuse_cases (order_ip_lease_id, closed_at);

-- Each report as it came in. A form report waits for its reporter's mailed link (status
-- 'unverified'); then it is routed: into a case, or answered 'not_leased' (no lease held it then) or
-- 'too_broad' (a prefix several leases held then).
CREATE TABLE abuse_reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  case_id uuid REFERENCES abuse_cases (id),
  source text NOT NULL CHECK (source IN ('form', 'xarf', 'arf')),
  status text NOT NULL CHECK (status IN ('unverified', 'routed', 'not_leased', 'too_broad')),
  target cidr NOT NULL,
  category text NOT NULL
    CHECK (category IN ('spam', 'phishing', 'malware', 'botnet', 'ddos', 'scanning', 'copyright', 'other')),
  seen_at timestamptz NOT NULL,
  description text NOT NULL,
  reporter_email text NOT NULL,
  reporter_org text,
  -- The account whose abuse token sent it (XARF, ARF); null for the public form.
  reporter_user_id uuid REFERENCES users (id),
  external_id text,
  -- SHA-256 of the reporter's private link token: it verifies the report and then follows the case.
  link_token_hash text NOT NULL UNIQUE,
  link_expires_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL,
  verified_at timestamptz,
  CONSTRAINT abuse_reports_routed_has_case CHECK ((status = 'routed') = (case_id IS NOT NULL))
);
CREATE INDEX abuse_reports_case_idx ON abuse_reports (case_id, received_at);
CREATE INDEX abuse_reports_reporter_idx ON abuse_reports (reporter_email, received_at);
CREATE INDEX abuse_reports_target_idx ON abuse_reports USING gist (target inet_ops);
CREATE INDEX abuse_reports_received_idx ON abuse_reports (received_at);

-- Evidence files, in the private object storage under storage_key.
CREATE TABLE abuse_evidence (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  report_id uuid NOT NULL REFERENCES abuse_reports (id) ON DELETE CASCADE,
  storage_key text NOT NULL,
  filename text NOT NULL,
  content_type text NOT NULL,
  size_bytes integer NOT NULL CHECK (size_bytes > 0),
  sha256 text NOT NULL
);
CREATE INDEX abuse_evidence_report_idx ON abuse_evidence (report_id);

-- The case's thread and its steps. Who reads an event follows from its kind
-- (docs/PRODUCT.md "Abuse", "Who sees what").
CREATE TABLE abuse_case_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  case_id uuid NOT NULL REFERENCES abuse_cases (id),
  at timestamptz NOT NULL,
  kind text NOT NULL CHECK (kind IN (
    'opened', 'report_joined', 'acknowledged', 'resolved', 'disputed', 'message', 'owner_request',
    'accepted', 'reopened', 'reminder', 'warning', 'suspension_allowed', 'lease_suspended',
    'suspension_lifted', 'lease_ended', 'closed_duplicate'
  )),
  actor text NOT NULL CHECK (actor IN ('reporter', 'lessee', 'owner', 'staff', 'system')),
  actor_id uuid REFERENCES users (id),
  body text
);
CREATE INDEX abuse_case_events_case_idx ON abuse_case_events (case_id, at);

-- A lease suspended over abuse: only this lease (its subnets read 'suspended', its LOA reads
-- suspended, its geofeed entry is withheld), never the account.
ALTER TABLE order_ip_leases
  ADD COLUMN abuse_suspended_at timestamptz,
  ADD COLUMN abuse_suspension_case_id uuid REFERENCES abuse_cases (id);
