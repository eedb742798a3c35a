import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findHardCodedText } from './hard-coded-text.ts';

/**
 * Issue 21: no user-facing text bypasses i18n. Every component file of the web app (tests aside) is
 * parsed with the TypeScript compiler; each hard-coded text is reported as file:line so it can be
 * moved into its feature's catalogue (exceptions: `ALLOWED_TEXT` in `hard-coded-text.ts`).
 */
const source = join(dirname(fileURLToPath(import.meta.url)), '../..');
const components = (readdirSync(source, { recursive: true, encoding: 'utf8' }) as string[])
  .filter((path) => path.endsWith('.tsx') && !/\.(test|stories)\.tsx$/.test(path))
  .sort();

describe('hard-coded user-facing text', () => {
  it('reads the whole web app', () => {
    expect(components.length).toBeGreaterThan(400);
    expect(components).toContain(join('shared', 'ui', 'card.tsx'));
  });

  it('finds none in the components', () => {
    const found = components.flatMap((path) =>
      findHardCodedText(readFileSync(join(source, path), 'utf8'), path).map(
        (hit) => `${path}:${hit.line} (${hit.where}) ${JSON.stringify(hit.text)}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('finds JSX text, user-facing props and rendered string literals, with their lines', () => {
    const component = [
      'export function Example({ busy, name }: { busy: boolean; name?: string }) {',
      '  return (',
      '    <section aria-label="Your classes" className="flex gap-2" data-testid="example">',
      '      <h1>Book a class</h1>',
      "      <input placeholder={'Search'} title={busy ? 'Saving' : t('ready')} />",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the input is source code holding a template literal.
      '      <img alt={`Photo of ${name}`} src="/a.png" />',
      "      {busy ? 'Loading…' : null}",
      "      <p>{name ?? 'Nobody yet'}</p>",
      '    </section>',
      '  );',
      '}',
    ].join('\n');
    expect(findHardCodedText(component).map((hit) => [hit.line, hit.where, hit.text])).toEqual([
      [3, 'prop', 'Your classes'],
      [4, 'text', 'Book a class'],
      [5, 'prop', 'Search'],
      [5, 'prop', 'Saving'],
      [6, 'prop', 'Photo of'],
      [7, 'child', 'Loading…'],
      [8, 'child', 'Nobody yet'],
    ]);
  });

  it('lets translated text, symbols, allowed names, links and code values through', () => {
    const component = [
      'export function Example({ a, b }: { a: string; b: string }) {',
      '  return (',
      '    <p className="text-sm" aria-label={t(\'label\')} data-state="ready">',
      "      {t('title')} · {a} × {b} → 50%{' '}&nbsp;",
      '      <a href="https://www.google.com/chrome/">Google Chrome</a>',
      '      <input placeholder="https://www.linkedin.com/in/…" type="url" />',
      "      {a === 'x' ? t('one') : t('two')}",
      '    </p>',
      '  );',
      '}',
    ].join('\n');
    expect(findHardCodedText(component)).toEqual([]);
  });
});
