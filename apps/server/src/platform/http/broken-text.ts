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
  // A value that is no object needs no walk and no allocation (a request without a body: undefined).
  if (typeof value === 'string') return isWellFormedText(value) ? undefined : [];
  if (value === null || typeof value !== 'object') return undefined;
  const pending: Place[] = [{ value, key: null, parent: null }];
  while (pending.length > 0) {
    const place = pending.pop()!;
    if (typeof place.value === 'string') {
      if (!isWellFormedText(place.value)) return pathOf(place);
      continue;
    }
    if (place.value === null || typeof place.value !== 'object') continue;
    for (const [key, item] of Object.entries(place.value)) {
      if (!isWellFormedText(key)) return pathOf(place);
      pending.push({ value: item, key, parent: place });
    }
  }
  return undefined;
}

interface Place {
  value: unknown;
  key: string | null;
  parent: Place | null;
}

/**
 * The keys from the top to `place`. At module level, not inside findBrokenText: the production build
 * keeps function names (esbuild keepNames), which names a nested function again on every call, and
 * this check runs on every request (docs/decisions/274-cheaper-request-path.md).
 */
function pathOf(place: Place | null) {
  const path: string[] = [];
  for (let at = place; at?.key != null; at = at.parent) path.push(at.key);
  return path.reverse();
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
