import { describe, expect, it } from 'vitest';
import {
  ABUSE_EVIDENCE_MAX_BYTES,
  ABUSE_MESSAGES,
  evidenceEmpty,
  evidenceTooLarge,
  targetHostBitsMessage,
} from '@netlease/shared/abuse';
import { MESSAGES, parseIssue } from '@netlease/shared/messages';
import { EMPTY_REPORT, reportAbuseFormSchema, type ReportAbuseFormValues } from './report-abuse-form-schema';
import { toLocalInput } from './local-time-input';

const now = new Date('2026-11-29T12:00:00Z');
const schema = reportAbuseFormSchema(() => now);
const hoursAgo = (hours: number) => toLocalInput(new Date(now.getTime() - hours * 3_600_000));

const valid: ReportAbuseFormValues = {
  target: ' 192.0.2.7 ',
  category: 'phishing',
  seenAt: hoursAgo(2),
  description: 'A page asking for bank passwords.',
  reporterEmail: 'Abuse@Example.org',
  evidence: [],
};

/** The product message the form shows beside each refused field. */
function refusals(values: Partial<ReportAbuseFormValues>) {
  const result = schema.safeParse({ ...valid, ...values });
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), parseIssue(issue.message)]),
  );
}

const file = (name: string, size: number) => new File([new Uint8Array(size)], name, { type: 'text/plain' });

describe('the public abuse form', () => {
  it('sends the report the server takes: canonical target, ISO time with the offset, trimmed text', () => {
    const result = schema.parse({ ...valid, evidence: [file('headers.txt', 10)] });
    expect(result).toMatchObject({
      target: '192.0.2.7',
      category: 'phishing',
      description: 'A page asking for bank passwords.',
      reporterEmail: 'abuse@example.org',
    });
    expect(result.seenAt).toMatch(/[+-]\d{2}:\d{2}$/);
    expect(new Date(result.seenAt).getTime()).toBe(now.getTime() - 2 * 3_600_000);
    expect(result.evidence).toHaveLength(1);
  });

  it('shows each field its product message when everything is missing', () => {
    expect(refusals(EMPTY_REPORT)).toEqual({
      target: ABUSE_MESSAGES.targetRequired,
      category: ABUSE_MESSAGES.categoryRequired,
      seenAt: ABUSE_MESSAGES.seenAtRequired,
      description: ABUSE_MESSAGES.descriptionRequired,
      reporterEmail: MESSAGES.invalidEmail,
    });
  });

  it('refuses a bad address, a prefix too large and one with host bits', () => {
    expect(refusals({ target: '300.1.2.3' }).target).toEqual(ABUSE_MESSAGES.invalidTarget);
    expect(refusals({ target: '10.0.0.0/8' }).target).toEqual(ABUSE_MESSAGES.ipv4PrefixTooLarge);
    expect(refusals({ target: '2001:db8::/16' }).target).toEqual(ABUSE_MESSAGES.ipv6PrefixTooLarge);
    expect(refusals({ target: '192.0.2.7/24' }).target).toEqual(targetHostBitsMessage('192.0.2.0/24'));
  });

  it('holds the time seen to the clock: not in the future, not older than a year', () => {
    expect(refusals({ seenAt: hoursAgo(-1) }).seenAt).toEqual(ABUSE_MESSAGES.seenAtInFuture);
    expect(refusals({ seenAt: hoursAgo(24 * 400) }).seenAt).toEqual(ABUSE_MESSAGES.seenAtTooOld);
    expect(refusals({ seenAt: 'yesterday' }).seenAt).toEqual(ABUSE_MESSAGES.seenAtInvalid);
    // A few minutes ahead is the reporter's clock, not the future.
    expect(refusals({ seenAt: hoursAgo(-0.05) }).seenAt).toBeUndefined();
  });

  it('refuses a description too long', () => {
    expect(refusals({ description: 'x'.repeat(5001) }).description).toEqual(
      ABUSE_MESSAGES.descriptionTooLong,
    );
  });

  it('holds the evidence to five files, none empty, none larger than the limit', () => {
    const six = Array.from({ length: 6 }, (_, index) => file(`${index}.txt`, 10));
    expect(refusals({ evidence: six }).evidence).toEqual(ABUSE_MESSAGES.tooMuchEvidence);
    expect(refusals({ evidence: [file('a.txt', 10), file('b.txt', 0)] }).evidence).toEqual(evidenceEmpty(2));
    expect(refusals({ evidence: [file('a.png', ABUSE_EVIDENCE_MAX_BYTES + 1)] }).evidence).toEqual(
      evidenceTooLarge(1),
    );
  });
});
