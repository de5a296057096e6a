// Checks the commit messages since BASELINE against the rule in CONTRIBUTING.md ("How we commit"):
// a subject of at most 72 characters in the imperative mood, a blank line, and a body saying why.
// Run by `npm test`; prints nothing when every message follows the rule. A checkout without the
// history (no git, no repository, a shallow clone that lacks BASELINE) skips the check with one line.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * The last commit that breaks the rule (f8251d5, no body): every commit after it follows it, older
 * ones are left as they are.
 */
export const BASELINE = 'f8251d57c2f640d3d5e1364b02ca4e8edaef3ac6';
export const MAX_SUBJECT_LENGTH = 72;

/**
 * Imperative verbs whose ending the mood heuristic would misread ("Seed the demo", "Bring back").
 * Add a verb here when the heuristic refuses a subject that is in the imperative.
 */
const IMPERATIVE_DESPITE_ENDING = new Set([
  'bring',
  'embed',
  'exceed',
  'feed',
  'need',
  'ping',
  'proceed',
  'seed',
  'shed',
  'speed',
  'string',
  'succeed',
]);

/**
 * Whether the subject's first word is not in the imperative mood, and why. The heuristic is
 * deliberately simple: a first word ending in "ed" ("Added") reads as past tense, one ending in
 * "ing" ("Adding") as a gerund, one ending in "s" but not "ss" or "us" ("Adds", "Fixes",
 * "Updates") as third person (or a plural noun, which is no verb either). "Address", "Pass" and
 * "Focus" pass; verbs in IMPERATIVE_DESPITE_ENDING pass too.
 */
export function describeMood(subject) {
  const word = /^[A-Za-z][A-Za-z-]*/.exec(subject.trim())?.[0] ?? '';
  const lower = word.toLowerCase();
  if (!word || IMPERATIVE_DESPITE_ENDING.has(lower)) return null;
  if (lower.endsWith('ed')) return `"${word}" reads as past tense`;
  if (lower.endsWith('ing')) return `"${word}" reads as a gerund`;
  if (lower.endsWith('s') && !lower.endsWith('ss') && !lower.endsWith('us')) {
    return `"${word}" reads as third person or a plural`;
  }
  return null;
}

/** What is wrong with one full commit message (an empty list when it follows the rule). */
export function checkCommitMessage(message) {
  const lines = message.replace(/\r\n/g, '\n').split('\n');
  // git keeps comment-free messages; trailing blank lines are not a body.
  while (lines.length > 0 && lines[lines.length - 1].trim() === '') lines.pop();
  const subject = lines[0] ?? '';
  const problems = [];
  if (subject.trim() === '') return ['the subject is empty'];
  if ([...subject].length > MAX_SUBJECT_LENGTH) {
    problems.push(`the subject has ${[...subject].length} characters, more than ${MAX_SUBJECT_LENGTH}`);
  }
  const mood = describeMood(subject);
  if (mood) problems.push(`the subject is not in the imperative: ${mood}`);
  if (lines.length > 1 && lines[1].trim() !== '') {
    problems.push('the second line is not blank (subject, blank line, body)');
  } else if (!lines.slice(2).some((line) => line.trim() !== '')) {
    problems.push('there is no body saying why');
  }
  return problems;
}

const REPOSITORY_ROOT = fileURLToPath(new URL('..', import.meta.url));

function git(args) {
  return execFileSync('git', args, {
    cwd: REPOSITORY_ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    maxBuffer: 64 * 1024 * 1024,
  });
}

/** Why the history cannot be checked here, or null when it can. */
function findReasonToSkip() {
  try {
    git(['rev-parse', '--git-dir']);
  } catch {
    return 'no git history here';
  }
  try {
    git(['cat-file', '-e', `${BASELINE}^{commit}`]);
  } catch {
    return `the history lacks the baseline ${BASELINE.slice(0, 7)} (a shallow clone?)`;
  }
  try {
    git(['merge-base', '--is-ancestor', BASELINE, 'HEAD']);
  } catch {
    return `HEAD does not descend from the baseline ${BASELINE.slice(0, 7)}`;
  }
  return null;
}

/** One entry per commit since the baseline that breaks the rule: its hash, subject and problems. */
export function checkCommitsSinceBaseline() {
  const log = git(['log', '--no-merges', '-z', '--format=%h%n%B', `${BASELINE}..HEAD`]);
  return log
    .split('\0')
    .filter((entry) => entry.trim() !== '')
    .flatMap((entry) => {
      const [hash, ...message] = entry.split('\n');
      const subject = message[0] ?? '';
      const problems = checkCommitMessage(message.join('\n'));
      if (problems.length === 0) return [];
      return [`${hash} ${subject}\n${problems.map((problem) => `  - ${problem}`).join('\n')}`];
    });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const reason = findReasonToSkip();
  if (reason) {
    console.log(`check-commits: skipped, ${reason}.`);
  } else {
    const problems = checkCommitsSinceBaseline();
    if (problems.length > 0) {
      console.error(
        `Commit messages that break the rule in CONTRIBUTING.md ("How we commit"):\n${problems.join('\n')}\n` +
          'Reword them (git rebase -i, "reword") before they are shared.',
      );
      process.exit(1);
    }
  }
}
