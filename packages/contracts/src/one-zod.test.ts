import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const here = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the contracts build every schema through src/zod.ts', () => {
  it('no other file imports zod itself (the eval-free setting must precede every schema)', () => {
    const offenders = sourceFiles(here)
      .filter((file) => !file.endsWith(`${join('src', 'zod.ts')}`))
      .filter((file) => /from\s+'zod(\/[^']*)?'/.test(readFileSync(file, 'utf8')))
      .map((file) => file.slice(here.length + 1));
    expect(offenders).toEqual([]);
  });
});
