import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { publicPages } from '@parla/contracts';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_META } from './public-page-meta.ts';

const web = join(import.meta.dirname, '..');

describe('public page metadata for the prerender step', () => {
  it.each(publicPages().map((page) => [page.key]))('%s names a page module that exists', (key) => {
    const meta = PUBLIC_PAGE_META(key);
    expect(existsSync(join(web, meta.source)), meta.source).toBe(true);
  });

  it('refuses a page it does not know', () => {
    expect(() => PUBLIC_PAGE_META('info:unknown-kind') && PUBLIC_PAGE_META('nope')).toThrow(/public-page-meta/);
  });
});
