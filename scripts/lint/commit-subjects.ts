/**
 * `npm run lint:commits`: every commit subject since the rule began is under 72 characters, so
 * `git log --oneline` reads as a list; the detail goes in the body. Older history is left as it is.
 */
import { spawnSync } from 'node:child_process';
import { longSubjects, MAX_SUBJECT } from './subject-rule';

/** The last commit before the rule: subjects after it are checked. */
const RULE_SINCE = 'b077a7a';

const git = (...args: string[]) => spawnSync('git', args, { encoding: 'utf8' });
if (git('cat-file', '-e', `${RULE_SINCE}^{commit}`).status !== 0) {
  // A shallow or foreign checkout: nothing to compare against.
  console.log(`✔ lint:commits: ${RULE_SINCE} is not in this checkout's history; nothing checked`);
  process.exit(0);
}
const log = git('log', '--format=%h%x09%s', `${RULE_SINCE}..HEAD`);
const commits = log.stdout
  .split('\n')
  .filter(Boolean)
  .map((line) => ({ hash: line.slice(0, line.indexOf('\t')), subject: line.slice(line.indexOf('\t') + 1) }));
const long = longSubjects(commits);
for (const c of long) console.log(`${c.hash}: ${c.subject.length} characters: ${c.subject}`);
if (long.length) {
  console.log(
    `\n✘ ${long.length} commit subject${long.length === 1 ? '' : 's'} of ${MAX_SUBJECT} characters or more: shorten it, the detail goes in the body (docs/lint.md, lint:commits)`,
  );
  process.exit(1);
}
console.log(`✔ lint:commits: ${commits.length} commit subjects under ${MAX_SUBJECT} characters`);
