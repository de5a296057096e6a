import { describe, expect, it } from 'vitest';
import { ABUSE_CASE_MESSAGES } from '@netlease/shared/abuse-cases';
import { parseIssue } from '@netlease/shared/messages';
import { closeDuplicatesFormSchema } from './close-duplicates-form-schema';

const [a, b, c] = [
  '00000000-0000-4000-8000-00000000000a',
  '00000000-0000-4000-8000-00000000000b',
  '00000000-0000-4000-8000-00000000000c',
];

const refusals = (selected: string[], values: { duplicateOf: string; reason: string }) => {
  const result = closeDuplicatesFormSchema(selected).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), parseIssue(issue.message)]),
  );
};

describe('closing cases as duplicates', () => {
  it('keeps the chosen case and closes every other selected one into it', () => {
    expect(closeDuplicatesFormSchema([a, b, c]).parse({ duplicateOf: b, reason: ' Same attack. ' })).toEqual({
      caseIds: [a, c],
      duplicateOf: b,
      reason: 'Same attack.',
    });
  });

  it('asks for another case when only the kept one is selected, and for a reason', () => {
    expect(refusals([a], { duplicateOf: a, reason: '' })).toEqual({
      duplicateOf: ABUSE_CASE_MESSAGES.duplicatesRequired,
      reason: ABUSE_CASE_MESSAGES.reasonRequired,
    });
  });
});
