import type { AppContext } from '../../../platform/app-context';
import {
  beginAttempt,
  clearFailures,
  countHit,
  countRecentFailures,
  peekHits,
  TooManyAttemptsError,
  uncountHit,
  ONE_ADDRESS_GUESSING,
  type FailureDelayPolicy,
} from '../../../platform/rate-limit';
import { HOUR, MINUTE } from '../../../platform/clock';

/**
 * Sign-in limits (decision 003 "Sign-in limits"). Only failures count, so a team behind one office
 * address never locks itself out by signing in, and they count per (account, address) pair, so
 * someone guessing from another address never locks the owner out.
 */
export const SIGN_IN_LIMITS = {
  /** One account from one address: 4 free failures, then 1 s, 2 s, 4 s ... up to 15 minutes. */
  pair: ONE_ADDRESS_GUESSING,
  /** One address across accounts: against trying one password on many accounts (spraying). */
  address: { max: 50, windowMs: 15 * MINUTE },
  /**
   * One account across addresses: high, and it only stops addresses that have already failed on
   * this account, so the owner's own address that has not failed always gets through.
   */
  account: { max: 100, windowMs: HOUR },
};

/** The same growing delays guard the current password asked by a password change. */
export const CURRENT_PASSWORD_LIMIT: FailureDelayPolicy = SIGN_IN_LIMITS.pair;

export interface SignInAttempt {
  /** The password was right: forget this pair's failures and take back the address's count. */
  succeeded(): Promise<void>;
  /** The password was wrong: the pair's failure is already counted; count it for the account. */
  failed(): Promise<void>;
}

const keys = (email: string, ip: string) => ({
  pair: `sign-in:pair:${email}|${ip}`,
  address: `sign-in:address:${ip}`,
  account: `sign-in:account:${email}`,
});

/**
 * Admits one sign-in attempt or throws TooManyAttemptsError (429 with Retry-After). The attempt is
 * counted as a failure before the password is checked, so parallel guesses cannot all get in before
 * the first failure is written; a success takes the count back.
 */
export async function beginSignInAttempt(ctx: AppContext, email: string, ip: string): Promise<SignInAttempt> {
  const key = keys(email, ip);
  const now = ctx.clock.now().getTime();

  const address = await countHit(ctx.db, ctx.clock, key.address, SIGN_IN_LIMITS.address.windowMs);
  if (address.hits > SIGN_IN_LIMITS.address.max) {
    throw new TooManyAttemptsError(address.windowEndsAt.getTime() - now);
  }
  try {
    const account = await peekHits(ctx.db, ctx.clock, key.account, SIGN_IN_LIMITS.account.windowMs);
    if (
      account.hits >= SIGN_IN_LIMITS.account.max &&
      (await countRecentFailures(ctx.db, ctx.clock, key.pair, SIGN_IN_LIMITS.pair)) > 0
    ) {
      throw new TooManyAttemptsError(account.windowEndsAt.getTime() - now);
    }
    await beginAttempt(ctx.db, ctx.clock, key.pair, SIGN_IN_LIMITS.pair);
  } catch (error) {
    // A refused attempt is not a failure of this address: only wrong passwords count.
    await uncountHit(ctx.db, key.address);
    throw error;
  }

  return {
    async succeeded() {
      await clearFailures(ctx.db, key.pair);
      await uncountHit(ctx.db, key.address);
    },
    async failed() {
      await countHit(ctx.db, ctx.clock, key.account, SIGN_IN_LIMITS.account.windowMs);
    },
  };
}

/** Guards the current-password check of a password change with the same growing delays. */
export async function beginCurrentPasswordAttempt(ctx: AppContext, userId: string) {
  const key = `password-change:user:${userId}`;
  await beginAttempt(ctx.db, ctx.clock, key, CURRENT_PASSWORD_LIMIT);
  return { succeeded: () => clearFailures(ctx.db, key) };
}
