import { describe, expect, it } from 'vitest';
import { gql, loginCookies } from './graphql-requests.ts';
import { buildTestApp, clientHeaders } from './helper.ts';
import { buildAdmin, buildAttendedClass, buildCatalogue, buildStudent, buildTeacher } from './factories/index.ts';

const { app, clock } = await buildTestApp();

const QUERY = `query($year: Int!) { yearlySummary(year: $year) {
  year classesAttended minutesSpoken teachersMet wordsLearned bestWeekStreak levelsFinished } }`;

async function image(who: Parameters<typeof loginCookies>[1] | null, path: string) {
  const cookie = who ? await loginCookies(app, who) : '';
  return app.inject({ method: 'GET', url: path, headers: { ...clientHeaders, ...(cookie ? { cookie } : {}) } });
}

describe('the yearly recap', () => {
  it('sums the year in December, answers the image, and is closed in other months', async () => {
    clock.set(new Date('2026-12-10T12:00:00Z'));
    const catalogue = await buildCatalogue(app);
    const student = await buildStudent(app, { catalogue });
    // Three classes this year (weekly, three weeks running) and one last year.
    for (const hoursAgo of [24, 24 * 8, 24 * 15, 24 * 400]) await buildAttendedClass(app, student.id, catalogue, hoursAgo);
    const res = await gql<{ yearlySummary: Record<string, unknown> }>(app, student, QUERY, { year: 2026 });
    expect(res.errors).toBeUndefined();
    expect(res.data?.yearlySummary).toMatchObject({ year: 2026, classesAttended: 3, teachersMet: expect.any(Number), wordsLearned: 0 });
    expect(res.data?.yearlySummary.minutesSpoken).toBeGreaterThan(0);
    expect(res.data?.yearlySummary.bestWeekStreak).toBe(3);
    const svg = await image(student, '/api/recap/2026/image.svg?locale=de');
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('Mein Jahr 2026 bei Parla');
    expect(svg.body).toContain('3 Kurse besucht');

    // January shows last year; next year's or an older one is not offered.
    clock.set(new Date('2027-01-15T12:00:00Z'));
    expect((await gql(app, student, QUERY, { year: 2026 })).errors).toBeUndefined();
    expect((await gql(app, student, QUERY, { year: 2027 })).code).toBe('recap_not_available');
    clock.set(new Date('2027-03-15T12:00:00Z'));
    const closed = await gql(app, student, QUERY, { year: 2026 });
    expect(closed.code).toBe('recap_not_available');
    expect(closed.errors?.[0].message).toBe('Your yearly recap is available in December and January.');
    expect((await image(student, '/api/recap/2026/image.svg')).statusCode).toBe(404);
    clock.reset();
  });

  it('access: the owner only (another student gets their own); staff forbidden; anonymous refused; bad years are 4xx', async () => {
    clock.set(new Date('2026-12-10T12:00:00Z'));
    const catalogue = await buildCatalogue(app);
    const owner = await buildStudent(app, { catalogue });
    await buildAttendedClass(app, owner.id, catalogue, 24);
    const other = await buildStudent(app, { catalogue });
    const teacher = await buildTeacher(app, catalogue);
    const admin = await buildAdmin(app);
    expect(
      (await gql<{ yearlySummary: { classesAttended: number } }>(app, owner, QUERY, { year: 2026 })).data?.yearlySummary.classesAttended,
    ).toBe(1);
    expect(
      (await gql<{ yearlySummary: { classesAttended: number } }>(app, other, QUERY, { year: 2026 })).data?.yearlySummary.classesAttended,
    ).toBe(0);
    for (const who of [teacher, admin]) {
      expect((await gql(app, who, QUERY, { year: 2026 })).code).toBe('forbidden');
      expect((await image(who, '/api/recap/2026/image.svg')).statusCode).toBe(403);
    }
    expect((await gql(app, null, QUERY, { year: 2026 })).code).toBe('unauthenticated');
    expect((await image(null, '/api/recap/2026/image.svg')).statusCode).toBe(401);
    // A path that names no year is no page (decision 084: paths that cannot exist are 404).
    expect((await image(owner, '/api/recap/abc/image.svg')).statusCode).toBe(404);
    expect((await image(owner, '/api/recap/2026/image.svg?locale=xx')).statusCode).toBe(422);
    expect((await gql(app, owner, '{ offeredRecapYear }')).data).toEqual({ offeredRecapYear: 2026 });
    expect((await gql(app, teacher, '{ offeredRecapYear }')).code).toBe('forbidden');
    clock.reset();
  });
});
