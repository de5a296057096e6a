import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../platform/app-context';
import { users } from '../../../platform/db/schema/platform/index';
import { ticketMessages, tickets } from '../../../platform/db/schema/support/index';
import { HOUR, MINUTE } from '../../../platform/clock';

const LEASER_EMAIL = 'leaser@netlease.demo';
const STAFF_EMAIL = 'staff@netlease.demo';

/** Demo step: two conversations between the demo leaser and the demo staff member. */
export async function seedDemoTickets(ctx: AppContext) {
  const people = await ctx.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [LEASER_EMAIL, STAFF_EMAIL]));
  const leaser = people.find((person) => person.email === LEASER_EMAIL);
  const staff = people.find((person) => person.email === STAFF_EMAIL);
  if (!leaser || !staff) return;
  const [existing] = await ctx.db
    .select({ id: tickets.id })
    .from(tickets)
    .where(eq(tickets.openedBy, leaser.id));
  if (existing) return;

  const start = ctx.clock.now().getTime() - 26 * HOUR;
  const at = (minutes: number) => new Date(start + minutes * MINUTE);
  const conversations = [
    {
      title: 'Server in Frankfurt does not answer on its second IP',
      priority: 'high' as const,
      status: 'in_progress' as const,
      assignedTo: staff.id,
      messages: [
        {
          from: leaser.id,
          after: 0,
          text: 'Since this morning the second address of my server does not answer ping or SSH. The first one works.',
        },
        {
          from: staff.id,
          after: 25,
          text: 'Hi Leo, thanks for the report. I can see the address is not announced on the switch; I have asked the provider to check the port configuration.',
        },
        { from: leaser.id, after: 40, text: 'Thank you! Let me know if you need anything from my side.' },
      ],
    },
    {
      title: 'How do I add reverse DNS for my /24?',
      priority: 'low' as const,
      status: 'open' as const,
      assignedTo: null,
      messages: [
        {
          from: leaser.id,
          after: 20 * 60,
          text: 'I would like PTR records for the block I lease. Where can I set them?',
        },
      ],
    },
  ];

  await ctx.db.transaction(async (tx) => {
    for (const conversation of conversations) {
      const opened = at(conversation.messages[0]!.after);
      const last = at(conversation.messages.at(-1)!.after);
      const [ticket] = await tx
        .insert(tickets)
        .values({
          openedBy: leaser.id,
          assignedTo: conversation.assignedTo,
          title: conversation.title,
          priority: conversation.priority,
          status: conversation.status,
          createdAt: opened,
          updatedAt: last,
        })
        .returning({ id: tickets.id });
      await tx.insert(ticketMessages).values(
        conversation.messages.map((message) => ({
          ticketId: ticket!.id,
          senderId: message.from,
          message: message.text,
          createdAt: at(message.after),
        })),
      );
    }
  });
}
