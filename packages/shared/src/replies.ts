import { z } from 'zod';
import type { Message } from './messages';

/**
 * The reply shapes many routes share (docs/ARCHITECTURE.md "Contracts"): a plain acknowledgement,
 * and the toast a change answers with (`{ title, message }`, docs/PRODUCT.md "Errors" for the
 * refusals). A reply that carries an object beside its toast spreads `messageShape` into its own schema.
 */
export const okSchema = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof okSchema>;

export const messageShape = { title: z.string(), message: z.string() };
export const messageSchema = z.object(messageShape);
export type MessageReply = z.infer<typeof messageSchema>;

/**
 * The toast a change answers with: a shared Message's title and description. A reply that carries
 * an object beside its toast spreads it in.
 */
export const toMessageReply = (message: Message): MessageReply => ({
  title: message.title,
  message: message.description,
});

/**
 * One page of an admin list paged on the server (docs/PRODUCT.md "Admin panel"), with the size of the
 * whole list.
 */
export const adminListPageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

/** GET /api/health: the process answers. */
export const healthSchema = okSchema;

/** GET /api/config: what the web app needs to know before it signs anyone in. */
export const publicConfigSchema = z.object({
  demoMode: z.boolean(),
  cardPayments: z.enum(['sandbox', 'stripe', 'none']),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/**
 * GET /api/ready (200 when ready, 503 otherwise): each dependency's state, for the operators only
 * (the machine itself or the metrics token); anyone else gets `ready` alone.
 */
export const readinessSchema = z.object({
  ready: z.boolean(),
  checks: z
    .object({
      /** 'ok' or 'unreachable' (the error is logged, never sent). */
      database: z.string(),
      /** 'ok', 'unknown' while the database cannot be read, or how many migrations are missing and which. */
      migrations: z.string(),
      /**
       * 'ok' or 'not listening': the LISTEN connection live events arrive on
       * (docs/ARCHITECTURE.md "How an event flows").
       */
      realtime: z.string(),
    })
    .optional(),
});
export type Readiness = z.infer<typeof readinessSchema>;

/** GET /api/events: the topics a stream follows and the last event the browser saw. */
export const liveEventsQuerySchema = z.object({
  topics: z.string().max(600).optional(),
  lastEventId: z.coerce.number().int().min(0).optional(),
});
