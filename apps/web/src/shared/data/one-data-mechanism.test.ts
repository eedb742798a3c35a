import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 12 point 12: every data card reads its query through useDataQuery and shows it through
// <QueryState> (loading skeleton, empty, error with retry, refresh failed). A feature file that
// imports urql's useQuery itself must be a listed exception; both lists can only shrink.

/** Plain useQuery on purpose: "not loaded yet" has a sensible default, or showing nothing is right. */
const EXCEPTIONS: Record<string, string> = {
  'features/teacher-account/agreement-gate.tsx': 'a gate that rightly lets the page through until it knows an agreement is pending',
  'features/store/store-currency.ts': 'the store currency setting: the default currency stands in until it is known',
  'features/teacher-pay/use-pay-time.ts': 'the pay time zone setting: the viewer zone stands in until it is known',
  'features/subscriptions/payment-attention-banner.tsx': 'a banner that rightly shows nothing until it knows a payment needs attention',
  'features/subscriptions/consequence-preview.tsx':
    "a dialog's optional preview: the dialog already states the change in words, a refused preview stays silent and the action answers with its own code",
};

/** Outside issue 12's first pass (other helpers were editing them); to be converted, then removed here. */
const NOT_YET_CONVERTED = [
  'features/availability/schedule-screen.tsx',
  'features/availability/teaching-hour-requests.tsx',
  'features/back-office/classes-screen.tsx',
  'features/back-office/students-screen.tsx',
  'features/back-office/teachers-screen.tsx',
  'features/booking/booking-filters.tsx',
  'features/booking/booking-preview-screen.tsx',
  'features/booking/booking-screen.tsx',
  'features/class-logs/class-log-panel.tsx',
  'features/class-logs/use-log-time.ts',
  'features/classes/class-details-screen.tsx',
  'features/classroom/class-screen.tsx',
  'features/classroom/leave-screen.tsx',
  'features/classroom/review/review-screen.tsx',
  'features/teacher-booking/booking-screen.tsx',
  'features/teacher-booking/class-screen.tsx',
  'features/teacher-booking/courses-panel.tsx',
  'features/teacher-booking/pause-card.tsx',
  'features/teacher-booking/penalty-banner.tsx',
  'features/teacher-booking/teacher-home-screen.tsx',
  'features/teacher-booking/use-teacher-time.ts',
  'features/teacher-profile/teacher-profile-screen.tsx',
  'features/today/today-screen.tsx',
];

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
    const listed = new Set([...Object.keys(EXCEPTIONS), ...NOT_YET_CONVERTED]);
    expect(usingUseQuery.filter((file) => !listed.has(file))).toEqual([]);
  });

  it('every listed file still uses useQuery: a converted file leaves the list', () => {
    const using = new Set(usingUseQuery);
    expect([...Object.keys(EXCEPTIONS), ...NOT_YET_CONVERTED].filter((file) => !using.has(file))).toEqual([]);
  });
});
