-- Terms accepted at sign-up and the first sign-in (docs/PRODUCT.md "Sign-up and sign-in",
-- "Legal pages").
--
-- 1. users.terms_version / terms_accepted_at: the version of the Terms of Service, Privacy Policy
--    and Acceptable Use Policy the person accepted when signing up, and when. Accounts created
--    before sign-up asked for it have neither; the two are set together or not at all.
-- 2. users.first_signed_in_at: set by the first completed password sign-in, so that one is greeted
--    'Welcome!' and every later one 'Welcome back!'. Accounts whose email was verified before this
--    change count as having signed in (nothing recorded whether they did; most had).

ALTER TABLE users
  ADD COLUMN terms_version text,
  ADD COLUMN terms_accepted_at timestamptz,
  ADD COLUMN first_signed_in_at timestamptz,
  ADD CONSTRAINT users_terms_check CHECK ((terms_version IS NULL) = (terms_accepted_at IS NULL));

UPDATE users SET first_signed_in_at = created_at WHERE email_verified_at IS NOT NULL;
