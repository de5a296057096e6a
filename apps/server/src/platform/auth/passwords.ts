import argon2 from 'argon2';
import { TooManyAttemptsError } from '../rate-limit';
import { createBusyLimiter } from '../work-limiter';

/**
 * Every argon2 computation of this process (sign-in, sign-up, password change and reset, the current
 * password of a sensitive change) takes a place here: each holds 64 MiB and a CPU core for a moment,
 * so a burst of requests waits its turn instead of taking the server's memory (docs/PRODUCT.md
 * "Passwords and mailed links"). Past the queue's length a request is told to try again shortly.
 */
export const PASSWORD_HASHING = { concurrency: 2, maxWaiting: 32, retryAfterMs: 1000 };

const hashing = createBusyLimiter(PASSWORD_HASHING);

/** Password hashes running and waiting in this process (the metrics show them). */
export const passwordHashingLoad = () => hashing.load();

// argon2id with the library's defaults (64 MiB, t=3), OWASP's recommended family for password storage.
export function hashPassword(password: string): Promise<string> {
  return hashing.run(() => argon2.hash(password, { type: argon2.argon2id }));
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await hashing.run(() => argon2.verify(hash, password));
  } catch (error) {
    // A full queue is the caller's answer (429); a malformed stored hash is a wrong password.
    if (error instanceof TooManyAttemptsError) throw error;
    return false;
  }
}

// Verified against when the email is unknown, so a missing account costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;
export function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-used-for-timing');
  // A refused first attempt (queue full) is not kept: the next sign-in computes it again.
  dummyHash.catch(() => (dummyHash = undefined));
  return dummyHash;
}
