import type { Message } from './messages';

/**
 * Demo mode's messages without zod, so the outbox page does not load zod and the demo's contracts
 * (docs/decisions/270). demo.ts re-exports them.
 */

export const DEMO_MESSAGES = {
  resetRefused: {
    title: 'Demo User Setup Failed',
    description:
      'Demo users can be reset only on the machine running the demo, or by an admin account of your own.',
  },
  outboxFetchFailed: { title: 'Error fetching the outbox', description: 'Please try again later.' },
} satisfies Record<string, Message>;
