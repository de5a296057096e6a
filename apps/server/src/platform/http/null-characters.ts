import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@netlease/shared/messages';
import { AppError } from '../errors';

/** True when a string anywhere in `value` (keys included) holds a NUL character. */
function hasNulCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || hasNulCharacter(item, depth + 1)) return true;
  }
  return false;
}

/**
 * PostgreSQL text cannot hold a NUL character: one in a query string, path or JSON body reached the
 * database and failed with a 500 (found by `npm run scan`: GET /api/auctions?search=%00). No field
 * of the app has a use for it, so every request carrying one is refused here with a 400.
 */
export function refuseNulCharacters(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    if (hasNulCharacter(request.params) || hasNulCharacter(request.query) || hasNulCharacter(request.body)) {
      return done(new AppError('invalid_input', MESSAGES.invalidInput));
    }
    done();
  });
}
