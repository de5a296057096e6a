import { z } from 'zod';
import { asIssue, type Message, message } from './messages';
import { singleLineText } from './text';

/**
 * Webhooks (docs/PRODUCT.md "Webhooks"; docs/decisions/197-webhooks.md): a user registers endpoints
 * that receive a signed POST when something happens to their orders, leases or bids.
 */

/** The events an endpoint may subscribe to, in the order the form lists them. */
export const WEBHOOK_EVENTS = ['order.paid', 'order.cancelled', 'lease.ending', 'bid.outbid'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** Sent only by 'Send test event'; no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'ping';
/**
 * The `data` of a ping (docs/webhooks.md): the notification text every event carries (`title`,
 * `message`), so a receiver that reads those for the other events handles a ping the same way.
 */
export const WEBHOOK_TEST_EVENT_DATA = {
  title: 'Test event',
  message: 'A test event from Netlease.',
} as const;

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'order.paid': 'Order paid (buyer and seller)',
  'order.cancelled': 'Order cancelled',
  'lease.ending': 'Lease ending within 7 days',
  'bid.outbid': 'Outbid on an auction',
};

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_ENDPOINTS_MAX = 10;
export const WEBHOOK_LOG_SIZE = 50;

/** Request headers of every delivery (docs/webhooks.md). */
export const WEBHOOK_HEADERS = {
  signature: 'Netlease-Signature',
  event: 'Netlease-Event',
  delivery: 'Netlease-Delivery',
} as const;

export const WEBHOOK_MESSAGES = {
  invalidUrl: message(
    'Invalid webhook URL',
    'Enter the full address of your endpoint, for example https://example.com/netlease.',
  ),
  httpsRequired: message('Invalid webhook URL', 'Webhook endpoints must use https://.'),
  credentialsInUrl: message('Invalid webhook URL', 'Leave the user name and password out of the URL.'),
  privateAddress: message(
    'Invalid webhook URL',
    'Webhooks are never sent to private, loopback or link-local addresses.',
  ),
  hostNotFound: message('Invalid webhook URL', 'This host could not be found. Check the address.'),
  noEvents: message('Missing fields', 'Choose at least one event to send to this endpoint.'),
  tooMany: message(
    'Endpoint not added',
    `You can register up to ${WEBHOOK_ENDPOINTS_MAX} webhook endpoints. Delete one first.`,
  ),
  created: message('Webhook endpoint added', 'Copy the signing secret now: it is shown only once.'),
  deleted: message('Webhook endpoint deleted', 'No more events will be sent to it.'),
  testDelivered: message('Test event delivered', 'Your endpoint answered the test event.'),
  testFailed: message('Test event failed', 'Your endpoint did not accept the test event: '),
  fetchFailed: message('Error fetching webhooks', 'Please try again later.'),
  actionFailed: message('Error performing action', 'Something went wrong'),
} as const satisfies Record<string, Message>;

export const webhookEndpointInputSchema = z.object({
  url: z
    .string({ error: asIssue(WEBHOOK_MESSAGES.invalidUrl) })
    .trim()
    .min(1, asIssue(WEBHOOK_MESSAGES.invalidUrl))
    .max(WEBHOOK_URL_MAX, asIssue(WEBHOOK_MESSAGES.invalidUrl))
    .check(singleLineText('URL'))
    .refine((value) => parseWebhookUrl(value) !== null, asIssue(WEBHOOK_MESSAGES.invalidUrl)),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: asIssue(WEBHOOK_MESSAGES.noEvents) }), {
      error: asIssue(WEBHOOK_MESSAGES.noEvents),
    })
    .min(1, asIssue(WEBHOOK_MESSAGES.noEvents))
    .max(WEBHOOK_EVENTS.length, asIssue(WEBHOOK_MESSAGES.noEvents))
    .transform((events) => WEBHOOK_EVENTS.filter((event) => events.includes(event))),
});
export type WebhookEndpointInput = z.input<typeof webhookEndpointInputSchema>;

/** An http(s) URL with a host, or null: what the form and the server accept before the network checks. */
export function parseWebhookUrl(value: string): URL | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return url.hostname ? url : null;
}

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const webhookDeliverySchema = z.object({
  id: z.string(),
  endpointId: z.string(),
  url: z.string(),
  event: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The HTTP status of the last answer, or null when none came (timeout, refused, not tried yet). */
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  /** When the next attempt is due; null once delivered or given up. */
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookListSchema = z.object({ endpoints: z.array(webhookEndpointSchema) });
export type WebhookList = z.infer<typeof webhookListSchema>;
export const webhookDeliveryListSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryListSchema>;

export const webhookCreatedSchema = z.object({
  title: z.string(),
  message: z.string(),
  endpoint: webhookEndpointSchema,
  /** The signing secret, returned by this answer alone. */
  secret: z.string(),
});
export type WebhookCreated = z.infer<typeof webhookCreatedSchema>;

export const webhookTestResultSchema = z.object({
  title: z.string(),
  message: z.string(),
  delivered: z.boolean(),
  delivery: webhookDeliverySchema,
});
export type WebhookTestResult = z.infer<typeof webhookTestResultSchema>;
