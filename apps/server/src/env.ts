import { z } from 'zod';

const booleanText = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.url().optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    DATA_DIR: z.string().default('./data'),
    // The built web app to serve; the browser tests point each run at its own build.
    WEB_DIST_DIR: z.string().optional(),
    DEMO_MODE: booleanText.optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().default('Netlease <no-reply@netlease.local>'),
    // Only the local driver exists today (docs/decisions/004-file-storage.md).
    STORAGE_DRIVER: z.enum(['local']).default('local'),
    SESSION_IDLE_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .default(8 * 60),
    SESSION_MAX_DAYS: z.coerce.number().int().min(1).default(30),
    COOKIE_SECURE: booleanText.optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
    JOBS_ENABLED: booleanText.default(true),
    /** IP reputation checker (issue 7): DNS servers to ask, as host or host:port, comma-separated. Unset = off. */
    REPUTATION_DNS_SERVERS: z
      .string()
      .regex(/^[\w.:[\]]+(\s*,\s*[\w.:[\]]+)*$/, 'must be DNS server addresses, comma-separated')
      .optional(),
    REPUTATION_BLOCKLISTS: z
      .string()
      .regex(/^[a-z0-9.-]+(\s*,\s*[a-z0-9.-]+)*$/i, 'must be DNS blocklist zones, comma-separated')
      .default('zen.spamhaus.org,bl.spamcop.net'),
    /**
     * Who takes card payments. 'sandbox' is the built-in test processor (test card numbers only): it
     * exists only in demo or test mode and never in production (docs/decisions/120-two-phase-payments.md).
     * Default: the sandbox in demo or test mode, otherwise none (card payments are not offered).
     */
    CARD_GATEWAY: z.enum(['sandbox', 'none']).optional(),
    /** Browser tests only: exposes /api/test/* to move the clock and trigger events. Never in production. */
    TEST_CONTROL: booleanText.default(false),
  })
  .superRefine((env, ctx) => {
    if (env.TEST_CONTROL && env.NODE_ENV === 'production') {
      ctx.addIssue({ code: 'custom', path: ['TEST_CONTROL'], message: 'cannot be enabled in production' });
    }
    if (env.CARD_GATEWAY === 'sandbox' && env.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['CARD_GATEWAY'],
        message: 'the sandbox card processor cannot be used in production',
      });
    }
  })
  .transform((env) => {
    // Demo mode is on by default for the embedded database and never silently on in production.
    const DEMO_MODE = env.DEMO_MODE ?? (!env.DATABASE_URL && env.NODE_ENV !== 'production');
    const isSandboxAllowed = env.NODE_ENV !== 'production' && (DEMO_MODE || env.NODE_ENV === 'test');
    return {
      ...env,
      PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
      DEMO_MODE,
      COOKIE_SECURE: env.COOKIE_SECURE ?? env.NODE_ENV === 'production',
      CARD_GATEWAY: env.CARD_GATEWAY ?? (isSandboxAllowed ? 'sandbox' : 'none'),
    };
  })
  .superRefine((env, ctx) => {
    if (env.CARD_GATEWAY === 'sandbox' && !env.DEMO_MODE && env.NODE_ENV !== 'test') {
      ctx.addIssue({
        code: 'custom',
        path: ['CARD_GATEWAY'],
        message: 'the sandbox card processor exists only in demo mode (DEMO_MODE=true) or NODE_ENV=test',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** Parses the environment once at start; a bad setting stops the process naming the variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable means "not set" (a shell's FOO= or an .env line without a value).
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
