import type { Message } from './messages';
import { MESSAGES, parseIssue } from './messages';
import { MONEY_MESSAGES } from './money';
import { ORDER_MESSAGES } from './orders';
import { PAYMENT_MESSAGES } from './payments';
import { CATALOG_MESSAGES } from './catalog';
import { TICKET_MESSAGES } from './tickets';
import { KYC_MESSAGES } from './kyc';
import { AUCTION_MESSAGES } from './auctions';
import { TRUST_MESSAGE_TABLES } from './trust-messages';
import { BUNDLE_MESSAGES } from './bundles';
import { CONVERSATION_MESSAGES } from './conversations';
import { SAVED_LISTING_MESSAGES } from './saved-listings';
import { ACCOUNT_MESSAGES } from './auth';
import { MARKETPLACE_MESSAGES } from './marketplace-constants';
import { QUERY_MESSAGES } from './query-params';
import { DEMO_MESSAGES } from './demo';
import { CUSTOMER_CONTEXT_MESSAGES, STAFF_MESSAGES } from './staff';
import { API_TOKEN_MESSAGES } from './api-tokens';
import { SELLER_REQUEST_MESSAGES } from './seller-requests';
import { WEBHOOK_MESSAGES } from './webhooks';
import { GEOFEED_MESSAGES } from './geofeeds';
import { LEASE_MESSAGES } from './lease-delivery';
import { REVERSE_DNS_MESSAGES } from './reverse-dns';
import { PROVIDER_MESSAGES } from './providers';
import { LEGAL_MESSAGES } from './legal';

/**
 * Every area's message table, so a validation error that carries only a message title can be
 * answered with that message's description too. Each area adds its table here (one line).
 */
export const MESSAGE_TABLES: Array<Record<string, Message>> = [
  MESSAGES,
  TICKET_MESSAGES,
  KYC_MESSAGES,
  CATALOG_MESSAGES,
];
MESSAGE_TABLES.push(MONEY_MESSAGES, PAYMENT_MESSAGES, ORDER_MESSAGES);
MESSAGE_TABLES.push(...TRUST_MESSAGE_TABLES);

MESSAGE_TABLES.push(AUCTION_MESSAGES);
MESSAGE_TABLES.push(BUNDLE_MESSAGES);
MESSAGE_TABLES.push(CONVERSATION_MESSAGES, SAVED_LISTING_MESSAGES);
MESSAGE_TABLES.push(ACCOUNT_MESSAGES);
MESSAGE_TABLES.push(MARKETPLACE_MESSAGES);
MESSAGE_TABLES.push(QUERY_MESSAGES, DEMO_MESSAGES);
MESSAGE_TABLES.push(STAFF_MESSAGES, CUSTOMER_CONTEXT_MESSAGES);
MESSAGE_TABLES.push(API_TOKEN_MESSAGES);
MESSAGE_TABLES.push(SELLER_REQUEST_MESSAGES);
MESSAGE_TABLES.push(WEBHOOK_MESSAGES);
MESSAGE_TABLES.push(GEOFEED_MESSAGES);
MESSAGE_TABLES.push(LEASE_MESSAGES);
MESSAGE_TABLES.push(REVERSE_DNS_MESSAGES);
MESSAGE_TABLES.push(LEGAL_MESSAGES);

/** The product message a validation issue stands for: both parts, or a title looked up in the tables. */
export function messageFromIssue(text: string): Message | undefined {
  return parseIssue(text) ?? findMessageByTitle(text);
}

export function findMessageByTitle(title: string): Message | undefined {
  for (const table of MESSAGE_TABLES) {
    const found = Object.values(table).find((candidate) => candidate.title === title);
    if (found) return found;
  }
  return undefined;
}
MESSAGE_TABLES.push(PROVIDER_MESSAGES);
