#!/usr/bin/env node
// Commit subjects say what changed in one line of at most 72 characters; the why goes in the body
// (issue 32). `--message <file>` checks a message being committed (the commit-msg hook of .githooks);
// without it, the commits made since the rule held (`npm run lint:commits`). A shallow clone that lacks
// that commit checks the commits it has.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const MAX = 72;
/** The last commit whose subject was longer: every commit after it keeps the rule. */
const RULE_SINCE = '392491e';

const git = (...args) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

function committedSubjects() {
  let range = 'HEAD';
  try {
    git('rev-parse', '--verify', '--quiet', `${RULE_SINCE}^{commit}`);
    range = `${RULE_SINCE}..HEAD`;
  } catch {
    // a shallow clone without that commit: the commits it has
  }
  return git('log', '--format=%h %s', range)
    .split('\n')
    .filter(Boolean)
    .map((line) => ({ hash: line.slice(0, line.indexOf(' ')), subject: line.slice(line.indexOf(' ') + 1) }));
}

function messageSubject(file) {
  // git strips the comment lines (#) and leading blank lines before it stores the message.
  const first = readFileSync(file, 'utf8')
    .split('\n')
    .find((line) => line.trim() !== '' && !line.startsWith('#'));
  return [{ hash: 'nouveau', subject: first ?? '' }];
}

const at = process.argv.indexOf('--message');
const long = (at >= 0 ? messageSubject(process.argv[at + 1]) : committedSubjects()).filter(({ subject }) => subject.length > MAX);

if (long.length > 0) {
  console.error(`Sujet de commit de plus de ${MAX} caractères : une ligne qui dit ce qui change ; le pourquoi va dans le corps du message.`);
  for (const { hash, subject } of long) console.error(`  ${hash} (${subject.length}) ${subject}`);
  process.exit(1);
}
