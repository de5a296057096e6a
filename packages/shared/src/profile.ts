import { z } from 'zod';
import { ACCOUNT_MESSAGES, emailSchema, profileSchema } from './auth';
import { asIssue } from './messages';
import { toE164Phone } from './phone';
import { messageShape } from './replies';
import { singleLineText } from './text';

/**
 * The profile form (/profile; docs/PRODUCT.md "Profile"). Kept apart from auth.ts, which every page
 * loads for the session, so the phone library loads only with the profile form and on the server.
 */
export const profileUpdateInputSchema = z.object({
  name: z
    .string({ error: asIssue(ACCOUNT_MESSAGES.nameRequired) })
    .trim()
    .min(1, asIssue(ACCOUNT_MESSAGES.nameRequired))
    .max(120, asIssue(ACCOUNT_MESSAGES.nameTooLong))
    .check(singleLineText('name')),
  email: emailSchema,
  companyName: z.string().trim().max(200).check(singleLineText('company name')).nullable().default(null),
  companyAddress: z
    .string()
    .trim()
    .max(500)
    .check(singleLineText('company address'))
    .nullable()
    .default(null),
  // Blank is no phone; anything else must be a real number, kept in E.164.
  contactPhone: z
    .string()
    .max(40, asIssue(ACCOUNT_MESSAGES.invalidPhone))
    .nullable()
    .default(null)
    .transform((value, context) => {
      if (value === null || !value.trim()) return null;
      const phone = toE164Phone(value);
      if (phone === null) {
        context.addIssue({ code: 'custom', message: asIssue(ACCOUNT_MESSAGES.invalidPhone) });
        return z.NEVER;
      }
      return phone;
    }),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateInputSchema>;

/** PUT /api/profile: the saved profile and its toast. */
export const profileUpdateResultSchema = z.object({ profile: profileSchema, ...messageShape });
export type ProfileUpdateResult = z.infer<typeof profileUpdateResultSchema>;
