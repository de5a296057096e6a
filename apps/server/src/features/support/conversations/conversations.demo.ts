import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../platform/app-context';
import { users } from '../../../platform/db/schema/platform/index';
import { listings } from '../../../platform/db/schema/catalog/index';
import { conversationMessages, conversations } from '../../../platform/db/schema/support/index';
import { HOUR, MINUTE } from '../../../platform/clock';

const LEASER_EMAIL = 'leaser@netlease.demo';
const PROVIDER_EMAIL = 'monetizer@netlease.demo';

/** Demo step: the demo leaser asked the demo monetizer about one of their IP listings. */
export async function seedDemoConversation(ctx: AppContext) {
  const people = await ctx.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [LEASER_EMAIL, PROVIDER_EMAIL]));
  const leaser = people.find((person) => person.email === LEASER_EMAIL);
  const provider = people.find((person) => person.email === PROVIDER_EMAIL);
  if (!leaser || !provider) return;
  const [listing] = await ctx.db
    .select({ id: listings.id, title: listings.title })
    .from(listings)
    .where(and(eq(listings.userId, provider.id), eq(listings.status, 'active')))
    .orderBy(asc(listings.createdAt), asc(listings.id))
    .limit(1);
  if (!listing) return;

  const start = ctx.clock.now().getTime() - 5 * HOUR;
  const at = (minutes: number) => new Date(start + minutes * MINUTE);
  const thread = [
    {
      from: leaser.id,
      after: 0,
      text: 'Hi! Is this block clean on the usual blocklists, and can I set my own reverse DNS?',
    },
    {
      from: provider.id,
      after: 18,
      text: 'Hello Leo, yes: it has been clean for over a year, and you get full PTR delegation once the lease starts.',
    },
    { from: leaser.id, after: 31, text: 'Great, thanks. I will probably lease it this week.' },
  ];
  await ctx.db.transaction(async (tx) => {
    const [conversation] = await tx
      .insert(conversations)
      .values({
        customerId: leaser.id,
        providerId: provider.id,
        listingKind: 'ip',
        listingId: listing.id,
        listingTitle: listing.title,
        lastMessageAt: at(thread.at(-1)!.after),
        createdAt: at(0),
      })
      .onConflictDoNothing()
      .returning({ id: conversations.id });
    if (!conversation) return;
    await tx.insert(conversationMessages).values(
      thread.map((item) => ({
        conversationId: conversation.id,
        senderId: item.from,
        body: item.text,
        createdAt: at(item.after),
      })),
    );
  });
}
