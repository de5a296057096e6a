import { type Message, message } from './messages';
import type { OrderStatus } from './orders-constants';

/**
 * Reverse DNS's constants and messages without zod, so a page that only shows them loads neither
 * zod nor the contracts (docs/decisions/270). reverse-dns.ts re-exports them.
 */

export const REVERSE_DNS_STATUSES = ['open', 'done', 'declined', 'withdrawn'] as const;
export type ReverseDnsStatus = (typeof REVERSE_DNS_STATUSES)[number];

/** Orders whose range may be delegated: an IP order that is paid, provisioning or active. */
export const REVERSE_DNS_ORDER_STATUSES = [
  'payment_confirmed',
  'provisioning',
  'active',
] as const satisfies readonly OrderStatus[];

export const NAME_SERVERS_MIN = 2;
export const NAME_SERVERS_MAX = 4;
/** A host name's length in its text form (RFC 1035 section 2.3.4: 255 octets on the wire). */
export const NAME_SERVER_MAX_LENGTH = 253;
/** The same bound as every other reason the other party reads (and the CHECK in migrations/1940). */
export const DECLINE_REASON_MAX = 1000;
/** Requests a lease page lists, newest first: far more than one order ever gathers. */
export const REVERSE_DNS_LIST_LIMIT = 50;

export const REVERSE_DNS_MESSAGES = {
  invalidNameServer: message('Invalid name server', 'Enter a host name such as ns1.example.net.'),
  tooFewNameServers: message(
    'Too few name servers',
    `Name at least ${NAME_SERVERS_MIN} different name servers.`,
  ),
  tooManyNameServers: message('Too many name servers', `Name at most ${NAME_SERVERS_MAX} name servers.`),
  duplicateNameServer: message('Duplicate name server', 'Name each name server only once.'),
  requestSent: message(
    'Request sent',
    'The seller has been asked to delegate the reverse zone to your name servers.',
  ),
  requestAlreadyOpen: message(
    'Request already open',
    'This order already has an open reverse DNS request. Withdraw it to ask again.',
  ),
  markedDone: message('Marked done', 'The buyer has been told that the reverse zone is delegated.'),
  requestDeclined: message('Request declined', 'The buyer has been told why.'),
  requestWithdrawn: message('Request withdrawn', 'The seller has been told.'),
  reasonRequired: message('Reason required', 'Please say why you decline the request.'),
  reasonTooLong: message('Reason too long', `Use at most ${DECLINE_REASON_MAX} characters for the reason.`),
  orderNotEligible: message(
    'Order not eligible',
    'Reverse DNS can be delegated only for an IP order that is paid, provisioning or active.',
  ),
  alreadyDecided: message(
    'Already decided',
    'This request has already been marked done, declined or withdrawn.',
  ),
  requestNotFound: message('Request not found', 'The item you asked for does not exist.'),
  fetchFailed: message('Error loading reverse DNS', 'Please try again later.'),
  sendFailed: message('Request not sent', 'Please try again later.'),
} as const satisfies Record<string, Message>;
