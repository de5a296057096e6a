// Checks that every decision record in docs/decisions follows the template in
// docs/decisions/README.md. Run by the test suite (scripts/check-decisions.test.mjs); run it alone
// with `node scripts/check-decisions.mjs` to list what a record lacks.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DECISIONS_DIR = fileURLToPath(new URL('../docs/decisions/', import.meta.url));
export const REQUIRED_SECTIONS = ['Context', 'Decision', 'Consequences'];
const STATUS_LINE = /^Status: (accepted|proposed|superseded by (\d{3}))(?: \(.+\))?$/;

/** The record files: `NNN-title.md`, every Markdown file but the README. */
export function listDecisionFiles(dir = DECISIONS_DIR) {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md') && name !== 'README.md')
    .sort();
}

/**
 * What is wrong with one record (an empty list when it follows the template). `existing` holds the
 * numbers of all records, so a "superseded by NNN" can be checked to point at one.
 */
export function checkDecisionRecord(fileName, text, existing = new Set()) {
  const problems = [];
  const number = /^(\d{3})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/.exec(fileName)?.[1];
  if (!number) problems.push('file name is not NNN-kebab-title.md');
  const lines = text.split('\n');
  const title = /^# (\d{3}) (\S.*)$/.exec(lines[0] ?? '');
  if (!title) problems.push('first line is not "# NNN Title"');
  else if (number && title[1] !== number)
    problems.push(`title number ${title[1]} is not the file's ${number}`);
  else if (/^[—–:-]/.test(title[2])) problems.push('title starts with a separator; write "# NNN Title"');

  const rest = lines.slice(1);
  const statusIndex = rest.findIndex((line) => line.trim() !== '');
  const status = STATUS_LINE.exec(rest[statusIndex] ?? '');
  if (!status) {
    problems.push('the line after the title is not "Status: accepted | proposed | superseded by NNN"');
  } else if (status[2] && !existing.has(status[2])) {
    problems.push(`superseded by ${status[2]}, which is no record`);
  }

  const headings = rest
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => line.startsWith('## '))
    .map(({ line, index }) => ({ name: line.slice(3).trim(), index }));
  const afterStatus = rest.slice(statusIndex + 1, headings[0]?.index ?? rest.length);
  if (status && afterStatus.some((line) => line.trim() !== '')) {
    problems.push('text between the Status line and "## Context"');
  }
  if (headings[0]?.name !== 'Context') problems.push('the first section is not "## Context"');
  let previous = -1;
  for (const name of REQUIRED_SECTIONS) {
    const found = headings.filter((heading) => heading.name === name);
    if (found.length !== 1) {
      problems.push(`"## ${name}" appears ${found.length} times, not once`);
      continue;
    }
    const position = headings.indexOf(found[0]);
    if (position < previous) problems.push(`"## ${name}" is out of order`);
    previous = position;
    const next = headings[position + 1]?.index ?? rest.length;
    if (rest.slice(found[0].index + 1, next).every((line) => line.trim() === '')) {
      problems.push(`"## ${name}" is empty`);
    }
  }
  const decision = headings.findIndex((heading) => heading.name === 'Decision');
  const strays = headings.filter(
    (heading, position) =>
      !REQUIRED_SECTIONS.includes(heading.name) && (decision === -1 || position < decision),
  );
  for (const stray of strays) problems.push(`"## ${stray.name}" comes before "## Decision"`);
  return problems;
}

/** Every record's problems, as `file: problem` lines. */
export function checkDecisionRecords(dir = DECISIONS_DIR) {
  const files = listDecisionFiles(dir);
  const existing = new Set(files.map((name) => name.slice(0, 3)));
  return files.flatMap((name) =>
    checkDecisionRecord(name, readFileSync(path.join(dir, name), 'utf8'), existing).map(
      (problem) => `${name}: ${problem}`,
    ),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = checkDecisionRecords();
  if (problems.length > 0) {
    console.error(`Decision records that do not follow docs/decisions/README.md:\n${problems.join('\n')}`);
    process.exit(1);
  }
}
