import { and, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { SessionUser } from '@netlease/shared/auth';
import {
  CONVERSATIONS_LIST_LIMIT,
  CONVERSATION_EVENTS,
  CONVERSATION_MESSAGES,
  conversationPath,
  conversationTopic,
  type ConversationDetail,
  type ConversationMessage,
  type ConversationSummary,
  type PostConversationMessageInput,
  type StartConversationInput,
  type StartConversationResult,
} from '@netlease/shared/conversations';
import { SUPPORT_NOTIFICATIONS } from '@netlease/shared/notification-texts';
import type { AppContext } from '../../../platform/app-context';
import type { Executor } from '../../../platform/db/database';
import { users } from '../../../platform/db/schema/platform/index';
import { conversationMessages, conversations } from '../../../platform/db/schema/support/index';
import { AppError } from '../../../platform/errors';
import { HOUR, MINUTE } from '../../../platform/clock';
import { enforceRateLimit } from '../../../platform/rate-limit';
import { publishEvent } from '../../../platform/realtime/publish-event';
import { notifyUser } from '../../accounts/notifications/notifications.service';
import { getListingDetail, getServerPackageDetail } from '../../catalog/marketplace/listing-detail.service';
import { isUuid } from '../../../platform/db/uuid';
import {
  conversationNotFound,
  countUnread,
  findLastMessages,
  findSummary,
  isParty,
  selectSummaries,
  toSummary,
} from './conversations.queries';

/** Per-account limits: enough for a lively exchange, not for flooding a provider's inbox. */
export const CONVERSATION_RATE_LIMITS = {
  startPerAccount: { max: 30, windowMs: HOUR },
  messagePerAccount: { max: 30, windowMs: 5 * MINUTE },
};
const THREAD_LIMIT = 1000;
// Ids come from the address bar: anything that is not a uuid is a conversation that does not exist.

export async function canViewConversation(db: Executor, user: SessionUser | null, conversationId: string) {
  if (!user || !isUuid(conversationId)) return false;
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.id, conversationId),
        or(eq(conversations.customerId, user.id), eq(conversations.providerId, user.id)),
      ),
    );
  return row !== undefined;
}

/**
 * Contact Provider: opens the user's conversation about a listing they can see, or reopens the one
 * they already have. The provider hears of it with the first message, not before.
 */
export async function startConversation(
  ctx: AppContext,
  user: SessionUser,
  input: StartConversationInput,
): Promise<StartConversationResult> {
  const data = input;
  await enforceRateLimit(
    ctx.db,
    ctx.clock,
    `conversations:start:${user.id}`,
    CONVERSATION_RATE_LIMITS.startPerAccount,
  );
  // The marketplace decides what this user may see; a listing they cannot see is 'Listing Not Found'.
  const listing =
    data.listingKind === 'ip'
      ? await getListingDetail(ctx.db, user, data.listingId)
      : await getServerPackageDetail(ctx.db, user, data.listingId);
  if (listing.provider.id === user.id)
    throw new AppError('bad_request', CONVERSATION_MESSAGES.cannotContactSelf);

  const isIp = data.listingKind === 'ip';
  const [created] = await ctx.db
    .insert(conversations)
    .values({
      customerId: user.id,
      providerId: listing.provider.id,
      listingKind: data.listingKind,
      listingId: isIp ? data.listingId : null,
      serverPackageId: isIp ? null : data.listingId,
      listingTitle: listing.title,
      createdAt: ctx.clock.now(),
    })
    // A second click (or a race of two) lands on the partial unique index and reopens the first.
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  let conversationId = created?.id;
  if (!conversationId) {
    const [existing] = await ctx.db
      .select({ id: conversations.id })
      .from(conversations)
      .where(
        and(
          eq(conversations.customerId, user.id),
          isIp
            ? eq(conversations.listingId, data.listingId)
            : eq(conversations.serverPackageId, data.listingId),
        ),
      );
    if (!existing) throw conversationNotFound();
    conversationId = existing.id;
  }
  return { conversation: await findSummary(ctx.db, user.id, conversationId), isNew: Boolean(created) };
}

/**
 * The user's conversations, latest activity first: those they started, and those about their
 * listings once the other side has written something.
 */
export async function listConversations(ctx: AppContext, userId: string): Promise<ConversationSummary[]> {
  const rows = await selectSummaries(ctx.db)
    .where(
      or(
        eq(conversations.customerId, userId),
        and(eq(conversations.providerId, userId), isNotNull(conversations.lastMessageAt)),
      ),
    )
    .orderBy(
      desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`),
      desc(conversations.id),
    )
    .limit(CONVERSATIONS_LIST_LIMIT);
  const ids = rows.map((row) => row.conversation.id);
  const [lastMessages, unread] = await Promise.all([
    findLastMessages(ctx.db, ids),
    countUnread(ctx.db, userId, ids),
  ]);
  return rows.map((row) =>
    toSummary(row, userId, lastMessages.get(row.conversation.id) ?? null, unread.get(row.conversation.id)),
  );
}

export async function getConversationDetail(
  ctx: AppContext,
  viewer: SessionUser,
  conversationId: string,
): Promise<ConversationDetail> {
  if (!isUuid(conversationId)) throw conversationNotFound();
  const conversation = await findSummary(ctx.db, viewer.id, conversationId);
  const rows = await ctx.db
    .select({
      id: conversationMessages.id,
      conversationId: conversationMessages.conversationId,
      message: conversationMessages.body,
      createdAt: conversationMessages.createdAt,
      sender: { id: users.id, name: users.name, avatarUrl: users.avatarUrl },
    })
    .from(conversationMessages)
    .innerJoin(users, eq(users.id, conversationMessages.senderId))
    .where(eq(conversationMessages.conversationId, conversationId))
    .orderBy(desc(conversationMessages.createdAt), desc(conversationMessages.id))
    .limit(THREAD_LIMIT);
  return {
    conversation,
    messages: rows.reverse().map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}

/** Adds a message: every open page of the thread receives it live, and the other party is told. */
export async function postConversationMessage(
  ctx: AppContext,
  sender: SessionUser,
  conversationId: string,
  input: PostConversationMessageInput,
): Promise<ConversationMessage> {
  const data = input;
  if (!isUuid(conversationId)) throw conversationNotFound();
  await enforceRateLimit(
    ctx.db,
    ctx.clock,
    `conversations:message:${sender.id}`,
    CONVERSATION_RATE_LIMITS.messagePerAccount,
  );
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [conversation] = await tx
      .select()
      .from(conversations)
      .where(eq(conversations.id, conversationId))
      .for('update');
    if (!conversation || !isParty(conversation, sender.id)) throw conversationNotFound();
    const [row] = await tx
      .insert(conversationMessages)
      .values({ conversationId, senderId: sender.id, body: data.message, createdAt: now })
      .returning();
    // Writing in a thread means having read it.
    const senderRead =
      sender.id === conversation.customerId ? { customerReadAt: now } : { providerReadAt: now };
    await tx
      .update(conversations)
      .set({ lastMessageAt: now, ...senderRead })
      .where(eq(conversations.id, conversationId));
    const message: ConversationMessage = {
      id: row!.id,
      conversationId,
      message: row!.body,
      createdAt: row!.createdAt.toISOString(),
      sender: { id: sender.id, name: sender.name, avatarUrl: sender.avatarUrl },
    };
    await publishEvent(tx, conversationTopic(conversationId), CONVERSATION_EVENTS.message, message);
    const recipient =
      sender.id === conversation.customerId ? conversation.providerId : conversation.customerId;
    const isFirst = conversation.lastMessageAt === null;
    await notifyUser(tx, recipient, {
      type: 'conversation_message',
      ...SUPPORT_NOTIFICATIONS.conversationMessage(isFirst, sender.name, conversation.listingTitle),
      link: conversationPath(conversationId),
    });
    return message;
  });
}

/** The viewer has seen the thread up to now (the conversation page calls this as messages arrive). */
export async function markConversationRead(ctx: AppContext, viewer: SessionUser, conversationId: string) {
  if (!isUuid(conversationId)) throw conversationNotFound();
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .update(conversations)
    .set({
      customerReadAt: sql`CASE WHEN ${conversations.customerId} = ${viewer.id} THEN ${now}::timestamptz
        ELSE ${conversations.customerReadAt} END`,
      providerReadAt: sql`CASE WHEN ${conversations.providerId} = ${viewer.id} THEN ${now}::timestamptz
        ELSE ${conversations.providerReadAt} END`,
    })
    .where(
      and(
        eq(conversations.id, conversationId),
        or(eq(conversations.customerId, viewer.id), eq(conversations.providerId, viewer.id)),
      ),
    )
    .returning({ id: conversations.id });
  if (!row) throw conversationNotFound();
}
