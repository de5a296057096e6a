import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { asIssue, MESSAGES } from '@netlease/shared/messages';
import { registerInputSchema } from '@netlease/shared/auth';
import { validateWith } from './validate';

describe('validateWith', () => {
  it('gives the parsed value when the input passes', () => {
    const schema = z.object({ name: z.string().trim() });
    expect(validateWith(schema, { name: '  Ada ' })).toEqual({ data: { name: 'Ada' } });
  });

  it("gives the product's message (title and description) of the first problem", () => {
    const schema = z.object({ email: z.email(asIssue(MESSAGES.invalidEmail)) });
    expect(validateWith(schema, { email: 'not-an-email' })).toEqual({ error: MESSAGES.invalidEmail });
  });

  it('falls back to a generic title with the text of an issue that names no message', () => {
    const schema = z.object({ age: z.number().min(18, 'Too young') });
    expect(validateWith(schema, { age: 3 })).toEqual({
      error: { title: 'Invalid input', description: 'Too young' },
    });
  });

  it('checks the sign-up form with the schema the server uses', () => {
    const refused = validateWith(registerInputSchema, {
      name: 'Ada',
      email: 'ada@example.com',
      password: 'x',
      confirmPassword: 'x',
    });
    expect(refused).toEqual({ error: MESSAGES.passwordTooShort });
  });
});
