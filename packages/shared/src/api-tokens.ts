import { z } from 'zod';
import { asIssue, type Message, message } from './messages';
import { ACCOUNT_MESSAGES, PASSWORD_MAX_LENGTH } from './auth';
import { singleLineText, wellFormedText } from './text';

/**
 * Personal API tokens (docs/PRODUCT.md "Programmatic access", docs/decisions/190-api-tokens.md): a
 * program sends `Authorization: Bearer nlt_…` and acts as the token's owner, within its scope.
 */

/** Every token starts with it, so a leaked one is recognisable (secret scanners, logs). */
export const API_TOKEN_PREFIX = 'nlt_';
/** How many characters of the secret after the prefix the token list shows ('nlt_Ab3dE9xY'). */
export const API_TOKEN_VISIBLE_CHARACTERS = 8;
export const API_TOKEN_NAME_MAX = 60;
/** Live (not revoked) tokens a user may hold at once. */
export const API_TOKENS_PER_USER_MAX = 20;

/**
 * 'read': GET only. 'trade': also checkout, order actions, bids and the watchlist. 'abuse': only
 * sending abuse reports (XARF, ARF), for reporters and other networks' abuse desks.
 */
export const API_TOKEN_SCOPES = ['read', 'trade', 'abuse'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
export const API_TOKEN_SCOPE_LABELS: Record<ApiTokenScope, string> = {
  read: 'Read only',
  trade: 'Read and trade',
  abuse: 'Send abuse reports only',
};

/** Lifetimes offered when a token is created, in days; 'never' keeps it until it is revoked. */
export const API_TOKEN_EXPIRIES = ['7', '30', '90', '365', 'never'] as const;
export type ApiTokenExpiry = (typeof API_TOKEN_EXPIRIES)[number];
export const API_TOKEN_EXPIRY_LABELS: Record<ApiTokenExpiry, string> = {
  '7': '7 days',
  '30': '30 days',
  '90': '90 days',
  '365': '1 year',
  never: 'No expiry',
};
export const DEFAULT_API_TOKEN_EXPIRY: ApiTokenExpiry = '90';

export const API_TOKEN_MESSAGES = {
  created: message('API token created', 'Copy it now: it will not be shown again.'),
  revoked: message('API token revoked', 'Programs using it can no longer reach your account.'),
  nameRequired: message('Token name required', 'Give the token a name, so you know where it is used.'),
  nameTooLong: message(
    'Token name too long',
    `Use at most ${API_TOKEN_NAME_MAX} characters for the token name.`,
  ),
  scopeRequired: message(
    'Token scope required',
    'Choose read only, read and trade, or send abuse reports only.',
  ),
  expiryRequired: message('Token expiry required', 'Choose how long the token stays valid.'),
  currentPasswordEmpty: message(
    'Current password required',
    'Please enter your current password to create a token.',
  ),
  tooMany: message(
    'Too many API tokens',
    `You can hold ${API_TOKENS_PER_USER_MAX} tokens at once. Revoke one you no longer use first.`,
  ),
  notFound: message('API token not found', 'The token does not exist or was already revoked.'),
  invalidToken: message('Invalid API token', 'The API token is unknown, revoked or expired.'),
  readOnly: message(
    'Read-only API token',
    'This token can only read. Create a token with the trade scope to check out, manage orders or bid.',
  ),
  abuseScopeRequired: message(
    'Abuse reporting token required',
    'Create a token with the abuse scope to send abuse reports.',
  ),
  abuseOnly: message(
    'Abuse reporting token',
    'This token can only send abuse reports. Use a read or a trade token for anything else.',
  ),
  browserOnly: message(
    'Not available with an API token',
    'Sign in on the website for this: API tokens reach reads, buying, orders and leases, bids and saved listings, never account settings, staff or admin tools.',
  ),
  createFailed: message('Failed to create API token', 'Please try again later.'),
  revokeFailed: message('Failed to revoke API token', 'Please try again later.'),
  fetchFailed: message('Error fetching API tokens', 'Please try again later.'),
  copied: message('Copied', 'The token is on your clipboard.'),
  copyFailed: message('Could not copy', 'Select the token and copy it by hand.'),
} as const satisfies Record<string, Message>;

export const createApiTokenInputSchema = z.object({
  name: z
    .string({ error: asIssue(API_TOKEN_MESSAGES.nameRequired) })
    .trim()
    .min(1, asIssue(API_TOKEN_MESSAGES.nameRequired))
    .max(API_TOKEN_NAME_MAX, asIssue(API_TOKEN_MESSAGES.nameTooLong))
    .check(singleLineText('token name')),
  scope: z.enum(API_TOKEN_SCOPES, asIssue(API_TOKEN_MESSAGES.scopeRequired)),
  expiresIn: z.enum(API_TOKEN_EXPIRIES, asIssue(API_TOKEN_MESSAGES.expiryRequired)),
  // Like a password change, creating a token asks for the current password (decision 190).
  currentPassword: z
    .string({ error: asIssue(API_TOKEN_MESSAGES.currentPasswordEmpty) })
    .min(1, asIssue(API_TOKEN_MESSAGES.currentPasswordEmpty))
    .max(PASSWORD_MAX_LENGTH, asIssue(ACCOUNT_MESSAGES.currentPasswordWrong))
    .check(wellFormedText('current password')),
});
export type CreateApiTokenInput = z.input<typeof createApiTokenInputSchema>;

export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(API_TOKEN_SCOPES),
  /** The start of the token ('nlt_Ab3dE9xY'), enough to tell tokens apart; never the secret. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  isExpired: z.boolean(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const apiTokenListSchema = z.object({ tokens: z.array(apiTokenSchema) });
export type ApiTokenList = z.infer<typeof apiTokenListSchema>;

/** The answer to a creation: the only time the whole token is sent. */
export const createdApiTokenSchema = z.object({
  title: z.string(),
  message: z.string(),
  token: apiTokenSchema,
  secret: z.string(),
});
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;
