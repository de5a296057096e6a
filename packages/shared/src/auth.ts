import { z } from 'zod';
import { asIssue, MESSAGES, type Message } from './messages';
import { roleSchema, KYC_STATUSES } from './roles';
import { LEGAL_MESSAGES, TERMS_VERSION } from './legal';
import { singleLineText, wellFormedText } from './text';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Account messages of decision 003: the current password and path spelling (docs/PRODUCT.md "Accounts"). */
export const ACCOUNT_MESSAGES = {
  currentPasswordEmpty: {
    title: 'Current password required',
    description: 'Please enter your current password to choose a new one.',
  },
  currentPasswordWrong: {
    title: 'Wrong current password',
    description: 'The current password you entered is not correct.',
  },
  nameRequired: { title: 'Name required', description: 'Please enter your full name.' },
  nameTooLong: { title: 'Name too long', description: 'Use at most 120 characters for your name.' },
  invalidPhone: {
    title: 'Invalid phone number',
    description: 'Enter the number with its country code, for example +1 202 555 0123.',
  },
  nonCanonicalPath: {
    title: 'Invalid address',
    description: 'Send the request to the plain address: no encoded letters, dot segments or extra slashes.',
  },
} as const satisfies Record<string, Message>;
export const NON_CANONICAL_PATH = ACCOUNT_MESSAGES.nonCanonicalPath;

export const emailSchema = z
  .string()
  .trim()
  .min(1, asIssue(MESSAGES.invalidEmail))
  .max(254, asIssue(MESSAGES.invalidEmail))
  .pipe(z.email(asIssue(MESSAGES.invalidEmail)))
  .transform((value) => value.toLowerCase());

export const newPasswordSchema = z
  .string()
  .min(1, asIssue(MESSAGES.passwordEmpty))
  .min(PASSWORD_MIN_LENGTH, asIssue(MESSAGES.passwordTooShort))
  .max(PASSWORD_MAX_LENGTH, asIssue(MESSAGES.passwordTooLong))
  .check(wellFormedText('password'));

export const registerInputSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, asIssue(MESSAGES.missingRegisterFields))
      .max(120)
      .check(singleLineText('name')),
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string().check(wellFormedText('password')),
    // docs/PRODUCT.md "Sign-up and sign-in": the terms, privacy and acceptable-use policy are
    // accepted at sign-up, and the version accepted is the one in force.
    acceptTerms: z
      .boolean(asIssue(LEGAL_MESSAGES.termsNotAccepted))
      .refine((accepted) => accepted, asIssue(LEGAL_MESSAGES.termsNotAccepted)),
    termsVersion: z.literal(TERMS_VERSION, asIssue(LEGAL_MESSAGES.termsOutdated)),
  })
  .refine((input) => input.password === input.confirmPassword, {
    message: asIssue(MESSAGES.passwordsDoNotMatch),
    path: ['confirmPassword'],
  });
export type RegisterInput = z.input<typeof registerInputSchema>;

export const loginInputSchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .min(1, asIssue(MESSAGES.signInFailed))
    .max(PASSWORD_MAX_LENGTH)
    .check(wellFormedText('password')),
});
export type LoginInput = z.input<typeof loginInputSchema>;

export const emailInputSchema = z.object({ email: emailSchema });
// A link's token: anything too short or long to be one reads as the expired link it is.
const linkToken = z
  .string({ error: asIssue(MESSAGES.invalidToken) })
  .min(10, asIssue(MESSAGES.invalidToken))
  .max(200, asIssue(MESSAGES.invalidToken))
  .check(wellFormedText('link'));
export const tokenInputSchema = z.object({ token: linkToken });

export const resetPasswordInputSchema = z
  .object({
    token: linkToken,
    password: newPasswordSchema,
    confirmPassword: z.string().check(wellFormedText('password')),
  })
  .refine((input) => input.password === input.confirmPassword, {
    message: asIssue(MESSAGES.passwordsDoNotMatch),
    path: ['confirmPassword'],
  });

// Decision 003: a password change proves the current password, so a session left open on a shared
// computer (or a stolen cookie) cannot lock its owner out.
export const changePasswordInputSchema = z
  .object({
    currentPassword: z
      .string({ error: asIssue(ACCOUNT_MESSAGES.currentPasswordEmpty) })
      .min(1, asIssue(ACCOUNT_MESSAGES.currentPasswordEmpty))
      .max(PASSWORD_MAX_LENGTH, asIssue(ACCOUNT_MESSAGES.currentPasswordWrong))
      .check(wellFormedText('current password')),
    password: newPasswordSchema,
    confirmPassword: z.string().check(wellFormedText('password')),
  })
  .refine((input) => input.password === input.confirmPassword, {
    message: asIssue(MESSAGES.passwordsDoNotMatch),
    path: ['confirmPassword'],
  });
export type ChangePasswordInput = z.input<typeof changePasswordInputSchema>;

export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  kycStatus: z.enum(KYC_STATUSES),
  avatarUrl: z.string().nullable(),
  mfaEnabled: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const profileSchema = sessionUserSchema.extend({
  companyName: z.string().nullable(),
  companyAddress: z.string().nullable(),
  contactPhone: z.string().nullable(),
  pendingEmail: z.string().nullable(),
  averageRating: z.number(),
  /** 0: the average is the default 5.0 and reads 'no ratings yet'. */
  ratingCount: z.number().int(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/** Demo accounts (Quick Demo Logins on /login; docs/PRODUCT.md "Demo mode"). They exist only in demo mode. */
export const DEMO_PASSWORD = 'demo-password-2026';
export const DEMO_USERS = [
  { role: 'admin', email: 'admin@netlease.demo', name: 'Ada Admin' },
  { role: 'staff', email: 'staff@netlease.demo', name: 'Sam Staff' },
  { role: 'monetizer', email: 'monetizer@netlease.demo', name: 'Mona Monetizer' },
  { role: 'leaser', email: 'leaser@netlease.demo', name: 'Leo Leaser' },
] as const;

/** GET /api/auth/csrf: the token every state-changing request carries (docs/decisions/003). */
export const csrfTokenSchema = z.object({ token: z.string() });
export type CsrfToken = z.infer<typeof csrfTokenSchema>;

/** GET /api/auth/session: who is signed in, and whether a password waits for its MFA code. */
export const sessionStateSchema = z.object({ user: sessionUserSchema.nullable(), mfaPending: z.boolean() });
export type SessionState = z.infer<typeof sessionStateSchema>;

/**
 * POST /api/auth/login: the user, whether the MFA code is still to come, and whether this is the
 * account's first sign-in ('Welcome!' rather than 'Welcome back!').
 */
export const loginResultSchema = z.object({
  user: sessionUserSchema,
  mfaRequired: z.boolean(),
  isFirstSignIn: z.boolean(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;
