import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/decisions/032: features and areas word a failed request only through errorText; they do
 * not read the server's raw error (its English message, its extensions) or keep code texts.
 */
const SRC = join(import.meta.dirname, '../..');
const SCANNED = ['features', 'areas'];
const HAND_WORDED: [RegExp, string][] = [
  [/graphQLErrors/, 'reads GraphQL errors by hand: use errorText / errorCodeOf / isUnknownOutcome'],
  [/extensions\??\.code/, 'reads an error code by hand: use errorCodeOf'],
  [/\.body\??\.message|body as \{ message/, "shows an HttpError's body by hand: use errorText"],
  [/['`](store|classroom):errors\./, 'keeps a code text in a feature namespace: use errors:<code> through errorText'],
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('features word errors through the shared errorText only', () => {
  it('finds no hand-worded error in features or areas', () => {
    const found: string[] = [];
    for (const file of SCANNED.flatMap((dir) => sources(join(SRC, dir)))) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          for (const [pattern, why] of HAND_WORDED) if (pattern.test(line)) found.push(`${relative(SRC, file)}:${index + 1} ${why}`);
        });
    }
    expect(found).toEqual([]);
  });
});
