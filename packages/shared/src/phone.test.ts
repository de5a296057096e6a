import { describe, expect, it } from 'vitest';
import { formatPhone, toE164Phone } from './phone';
import { profileUpdateInputSchema } from './profile';

describe('phone numbers (docs/decisions/140-forms.md)', () => {
  it('keeps a valid number with its country code in E.164', () => {
    expect(toE164Phone('+1 (202) 555-0123')).toBe('+12025550123');
    expect(toE164Phone('+44 20 7946 0958')).toBe('+442079460958');
    expect(toE164Phone('0049 30 901820')).toBe('+4930901820');
    expect(toE164Phone(' +91 98765 43210 ')).toBe('+919876543210');
  });

  it('refuses what is not a phone number', () => {
    for (const text of [
      'call me',
      '12345',
      '+1 555 0100',
      '202 555 0123',
      '+1 800 FLOWERS',
      '+1 202 555 0123 ext. 5',
      '+999 123 456',
      '+',
    ]) {
      expect(toE164Phone(text), text).toBeNull();
    }
  });

  it('shows a stored number in the international format, and an old free-text one as it was', () => {
    expect(formatPhone('+12025550123')).toBe('+1 202 555 0123');
    expect(formatPhone('+4930901820')).toBe('+49 30 901820');
    expect(formatPhone('ask reception')).toBe('ask reception');
  });

  it('is the rule of the profile schema: blank is no phone, anything else must be a number', () => {
    const base = { name: 'Ann', email: 'ann@example.com' };
    expect(profileUpdateInputSchema.parse({ ...base, contactPhone: '  ' }).contactPhone).toBeNull();
    expect(profileUpdateInputSchema.parse({ ...base, contactPhone: '+1 202-555-0123' }).contactPhone).toBe(
      '+12025550123',
    );
    const refused = profileUpdateInputSchema.safeParse({ ...base, contactPhone: '555-HELP' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['contactPhone'],
      message: 'Invalid phone number\nEnter the number with its country code, for example +1 202 555 0123.',
    });
    expect(profileUpdateInputSchema.safeParse({ ...base, name: ' ' }).error?.issues[0]?.message).toBe(
      'Name required\nPlease enter your full name.',
    );
  });
});
