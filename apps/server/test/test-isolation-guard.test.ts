import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Most test files share their worker's modules (vitest.config.ts, decision 048). A file that
 * replaces modules, fakes timers or sets the environment must run in the isolated project, or it would leak its mocks
 * into the files that run after it in the same worker.
 */
const ROOT = join(import.meta.dirname, '../../..');
const NEEDS_ISOLATION = /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers|resetModules)\(|process\.on\(|process\.env\.[A-Z_]+ = /;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [relative(ROOT, path)] : [];
  });
}

describe('test isolation', () => {
  it('runs every file that mocks modules or fakes globals in the isolated project', () => {
    const config = readFileSync(join(ROOT, 'vitest.config.ts'), 'utf8');
    const isolatedList = config.slice(config.indexOf('const ISOLATED'), config.indexOf('];', config.indexOf('const ISOLATED')));
    const files = [...testFiles(join(ROOT, 'apps')), ...testFiles(join(ROOT, 'packages'))];
    const needing = files.filter(
      (file) => file !== relative(ROOT, import.meta.filename) && NEEDS_ISOLATION.test(readFileSync(join(ROOT, file), 'utf8')),
    );
    expect(needing.length).toBeGreaterThan(0);
    expect(needing.filter((file) => !isolatedList.includes(`'${file}'`))).toEqual([]);
  });
});
