import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Decision 030: every form of the web runs on useForm, and only shared/forms reads validation
// errors. A new form with its own state, or a feature mapping `validate` errors itself, fails here.
// Every form and dialog is converted (issue 11 point 2), so no allowance list is left.

const webSrc = join(import.meta.dirname, '..', '..');

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

/** A value import of a `...Input` schema from contracts; `type XInput` imports cost nothing at run time. */
function importsSchemaValue(source: string): boolean {
  return [...source.matchAll(/import \{([^}]*)\} from '@parla\/contracts'/g)].some(([, specifiers]) =>
    specifiers.split(',').some((specifier) => /^\s*\w+Input\b/.test(specifier)),
  );
}

describe('one form mechanism (decision 030)', () => {
  it('every <form> in features and areas is driven by useForm', () => {
    const withOwnState = files.filter((file) => /<form\b/.test(read(file)) && !/\buseForm[<(]/.test(read(file))).map(name);
    expect(withOwnState).toEqual([]);
  });

  it('no feature reads validation errors itself: the hook maps them onto fields', () => {
    const own = files.filter((file) => /\b(toFieldErrors|firstErrors|toFormErrors)\b/.test(read(file))).map(name);
    expect(own).toEqual([]);
  });

  it('forms load contract schemas lazily: no feature imports a zod schema statically', () => {
    const staticSchemaImports = files
      .filter((file) => importsSchemaValue(read(file)))
      .map(name)
      .filter((file) => !file.endsWith('-schemas.ts'));
    expect(staticSchemaImports).toEqual([]);
  });
});
