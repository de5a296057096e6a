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
import { DAY, HOUR, MINUTE } from '../../../platform/clock';

/**
 * Limits on second-factor codes (docs/PRODUCT.md "Multi-factor sign-in"). They slow down the source
 * of wrong codes, never the account: someone who knows the password and guesses codes from their own
 * address cannot keep the owner, on another address, out. Only failures count.
 */
export const MFA_LIMITS = {
  /**
   * Authenticator codes for one account from one address, slowed like wrong passwords: 4 free
   * failures, then 1 s, 2 s, 4 s ... up to 15 minutes.
   */
  pair: ONE_ADDRESS_GUESSING,
  /**
   * One account across addresses, against guessing from many: past 20 wrong codes an hour, an
   * address that already failed on this account waits for the hour to end; one that has not (the
   * owner's) still gets through.
   */
  account: { max: 20, windowMs: HOUR },
  /**
   * Recovery codes from one address, whichever account: checked even while that address's
   * authenticator codes are slowed down, so a valid one always gets its owner in. A guess is one in
   * 10^13, and after 10 wrong ones the address waits a minute, doubling up to an hour.
   */
  recovery: {
    freeFailures: 10,
    firstDelayMs: MINUTE,
    maxDelayMs: HOUR,
    forgetAfterMs: DAY,
  } satisfies FailureDelayPolicy,
};

export type CodeKind = 'totp' | 'recovery';

export interface CodeAttempt {
  succeeded(): Promise<void>;
  failed(): Promise<void>;
}

/**
 * Admits one code attempt or throws TooManyAttemptsError (429 with Retry-After). The attempt is
 * counted as a failure before the code is checked, in one statement, so parallel guesses cannot all
 * get in before the first failure is written; a success takes it back.
 */
export async function beginCodeAttempt(
  ctx: AppContext,
  userId: string,
  ip: string,
  kind: CodeKind,
): Promise<CodeAttempt> {
  if (kind === 'recovery') {
    const key = `mfa:recovery:${ip}`;
    await beginAttempt(ctx.db, ctx.clock, key, MFA_LIMITS.recovery);
    return {
      succeeded: () => uncountHit(ctx.db, key),
      failed: async () => {},
    };
  }
  const pair = `mfa:pair:${userId}|${ip}`;
  const account = `mfa:account:${userId}`;
  const accountFailures = await peekHits(ctx.db, ctx.clock, account, MFA_LIMITS.account.windowMs);
  if (
    accountFailures.hits >= MFA_LIMITS.account.max &&
    (await countRecentFailures(ctx.db, ctx.clock, pair, MFA_LIMITS.pair)) > 0
  ) {
    throw new TooManyAttemptsError(accountFailures.windowEndsAt.getTime() - ctx.clock.now().getTime());
  }
  await beginAttempt(ctx.db, ctx.clock, pair, MFA_LIMITS.pair);
  return {
    succeeded: () => clearFailures(ctx.db, pair),
    failed: async () => {
      await countHit(ctx.db, ctx.clock, account, MFA_LIMITS.account.windowMs);
    },
  };
}
