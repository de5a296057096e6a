import type { z } from 'zod';
import { messageFromIssue } from '@netlease/shared/message-catalog';
import type { Message } from '@netlease/shared/messages';

/**
 * Checks form input with the same zod schema the server uses and returns the product's message for
 * the first problem, or the parsed value.
 */
export function validateWith<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { data: z.output<S> } | { error: Message } {
  const result = schema.safeParse(input);
  if (result.success) return { data: result.data };
  const text = result.error.issues[0]?.message ?? 'Invalid input';
  return { error: messageFromIssue(text) ?? { title: 'Invalid input', description: text } };
}
