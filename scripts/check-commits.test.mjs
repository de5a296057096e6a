import { describe, expect, it } from 'vitest';
import { checkCommitMessage, describeMood, MAX_SUBJECT_LENGTH } from './check-commits.mjs';

const BODY = 'The reason the change was needed.';
const message = (subject, ...rest) => [subject, ...rest].join('\n');

describe('a commit message', () => {
  it('with an imperative subject, a blank line and a body follows the rule', () => {
    expect(checkCommitMessage(message('Add the abuse desk', '', BODY))).toEqual([]);
    expect(checkCommitMessage(message('Add the abuse desk', '', BODY, '', 'More.', ''))).toEqual([]);
  });

  it('has a subject of at most 72 characters', () => {
    const atLimit = `Add ${'x'.repeat(MAX_SUBJECT_LENGTH - 4)}`;
    expect(checkCommitMessage(message(atLimit, '', BODY))).toEqual([]);
    expect(checkCommitMessage(message(`${atLimit}y`, '', BODY))).toEqual([
      'the subject has 73 characters, more than 72',
    ]);
  });

  it('counts characters, not bytes', () => {
    const subject = `Add ${'é'.repeat(MAX_SUBJECT_LENGTH - 4)}`;
    expect(checkCommitMessage(message(subject, '', BODY))).toEqual([]);
  });

  it('has a body after a blank line', () => {
    expect(checkCommitMessage('Add the abuse desk')).toEqual(['there is no body saying why']);
    expect(checkCommitMessage(message('Add the abuse desk', '', ''))).toEqual([
      'there is no body saying why',
    ]);
    expect(checkCommitMessage(message('Add the abuse desk', BODY))).toEqual([
      'the second line is not blank (subject, blank line, body)',
    ]);
  });

  it('has a subject at all', () => {
    expect(checkCommitMessage('')).toEqual(['the subject is empty']);
  });

  it('lists every problem at once', () => {
    expect(checkCommitMessage(`Added ${'x'.repeat(80)}`)).toEqual([
      'the subject has 86 characters, more than 72',
      'the subject is not in the imperative: "Added" reads as past tense',
      'there is no body saying why',
    ]);
  });
});

describe('the imperative heuristic', () => {
  it.each([
    ['Added the form', '"Added" reads as past tense'],
    ['Fixed a race', '"Fixed" reads as past tense'],
    ['Adding the form', '"Adding" reads as a gerund'],
    ['Adds the form', '"Adds" reads as third person or a plural'],
    ['Fixes a race', '"Fixes" reads as third person or a plural'],
    ['Updates the README', '"Updates" reads as third person or a plural'],
    ['Geofeeds: a feed per seller', '"Geofeeds" reads as third person or a plural'],
  ])('refuses %j', (subject, reason) => {
    expect(describeMood(subject)).toBe(reason);
  });

  it.each([
    'Add the form',
    'Fix a race',
    'Update the README',
    'Address the review',
    'Pass the clock down',
    'Focus the first field',
    'Seed demo abuse cases',
    'Bring back the pager',
    'Embed Noto fonts in PDFs',
    'Give every decision record one template',
    'Test that a CHECK matches its enum',
  ])('accepts %j', (subject) => {
    expect(describeMood(subject)).toBeNull();
  });
});
