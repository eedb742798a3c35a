import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Decision 030: every form of the web runs on useForm, and only shared/forms reads validation
// errors. A new form with its own state, or a feature mapping `validate` errors itself, fails here.

const webSrc = join(import.meta.dirname, '..', '..');

/**
 * Forms not converted yet (issue 11 point 2 is open for them). The list only shrinks: a file
 * converted and still listed fails the test below, so the list cannot go stale.
 */
const NOT_YET_CONVERTED = new Set<string>([]);

/** Dialogs with inputs but no <form> element that still read validation errors themselves. */
const DIALOGS_NOT_YET_CONVERTED = new Set<string>([]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = ['features', 'areas'].flatMap((folder) => sourceFiles(join(webSrc, folder)));
const read = (file: string) => readFileSync(file, 'utf8');
const name = (file: string) => relative(webSrc, file).split('\\').join('/');

describe('one form mechanism (decision 030)', () => {
  it('every <form> in features and areas is driven by useForm', () => {
    const withOwnState = files
      .filter((file) => /<form\b/.test(read(file)) && !/\buseForm[<(]/.test(read(file)))
      .map(name)
      .filter((file) => !NOT_YET_CONVERTED.has(file));
    expect(withOwnState).toEqual([]);
  });

  it('the list of forms not yet converted holds only forms still on their own state', () => {
    const stale = [...NOT_YET_CONVERTED].filter((file) => {
      const code = read(join(webSrc, file));
      return !/<form\b/.test(code) || /\buseForm[<(]/.test(code);
    });
    expect(stale).toEqual([]);
  });

  it('no feature reads validation errors itself: the hook maps them onto fields', () => {
    const own = files
      .filter((file) => /\b(toFieldErrors|firstErrors|toFormErrors)\b/.test(read(file)))
      .map(name)
      .filter((file) => !NOT_YET_CONVERTED.has(file) && !DIALOGS_NOT_YET_CONVERTED.has(file));
    expect(own).toEqual([]);
  });

  it('the list of dialogs not yet converted holds only dialogs that still read validation errors themselves', () => {
    const stale = [...DIALOGS_NOT_YET_CONVERTED].filter(
      (file) => !/\b(toFieldErrors|firstErrors|toFormErrors)\b/.test(read(join(webSrc, file))),
    );
    expect(stale).toEqual([]);
  });

  it('forms load contract schemas lazily: no feature imports a zod schema statically', () => {
    const staticSchemaImports = files
      .filter((file) => /import \{[^}]*\b\w+Input\b[^}]*\} from '@parla\/contracts'/.test(read(file)))
      .map(name)
      .filter((file) => !file.endsWith('-schemas.ts'));
    expect(staticSchemaImports).toEqual([]);
  });
});
