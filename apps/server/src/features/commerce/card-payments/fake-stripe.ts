import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** What the fake keeps of a PaymentIntent: the fields our adapter reads. */
export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  description: string | null;
  status: Stripe.PaymentIntent.Status;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: null | {
    type: 'card_error';
    code: 'card_declined';
    decline_code: string;
    message: string;
    payment_method: { id: string; object: 'payment_method'; card: { brand: string; last4: string } };
  };
  latest_charge: string | null;
  created: number;
  livemode: false;
}

export interface FakeStripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
}

export const FAKE_WEBHOOK_SECRET = 'whsec_fakestripesecretfortests';

/**
 * A stand-in for Stripe's API on 127.0.0.1, for tests: the Stripe SDK is pointed at it with its
 * host, port and protocol options, so no test ever reaches the internet. It answers the calls our
 * adapter makes (create, retrieve and cancel a PaymentIntent, create a refund), keeps Stripe's
 * idempotency rule (a repeated Idempotency-Key answers the first response), and records every
 * request so tests can check what was sent.
 */
export async function startFakeStripe() {
  const intents = new Map<string, FakePaymentIntent>();
  const byKey = new Map<string, { status: number; body: unknown }>();
  const requests: FakeStripeRequest[] = [];
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_fake${String((counter += 1)).padStart(6, '0')}`;

  const charge = (intent: FakePaymentIntent) => ({
    id: intent.latest_charge,
    object: 'charge',
    payment_method_details: { type: 'card', card: { brand: 'visa', last4: '4242' } },
  });
  const present = (intent: FakePaymentIntent, expand: string[]) => ({
    ...intent,
    latest_charge:
      expand.includes('latest_charge') && intent.latest_charge ? charge(intent) : intent.latest_charge,
  });
  const error = (status: number, code: string, message: string) => ({
    status,
    body: { error: { type: 'invalid_request_error', code, message } },
  });

  function answer(request: FakeStripeRequest, query: URLSearchParams): { status: number; body: unknown } {
    const expand = [...query, ...request.form]
      .filter(([name]) => /^expand\[\d*\]$/.test(name))
      .map(([, value]) => value);
    if (request.method === 'POST' && request.path === '/v1/payment_intents') {
      const id = nextId('pi');
      const metadata: Record<string, string> = {};
      for (const [name, value] of request.form) {
        const match = /^metadata\[(.+)\]$/.exec(name);
        if (match) metadata[match[1]!] = value;
      }
      const intent: FakePaymentIntent = {
        id,
        object: 'payment_intent',
        amount: Number(request.form.get('amount')),
        currency: request.form.get('currency') ?? 'usd',
        description: request.form.get('description'),
        status: 'requires_payment_method',
        client_secret: `${id}_secret_fake`,
        metadata,
        last_payment_error: null,
        latest_charge: null,
        created: 1_700_000_000,
        livemode: false,
      };
      intents.set(id, intent);
      return { status: 200, body: intent };
    }
    const retrieve = /^\/v1\/payment_intents\/([\w]+)$/.exec(request.path);
    if (retrieve && request.method === 'GET') {
      const intent = intents.get(retrieve[1]!);
      return intent
        ? { status: 200, body: present(intent, expand) }
        : error(404, 'resource_missing', 'No such payment_intent');
    }
    const cancel = /^\/v1\/payment_intents\/([\w]+)\/cancel$/.exec(request.path);
    if (cancel && request.method === 'POST') {
      const intent = intents.get(cancel[1]!);
      if (!intent) return error(404, 'resource_missing', 'No such payment_intent');
      if (intent.status === 'succeeded' || intent.status === 'canceled') {
        return error(400, 'payment_intent_unexpected_state', `This PaymentIntent is ${intent.status}.`);
      }
      intent.status = 'canceled';
      return { status: 200, body: intent };
    }
    if (request.method === 'POST' && request.path === '/v1/refunds') {
      const intent = intents.get(request.form.get('payment_intent') ?? '');
      if (!intent || intent.status !== 'succeeded') {
        return error(400, 'charge_not_refundable', 'This PaymentIntent has no charge to refund.');
      }
      return {
        status: 200,
        body: {
          id: nextId('re'),
          object: 'refund',
          amount: Number(request.form.get('amount')),
          payment_intent: intent.id,
          status: 'succeeded',
        },
      };
    }
    return error(404, 'unknown_path', `The fake has no ${request.method} ${request.path}`);
  }

  async function handle(incoming: IncomingMessage, outgoing: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
    const header = incoming.headers['idempotency-key'];
    const request: FakeStripeRequest = {
      method: incoming.method ?? 'GET',
      path: url.pathname,
      idempotencyKey: typeof header === 'string' ? header : undefined,
      form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
    };
    requests.push(request);
    const replayKey = request.idempotencyKey && `${request.method} ${request.path} ${request.idempotencyKey}`;
    const result = (replayKey && byKey.get(replayKey)) || answer(request, url.searchParams);
    if (replayKey && result.status < 500) byKey.set(replayKey, result);
    outgoing.writeHead(result.status, { 'content-type': 'application/json', 'request-id': nextId('req') });
    outgoing.end(JSON.stringify(result.body));
  }

  const server = createServer((incoming, outgoing) => void handle(incoming, outgoing));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const client = new Stripe('sk_test_fakestripekeyfortests', {
    host: '127.0.0.1',
    port,
    protocol: 'http',
    maxNetworkRetries: 0,
    telemetry: false,
  });
  let eventCounter = 0;

  return {
    client,
    requests,
    intents,
    env: {
      CARD_GATEWAY: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_fakestripekeyfortests',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fakestripekeyfortests',
      STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
    },
    intentOf(metadataId: string) {
      const found = [...intents.values()].find((intent) =>
        Object.values(intent.metadata).includes(metadataId),
      );
      if (!found) throw new Error(`Stripe was never asked for a PaymentIntent of ${metadataId}`);
      return found;
    },
    /** The buyer confirms with a card that works (as Stripe.js would). */
    pay(intent: FakePaymentIntent) {
      intent.status = 'succeeded';
      intent.latest_charge = nextId('ch');
      return structuredClone(intent);
    },
    /** The buyer confirms with a card the bank declines; the PaymentIntent waits for another try. */
    decline(intent: FakePaymentIntent, declineCode = 'generic_decline') {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: declineCode,
        message: 'Your card was declined.',
        payment_method: {
          id: nextId('pm'),
          object: 'payment_method',
          card: { brand: 'visa', last4: '0002' },
        },
      };
      return structuredClone(intent);
    },
    /** A signed webhook delivery of `type` about `intent` as it stands (or as a snapshot taken earlier). */
    event(type: string, intent: FakePaymentIntent, options: { id?: string; created?: number } = {}) {
      return {
        id: options.id ?? `evt_fake${String((eventCounter += 1)).padStart(6, '0')}`,
        object: 'event',
        api_version: '2026-10-28.endive',
        created: options.created ?? 1_700_000_000,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object: structuredClone(intent) },
      };
    },
    sign(payload: string, timestampSeconds: number, secret = FAKE_WEBHOOK_SECRET) {
      return client.webhooks.generateTestHeaderString({ payload, secret, timestamp: timestampSeconds });
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
