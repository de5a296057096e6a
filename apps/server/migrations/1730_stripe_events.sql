-- Stripe as the card processor (docs/decisions/199-stripe-gateway.md). Every webhook event applied is
-- kept by Stripe's event id, so a delivery repeated by Stripe (it retries until it gets a 2xx) is
-- answered without doing anything twice. The outcome says what the event did to our payment intent.
CREATE TABLE stripe_events (
  event_id text PRIMARY KEY,
  type text NOT NULL,
  -- Stripe's PaymentIntent (pi_...) the event is about, and our payment intent when we know it.
  stripe_payment_intent text,
  payment_intent_id uuid REFERENCES payment_intents(id),
  outcome text NOT NULL
    CHECK (outcome IN ('settled', 'noted', 'refunded', 'ignored')),
  -- When Stripe created the event, and when we applied it.
  created_at timestamptz NOT NULL,
  processed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX stripe_events_intent_idx ON stripe_events (payment_intent_id) WHERE payment_intent_id IS NOT NULL;
