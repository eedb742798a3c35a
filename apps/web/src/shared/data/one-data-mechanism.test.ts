import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 12 point 12: every data card reads its query through useDataQuery and shows it through
// <QueryState> (loading skeleton, empty, error with retry, refresh failed). A feature file that
// imports urql's useQuery itself must be a listed exception, with its reason.

/** Plain useQuery on purpose: "not loaded yet" has a sensible default, or showing nothing is right. */
const EXCEPTIONS: Record<string, string> = {
  'features/teacher-account/agreement-gate.tsx': 'a gate that rightly lets the page through until it knows an agreement is pending',
  'features/store/store-currency.ts': 'the store currency setting: the default currency stands in until it is known',
  'features/store/pricing-currency.ts': 'the price list currency setting: EUR stands in until the country currency is known',
  'features/teacher-pay/use-pay-time.ts': 'the pay time zone setting: the viewer zone stands in until it is known',
  'features/subscriptions/payment-attention-banner.tsx': 'a banner that rightly shows nothing until it knows a payment needs attention',
  'features/class-logs/use-log-time.ts': "the class log's time zone setting: the viewer zone stands in until it is known",
  'features/teacher-booking/use-teacher-time.ts': "the teacher's time zone setting: the viewer zone stands in until it is known",
  'features/teacher-booking/penalty-banner.tsx': 'a banner that rightly shows nothing until it knows the teacher is penalised',
  'features/today/continue-onboarding.tsx': 'a banner that rightly shows nothing until it knows an onboarding is left unfinished',
  'features/subscriptions/consequence-preview.tsx':
    "a dialog's optional preview: the dialog already states the change in words, a refused preview stays silent and the action answers with its own code",
};

const webSrc = join(import.meta.dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const name = (file: string) => relative(webSrc, file).split('\\').join('/');
const importsUseQuery = (file: string) => /import\s*\{[^}]*\buseQuery\b[^}]*\}\s*from\s*'urql'/.test(readFileSync(file, 'utf8'));
const usingUseQuery = sourceFiles(join(webSrc, 'features')).filter(importsUseQuery).map(name).sort();

describe('one data mechanism (issue 12 point 12)', () => {
  it('features read data through useDataQuery, except the listed files', () => {
    const listed = new Set(Object.keys(EXCEPTIONS));
    expect(usingUseQuery.filter((file) => !listed.has(file))).toEqual([]);
  });

  it('every listed file still uses useQuery: a converted file leaves the list', () => {
    const using = new Set(usingUseQuery);
    expect(Object.keys(EXCEPTIONS).filter((file) => !using.has(file))).toEqual([]);
  });
});
