import { describe, expect, it } from 'vitest';
import { checkDecisionRecord, checkDecisionRecords } from './check-decisions.mjs';

const record = (lines) => lines.join('\n') + '\n';
const GOOD = [
  '# 042 One way to do a thing',
  '',
  'Status: accepted',
  '',
  '## Context',
  'Two ways existed.',
  '',
  '## Decision',
  'One way.',
  '',
  '### A topic of it',
  'Details.',
  '',
  '## Consequences',
  'Less to learn.',
];
const replaceLine = (index, line) => record(GOOD.map((old, at) => (at === index ? line : old)));

it('every decision record in docs/decisions follows the template (docs/decisions/README.md)', () => {
  expect(checkDecisionRecords()).toEqual([]);
});

describe('a record', () => {
  it('that follows the template has no problems', () => {
    expect(checkDecisionRecord('042-one-way.md', record(GOOD))).toEqual([]);
  });

  it('may add sections after its decision, and a note to its status', () => {
    const text = record([
      ...GOOD.slice(0, 2),
      'Status: accepted (amended by decision 043: the second way returned)',
      ...GOOD.slice(3),
      '',
      '## Rejected',
      'A third way.',
    ]);
    expect(checkDecisionRecord('042-one-way.md', text)).toEqual([]);
  });

  it('is named NNN-title.md and its title carries the same number, without a separator', () => {
    expect(checkDecisionRecord('42-one-way.md', record(GOOD))).toContain(
      'file name is not NNN-kebab-title.md',
    );
    expect(checkDecisionRecord('043-one-way.md', record(GOOD))).toContain(
      "title number 042 is not the file's 043",
    );
    expect(checkDecisionRecord('042-one-way.md', replaceLine(0, '# 042 — One way'))).toContain(
      'title starts with a separator; write "# NNN Title"',
    );
    expect(checkDecisionRecord('042-one-way.md', replaceLine(0, 'One way'))).toContain(
      'first line is not "# NNN Title"',
    );
  });

  it('states accepted, proposed or superseded by an existing record', () => {
    const status = (line, existing) =>
      checkDecisionRecord('042-one-way.md', replaceLine(2, line), new Set(existing));
    expect(status('Status: proposed')).toEqual([]);
    expect(status('Status: superseded by 050', ['042', '050'])).toEqual([]);
    expect(status('Status: superseded by 051', ['042', '050'])).toEqual([
      'superseded by 051, which is no record',
    ]);
    expect(status('Status: accepted. And a sentence.')).toContain(
      'the line after the title is not "Status: accepted | proposed | superseded by NNN"',
    );
    expect(status('Accepted.')).toContain(
      'the line after the title is not "Status: accepted | proposed | superseded by NNN"',
    );
  });

  it('has Context, Decision and Consequences once each, in order, not empty', () => {
    const without = (heading) => record(GOOD.filter((line) => line !== heading));
    expect(checkDecisionRecord('042-one-way.md', without('## Consequences'))).toContain(
      '"## Consequences" appears 0 times, not once',
    );
    expect(checkDecisionRecord('042-one-way.md', without('## Context'))).toContain(
      'the first section is not "## Context"',
    );
    const swapped = record(
      GOOD.map((line) =>
        line === '## Decision' ? '## Consequences' : line === '## Consequences' ? '## Decision' : line,
      ),
    );
    expect(checkDecisionRecord('042-one-way.md', swapped)).toContain('"## Consequences" is out of order');
    const empty = record([...GOOD.slice(0, 13)]);
    expect(checkDecisionRecord('042-one-way.md', empty + '## Consequences\n')).toContain(
      '"## Consequences" is empty',
    );
  });

  it('keeps other sections after its decision and no text before its context', () => {
    const early = record([...GOOD.slice(0, 4), '## Background', 'Text.', '', ...GOOD.slice(4)]);
    expect(checkDecisionRecord('042-one-way.md', early)).toContain('the first section is not "## Context"');
    expect(checkDecisionRecord('042-one-way.md', early)).toContain(
      '"## Background" comes before "## Decision"',
    );
    const loose = record([...GOOD.slice(0, 4), 'A loose paragraph.', '', ...GOOD.slice(4)]);
    expect(checkDecisionRecord('042-one-way.md', loose)).toEqual([
      'text between the Status line and "## Context"',
    ]);
  });
});
