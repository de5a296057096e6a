import { asIssue, type Message, message } from './messages';
import { z } from 'zod';
import { sessionUserSchema } from './auth';
import { wellFormedText } from './text';

/**
 * Multi-factor sign-in contracts (/security; docs/PRODUCT.md "Multi-factor sign-in"): a TOTP factor
 * (SHA-1, 6 digits, 30 s, as authenticator apps expect) plus one-time recovery codes.
 */

// Codes have 6 digits (docs/PRODUCT.md "Multi-factor sign-in").
export const MFA_CODE_LENGTH = 6;
export const MFA_PERIOD_SECONDS = 30;
export const MFA_ISSUER = 'Netlease';
export const RECOVERY_CODE_COUNT = 10;

export const MFA_MESSAGES = {
  enabled: message('MFA Enabled Successfully!', 'Sign-ins to your account now ask for a code.'),
  disabled: message('MFA Disabled', 'Sign-ins no longer ask for a code.'),
  enrollmentFailed: message('MFA Enrollment Failed', 'Please try again later.'),
  alreadyEnabled: message('MFA Enrollment Failed', 'Multi-factor authentication is already enabled.'),
  notEnrolling: message('MFA Verification Failed', 'Please start the setup again.'),
  challengeFailed: message('MFA Challenge Failed', 'Your sign-in has expired. Please sign in again.'),
  verificationFailed: message('MFA Verification Failed', 'The code is invalid or has already been used.'),
  disableFailed: message('Failed to disable MFA', 'The code is invalid or has already been used.'),
  notEnabled: message('Failed to disable MFA', 'Multi-factor authentication is not enabled.'),
  invalidCode: message('Invalid code', 'Enter the 6-digit code from your authenticator app.'),
  // A spent recovery code says so, rather than the general failure: the user then tries another one.
  recoveryCodeUsed: message('MFA Verification Failed', 'This recovery code has already been used.'),
  disableRecoveryCodeUsed: message('Failed to disable MFA', 'This recovery code has already been used.'),
} as const satisfies Record<string, Message>;

/**
 * The code field of every MFA form. The page passes the text on unchecked, so the server
 * is the one place that decides; a recovery code (xxxxx-xxxxx) is accepted where the form says so.
 * Authenticator apps show a code in groups ("522 410"), so spaces (and only spaces) are removed
 * before anything else looks at it; recovery codes forgive spaces anyway (normalizeRecoveryCode).
 * `overwrite` keeps the field a string in the API document, which a transform would not.
 */
export const mfaCodeInputSchema = z.object({
  code: z
    .string()
    .trim()
    .overwrite(removeSpaces)
    .min(1, asIssue(MFA_MESSAGES.invalidCode))
    .max(40, asIssue(MFA_MESSAGES.invalidCode))
    .check(wellFormedText('code')),
});
export type MfaCodeInput = z.input<typeof mfaCodeInputSchema>;

/** "522 410" and "12 34 56" are the code 522410 and 123456. */
export function removeSpaces(code: string) {
  return code.replaceAll(' ', '');
}

export const isTotpCode = (code: string) => new RegExp(`^\\d{${MFA_CODE_LENGTH}}$`).test(code);

/** Recovery codes are shown as two groups of five characters; spaces, dashes and case are forgiven. */
export const normalizeRecoveryCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

export const mfaStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
});
export type MfaStatus = z.infer<typeof mfaStatusSchema>;

/** What the enroll step shows: the QR image (a data: URL) and the same secret as text. */
export const mfaEnrollmentSchema = z.object({
  qrDataUrl: z.string(),
  secret: z.string(),
  otpauthUrl: z.string(),
});
export type MfaEnrollment = z.infer<typeof mfaEnrollmentSchema>;

export const mfaEnabledSchema = z.object({
  title: z.string(),
  message: z.string(),
  /** Shown once; only their hashes are kept. */
  recoveryCodes: z.array(z.string()),
});
export type MfaEnabled = z.infer<typeof mfaEnabledSchema>;

export const mfaVerifiedSchema = z.object({ user: sessionUserSchema, usedRecoveryCode: z.boolean() });
export type MfaVerified = z.infer<typeof mfaVerifiedSchema>;
