-- The terms of a lease (docs/PRODUCT.md "Listings", "Checkout", "Orders"; docs/decisions/263-lease-terms.md).
-- A listing asks for a minimum term and offers billing periods; its price stays "per its period".
-- Listings that exist keep working as before: minimum term 1 month, their own period alone.
ALTER TABLE listings
  ADD COLUMN min_term_months smallint NOT NULL DEFAULT 1 CHECK (min_term_months IN (1, 3, 6, 12)),
  ADD COLUMN periods_offered text[] NOT NULL DEFAULT '{month}'
    CHECK (cardinality(periods_offered) >= 1 AND periods_offered <@ ARRAY['month', 'quarter', 'year']);
UPDATE listings SET periods_offered = ARRAY[period];

-- An order keeps the minimum term it was leased with and when that commitment ends (start + term);
-- null only on rows written before this column, which had no term beyond their first period.
-- ends_at_renewal: the buyer scheduled "End at next renewal", so the renewal job completes the order.
ALTER TABLE orders
  ADD COLUMN min_term_months smallint NOT NULL DEFAULT 1 CHECK (min_term_months IN (1, 3, 6, 12)),
  ADD COLUMN commitment_ends_at timestamptz,
  ADD COLUMN ends_at_renewal boolean NOT NULL DEFAULT false;
UPDATE orders SET commitment_ends_at = start_date + interval '1 month';

-- Each renewal reminder sent: one per order, renewal date and lead time, so two instances of the
-- reminder job never send one twice (the primary key refuses the second).
CREATE TABLE renewal_reminders (
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  renewal_date timestamptz NOT NULL,
  days_before smallint NOT NULL CHECK (days_before IN (7, 1)),
  amount_cents bigint NOT NULL CHECK (amount_cents >= 0),
  sent_at timestamptz NOT NULL,
  PRIMARY KEY (order_id, renewal_date, days_before)
);
