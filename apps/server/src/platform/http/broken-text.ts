import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@netlease/shared/messages';
import { isWellFormedText } from '@netlease/shared/text';
import { AppError } from '../errors';

/**
 * The path of the first string in `value` (keys included) that is not well-formed UTF-16, or undefined.
 * A broken key is reported at the object holding it. Walked without recursion, so no nesting depth
 * of a JSON body can overflow the stack.
 */
export function findBrokenText(value: unknown): string[] | undefined {
  const pending: Array<{ value: unknown; path: string[] }> = [{ value, path: [] }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (!isWellFormedText(current)) return path;
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    for (const [key, item] of Object.entries(current)) {
      if (!isWellFormedText(key)) return path;
      pending.push({ value: item, path: [...path, key] });
    }
  }
  return undefined;
}

const BROKEN_TEXT = {
  title: MESSAGES.invalidInput.title,
  description: 'The request holds a broken character. Please type it again.',
};

/**
 * Half of a UTF-16 surrogate pair is not text: PostgreSQL cannot store it, so in a jsonb value it
 * failed the request with a 500 and in a text column it turned into '�'. Every free-text field
 * refuses it by the shared text rule, with its own message (docs/PRODUCT.md "Text fields"); this
 * check refuses it wherever else a request carries it (a JSON key, a field that is no free text, a
 * query or path parameter). It runs after validation, so a field's own message comes first, and on
 * what validation kept, which is what reaches a service.
 */
export function refuseBrokenText(app: FastifyInstance) {
  app.addHook('preHandler', (request, _reply, done) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = findBrokenText(part);
      if (path === undefined) continue;
      const field = part === request.body && path.length > 0 ? path.join('.') : undefined;
      const description = field ? `${field}: ${BROKEN_TEXT.description}` : BROKEN_TEXT.description;
      return done(new AppError('invalid_input', { ...BROKEN_TEXT, description }, { field }));
    }
    done();
  });
}
