-- A user's billing profile, who invoices are made out to (docs/PRODUCT.md "Billing details"). One
-- row per user, written on the first save. A company has street, city and postal code; a private
-- customer may leave them blank. The VAT ID is kept normalised ('DE136695976').
CREATE TABLE billing_profiles (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  customer_type text NOT NULL CHECK (customer_type IN ('company', 'private')),
  legal_name text NOT NULL,
  street text,
  city text,
  postal_code text,
  country text NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
  vat_id text,
  billing_email text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (customer_type = 'private' OR (street IS NOT NULL AND city IS NOT NULL AND postal_code IS NOT NULL))
);
