import { and, count, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CONVERSATION_MESSAGES, type ConversationSummary } from '@netlease/shared/conversations';
import type { Executor } from '../../../platform/db/database';
import { users } from '../../../platform/db/schema/platform/index';
import { conversationMessages, conversations } from '../../../platform/db/schema/support/index';
import { AppError } from '../../../platform/errors';

// The conversation list's reads: each row with both parties, its newest message and its unread count.

export const conversationNotFound = () =>
  new AppError('not_found', CONVERSATION_MESSAGES.conversationNotFound);

const customer = alias(users, 'customer');
const provider = alias(users, 'provider');
const person = (table: typeof customer | typeof provider) => ({
  id: table.id,
  name: table.name,
  avatarUrl: table.avatarUrl,
});

type ConversationRow = typeof conversations.$inferSelect;
interface SummaryRow {
  conversation: ConversationRow;
  customer: { id: string; name: string; avatarUrl: string | null };
  provider: { id: string; name: string; avatarUrl: string | null };
}

export function selectSummaries(db: Executor) {
  return db
    .select({ conversation: conversations, customer: person(customer), provider: person(provider) })
    .from(conversations)
    .innerJoin(customer, eq(customer.id, conversations.customerId))
    .innerJoin(provider, eq(provider.id, conversations.providerId));
}

export const isParty = (row: ConversationRow, userId: string) =>
  row.customerId === userId || row.providerId === userId;

/** The newest message of each conversation, in one query. */
export async function findLastMessages(db: Executor, conversationIds: string[]) {
  if (conversationIds.length === 0) return new Map<string, ConversationSummary['lastMessage']>();
  const rows = await db
    .selectDistinctOn([conversationMessages.conversationId], {
      conversationId: conversationMessages.conversationId,
      text: conversationMessages.body,
      createdAt: conversationMessages.createdAt,
      senderId: conversationMessages.senderId,
    })
    .from(conversationMessages)
    .where(inArray(conversationMessages.conversationId, conversationIds))
    .orderBy(
      conversationMessages.conversationId,
      desc(conversationMessages.createdAt),
      desc(conversationMessages.id),
    );
  return new Map(
    rows.map((row) => [
      row.conversationId,
      { text: row.text, createdAt: row.createdAt.toISOString(), senderId: row.senderId },
    ]),
  );
}

/**
 * How many messages from the other party each conversation has since the viewer last read it
 * (all of them when the viewer never opened it).
 */
export async function countUnread(db: Executor, viewerId: string, conversationIds: string[]) {
  if (conversationIds.length === 0) return new Map<string, number>();
  const readAt = sql`CASE WHEN ${conversations.customerId} = ${viewerId}
    THEN ${conversations.customerReadAt} ELSE ${conversations.providerReadAt} END`;
  const rows = await db
    .select({ conversationId: conversationMessages.conversationId, unread: count() })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .where(
      and(
        inArray(conversationMessages.conversationId, conversationIds),
        ne(conversationMessages.senderId, viewerId),
        gt(conversationMessages.createdAt, sql`coalesce(${readAt}, '-infinity'::timestamptz)`),
      ),
    )
    .groupBy(conversationMessages.conversationId);
  return new Map(rows.map((row) => [row.conversationId, row.unread]));
}

export function toSummary(
  row: SummaryRow,
  viewerId: string,
  lastMessage: ConversationSummary['lastMessage'],
  unreadCount = 0,
): ConversationSummary {
  const { conversation } = row;
  const isProvider = conversation.providerId === viewerId;
  return {
    id: conversation.id,
    listing: {
      kind: conversation.listingKind,
      id: conversation.listingKind === 'ip' ? conversation.listingId : conversation.serverPackageId,
      title: conversation.listingTitle,
    },
    counterpart: isProvider ? row.customer : row.provider,
    viewerRole: isProvider ? 'provider' : 'customer',
    lastMessage,
    unreadCount,
    createdAt: conversation.createdAt.toISOString(),
  };
}

export async function findSummary(db: Executor, viewerId: string, conversationId: string) {
  const [row] = await selectSummaries(db).where(eq(conversations.id, conversationId));
  if (!row || !isParty(row.conversation, viewerId)) throw conversationNotFound();
  const [lastMessages, unread] = await Promise.all([
    findLastMessages(db, [conversationId]),
    countUnread(db, viewerId, [conversationId]),
  ]);
  return toSummary(row, viewerId, lastMessages.get(conversationId) ?? null, unread.get(conversationId));
}
