-- Admins review uploaded LOAs: who decided, when, and why a letter was refused. A rejected letter
-- leaves the partial unique index loa_records_order_key (0530_loas.sql), so the order takes a new one.

ALTER TABLE loa_records
  ADD COLUMN IF NOT EXISTS reviewed_by uuid REFERENCES users(id) ON DELETE SET NULL,
  ADD COLUMN IF NOT EXISTS reviewed_at timestamptz,
  ADD COLUMN IF NOT EXISTS rejection_reason text;

-- A refusal always says why (the 'Reason required' rule), and only a refusal carries a reason.
ALTER TABLE loa_records
  ADD CONSTRAINT loa_records_rejection_reason CHECK (
    (status = 'rejected') = (rejection_reason IS NOT NULL)
    AND char_length(rejection_reason) BETWEEN 1 AND 1000
  );

-- Each order's current letter is read with its order on /orders; the partial unique index of 0530
-- does not cover refused letters.
CREATE INDEX IF NOT EXISTS loa_records_order_created_idx ON loa_records (order_id, created_at DESC);
