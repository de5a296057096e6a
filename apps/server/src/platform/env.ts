import { z } from 'zod';
import { checkVatId } from '@netlease/shared/billing';
import { isCountryCode } from '@netlease/shared/countries';
import proxyAddr from '@fastify/proxy-addr';

const booleanText = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** The entries of a comma-separated list, trimmed, without empty ones. */
const listOf = (value: string) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** Addresses, CIDR ranges or proxy-addr's names (loopback, linklocal, uniquelocal) it can compile. */
function isProxyList(value: string): boolean {
  try {
    proxyAddr.compile(listOf(value));
    return true;
  } catch {
    return false;
  }
}

/** An http(s) or file URL that parses, or anything else without a scheme (a file path). */
function isVrpLocation(value: string): boolean {
  if (value.includes('\0')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(value)?.[1]?.toLowerCase();
  if (scheme === undefined) return true;
  if (!['http', 'https', 'file'].includes(scheme) || !URL.canParse(value)) return false;
  // A file URL names a file on this machine: file:///path or file://localhost/path.
  return scheme !== 'file' || ['', 'localhost'].includes(new URL(value).hostname);
}

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.url().optional(),
    /**
     * The reverse proxies in front (docs/deploy/README.md "Behind a reverse proxy"): addresses, CIDR
     * ranges or the names loopback, linklocal, uniquelocal, comma-separated. A request whose socket
     * comes from one of them is counted by the address its X-Forwarded-For names; anyone else's
     * header is ignored. Unset: every request is its socket's address.
     */
    TRUST_PROXY: z
      .string()
      .refine(
        isProxyList,
        'must be proxy addresses or ranges, comma-separated, such as 10.0.0.5 or 10.0.0.0/8 or loopback',
      )
      .transform(listOf)
      .optional(),
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
    MAIL_FROM: z.string().optional(),
    /** Where uploaded files live: DATA_DIR/files, or one S3-compatible bucket (docs/decisions/004-file-storage.md). */
    STORAGE_DRIVER: z.enum(['local', 's3'], 'must be local or s3').default('local'),
    S3_BUCKET: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
      )
      .optional(),
    S3_REGION: z
      .string()
      .regex(
        /^[a-z0-9-]+$/,
        'must be a region name such as eu-central-1 (us-east-1 for most S3-compatible servers)',
      )
      .optional(),
    S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: booleanText.default(false),
    SESSION_IDLE_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .default(8 * 60),
    SESSION_MAX_DAYS: z.coerce.number().int().min(1).default(30),
    COOKIE_SECURE: booleanText.optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
    JOBS_ENABLED: booleanText.default(true),
    /** Keep the public catalogue's answers in memory until it changes (decision 205); off in tests by default. */
    CATALOGUE_CACHE: booleanText.optional(),
    /** Bearer token a Prometheus scraper sends to GET /metrics from another machine (decision 185). */
    METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
    /**
     * IP reputation checker (docs/PRODUCT.md "IP reputation"): DNS servers to ask, as host or host:port,
     * comma-separated. Unset = off.
     */
    REPUTATION_DNS_SERVERS: z
      .string()
      .regex(/^[\w.:[\]]+(\s*,\s*[\w.:[\]]+)*$/, 'must be DNS server addresses, comma-separated')
      .optional(),
    REPUTATION_BLOCKLISTS: z
      .string()
      .regex(/^[a-z0-9.-]+(\s*,\s*[a-z0-9.-]+)*$/i, 'must be DNS blocklist zones, comma-separated')
      .default('zen.spamhaus.org,bl.spamcop.net'),
    /**
     * Validated ROA payloads for route origin validation (docs/PRODUCT.md "RPKI data", decision 231):
     * the JSON of rpki-client -j or Routinator --format json, at an http(s) address or in a file (a
     * path, absolute or from the working directory, or a file:// URL). Unset: no RPKI data (every
     * state 'unknown'), except in demo mode, which reads a small file of its own.
     */
    RPKI_VRP_URL: z
      .string()
      .refine(
        isVrpLocation,
        'must be an http:// or https:// URL, a file:// URL or a file path (rpki-client or Routinator JSON)',
      )
      .optional(),
    /**
     * Who takes card payments. 'sandbox' is the built-in test processor (test card numbers only): it
     * exists only in demo or test mode and never in production (docs/decisions/120-two-phase-payments.md).
     * 'stripe' is Stripe, with the three STRIPE_* settings below (docs/decisions/199-stripe-gateway.md).
     * Default: the sandbox in demo or test mode, otherwise none (card payments are not offered).
     */
    CARD_GATEWAY: z.enum(['sandbox', 'stripe', 'none']).optional(),
    /** CARD_GATEWAY=stripe (docs/decisions/199-stripe-gateway.md): the account's keys and webhook secret. */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_live_... or sk_test_...)')
      .optional(),
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key (pk_live_... or pk_test_...)')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, "must be the webhook endpoint's signing secret (whsec_...)")
      .optional(),
    /**
     * The legal entity that issues invoices and credit notes (docs/PRODUCT.md "Invoices", decision 261):
     * required in production without demo mode; elsewhere a demo issuer stands in
     * (platform/invoice-issuer.ts). The address is its lines separated by ';'.
     */
    INVOICE_ISSUER_NAME: z.string().max(200).optional(),
    INVOICE_ISSUER_ADDRESS: z.string().max(500).optional(),
    INVOICE_ISSUER_COUNTRY: z
      .string()
      .refine(isCountryCode, 'must be an ISO 3166-1 alpha-2 country code such as NL')
      .optional(),
    INVOICE_ISSUER_VAT_ID: z.string().max(30).optional(),
    INVOICE_ISSUER_REGISTRATION: z.string().max(200).optional(),
    INVOICE_ISSUER_EMAIL: z.email('must be an email address').optional(),
    /** The issuer's VAT rate in per cent (21, 25.5; 0 where it charges none). */
    INVOICE_VAT_RATE: z
      .string()
      .regex(/^\d{1,2}(\.\d{1,2})?$/, 'must be a rate in per cent such as 21 or 25.5')
      .optional(),
    /** Rates for private customers in other EU countries: 'DE=19,FR=20' (else the issuer's rate applies). */
    INVOICE_CONSUMER_VAT_RATES: z
      .string()
      .regex(
        /^[A-Z]{2}=\d{1,2}(\.\d{1,2})?(,[A-Z]{2}=\d{1,2}(\.\d{1,2})?)*$/,
        'must be country=rate pairs separated by commas, such as DE=19,FR=20',
      )
      .optional(),
    /** Browser tests only: exposes /api/test/* to move the clock and trigger events. Never in production. */
    TEST_CONTROL: booleanText.default(false),
  })
  .superRefine((env, ctx) => {
    if (env.STORAGE_DRIVER === 's3') {
      for (const name of ['S3_BUCKET', 'S3_REGION'] as const) {
        if (!env[name])
          ctx.addIssue({ code: 'custom', path: [name], message: 'is required when STORAGE_DRIVER=s3' });
      }
      // Neither key: the AWS SDK finds credentials itself (AWS_* variables, an instance role).
      const pair = [
        ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
        ['S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID'],
      ] as const;
      for (const [name, other] of pair) {
        if (env[other] && !env[name]) {
          ctx.addIssue({ code: 'custom', path: [name], message: `is required when ${other} is set` });
        }
      }
    }
    if (env.TEST_CONTROL && env.NODE_ENV === 'production') {
      ctx.addIssue({ code: 'custom', path: ['TEST_CONTROL'], message: 'cannot be enabled in production' });
    }
    // A real marketplace invoices as a real entity, mails its users and prints its own address:
    // production never falls back to the demo's issuer, its outbox or localhost. Checked before the
    // defaults below fill these in; demo mode is off in production unless forced on.
    if (env.NODE_ENV === 'production' && env.DEMO_MODE !== true) {
      const required = {
        INVOICE_ISSUER_NAME: 'who issues invoices',
        INVOICE_ISSUER_ADDRESS: 'who issues invoices',
        INVOICE_ISSUER_COUNTRY: 'who issues invoices',
        INVOICE_VAT_RATE: 'who issues invoices',
        PUBLIC_URL: 'the address in mailed links and on letters of authorization',
        // Without it the mail stays in the outbox table, which only demo mode shows: nobody who
        // registers could confirm their address and sign in, nor reset a password.
        SMTP_URL: 'sign-up confirmations, password resets and invoices are mailed',
        // The default's netlease.local is no domain a mail server sends for.
        MAIL_FROM: 'the sender your mail server sends as',
      } as const;
      for (const [name, why] of Object.entries(required)) {
        if (env[name as keyof typeof required] === undefined) {
          ctx.addIssue({ code: 'custom', path: [name], message: `is required in production (${why})` });
        }
      }
    }
    if (env.CARD_GATEWAY === 'sandbox' && env.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['CARD_GATEWAY'],
        message: 'the sandbox card processor cannot be used in production',
      });
    }
    if (env.CARD_GATEWAY === 'stripe') {
      for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required when CARD_GATEWAY=stripe' });
      }
      const secretMode = env.STRIPE_SECRET_KEY?.split('_')[1];
      const publishableMode = env.STRIPE_PUBLISHABLE_KEY?.split('_')[1];
      if (secretMode && publishableMode && secretMode !== publishableMode) {
        ctx.addIssue({
          code: 'custom',
          path: ['STRIPE_PUBLISHABLE_KEY'],
          message: `is a ${publishableMode} key but STRIPE_SECRET_KEY is a ${secretMode} key`,
        });
      }
    }
  })
  .transform((env) => {
    // Demo mode is on by default for the embedded database and never silently on in production.
    const DEMO_MODE = env.DEMO_MODE ?? (!env.DATABASE_URL && env.NODE_ENV !== 'production');
    const isSandboxAllowed = env.NODE_ENV !== 'production' && (DEMO_MODE || env.NODE_ENV === 'test');
    return {
      ...env,
      PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
      MAIL_FROM: env.MAIL_FROM ?? 'Netlease <no-reply@netlease.local>',
      DEMO_MODE,
      CATALOGUE_CACHE: env.CATALOGUE_CACHE ?? env.NODE_ENV !== 'test',
      COOKIE_SECURE: env.COOKIE_SECURE ?? env.NODE_ENV === 'production',
      CARD_GATEWAY: env.CARD_GATEWAY ?? (isSandboxAllowed ? 'sandbox' : 'none'),
    };
  })
  .superRefine((env, ctx) => {
    if (env.INVOICE_ISSUER_VAT_ID && env.INVOICE_ISSUER_COUNTRY) {
      const check = checkVatId(env.INVOICE_ISSUER_VAT_ID, env.INVOICE_ISSUER_COUNTRY);
      if (!check.ok) {
        ctx.addIssue({ code: 'custom', path: ['INVOICE_ISSUER_VAT_ID'], message: check.message.description });
      }
    }
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
