-- Every user has a wallet and its two ledger accounts from the moment the user exists. Money
-- movements lock wallets in user-id order; creating a missing wallet inside such a transaction
-- would lock out of that order and can deadlock under concurrency (found by the 50-checkout test).
CREATE FUNCTION money_create_wallet() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO wallets (user_id) VALUES (NEW.id) ON CONFLICT (user_id) DO NOTHING;
  INSERT INTO ledger_accounts (code, kind, user_id) VALUES
    ('wallet:' || NEW.id || ':available', 'wallet_available', NEW.id),
    ('wallet:' || NEW.id || ':on_hold', 'wallet_on_hold', NEW.id)
  ON CONFLICT (code) DO NOTHING;
  RETURN NULL;
END
$$;
CREATE TRIGGER users_create_wallet AFTER INSERT ON users FOR EACH ROW EXECUTE FUNCTION money_create_wallet();

INSERT INTO wallets (user_id) SELECT id FROM users ON CONFLICT (user_id) DO NOTHING;
INSERT INTO ledger_accounts (code, kind, user_id)
  SELECT 'wallet:' || id || ':available', 'wallet_available', id FROM users
  UNION ALL
  SELECT 'wallet:' || id || ':on_hold', 'wallet_on_hold', id FROM users
ON CONFLICT (code) DO NOTHING;
