/**
 * Every file or folder a doc cites exists: a path in backquotes in docs/*.md, README.md or infra/README.md (a folder
 * of two names or more, ending in a slash: `scripts/local/`), read from the
 * repository's root or, as the docs write them for short, from functions/src, functions/, frontend/src,
 * common/src, scripts/, tests/ or infra/. Left out: paths outside the repository (`../shared/spec`, beside
 * the clone), and paths inside a dependency (the patched local Cosmos DB server's lib/, the SDK's dist/,
 * utils/, client/, request/), which name that package's files, not ours.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;
const BASES = ['', 'functions/src', 'functions', 'frontend/src', 'common/src', 'scripts', 'tests', 'infra'];
const DEPENDENCY_PATHS = /^(?:lib|dist|utils|client|request|node_modules)\//;
/** Files the commands write and git ignores: `npm start` copies the sample settings there; the stacks' data. */
const WRITTEN_LOCALLY = /^(?:functions\/local\.settings\.json$|\.local\/)/;
const CITED = /`([\w.@+-]+(?:\/[\w.@+*-]+)+\.(?:ts|tsx|mts|mjs|js|json|md|bicep|yaml|yml|patch))(?::[\d-]+)?`/g;
const CITED_FOLDER = /`([\w.@+-]+(?:\/[\w.@+-]+)+)\/`/g;

const docs = [
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
  'README.md',
  'infra/README.md',
];

/** Each cited path of a doc that names none of our files. */
function missing(doc: string): string[] {
  const text = readFileSync(join(root, doc), 'utf8');
  const paths = [...text.matchAll(CITED), ...text.matchAll(CITED_FOLDER)]
    .map((m) => m[1])
    .filter((p) => !DEPENDENCY_PATHS.test(p) && !p.startsWith('../') && !p.includes('*') && !p.includes('<'));
  return [...new Set(paths)].filter((p) => !WRITTEN_LOCALLY.test(p) && !BASES.some((base) => existsSync(join(root, base, p))));
}

describe('paths cited in the docs', () => {
  it.each(docs)('%s names only files that exist', (doc) => {
    expect(missing(doc)).toEqual([]);
  });
});
