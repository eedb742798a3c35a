import { beforeAll, describe, expect, it } from 'vitest';
import { gql } from './graphql-requests.ts';
import { buildTestApp, clientHeaders } from './helper.ts';
import {
  buildAdmin,
  buildCatalogue,
  buildClass,
  buildStudent,
  type Catalogue,
  HOUR,
  roundHourAhead,
  STRONG_PASSWORD,
  type TestUser,
  buildSection,
} from './factories/index.ts';

const { app, clock, mailer } = await buildTestApp();

let admin: TestUser;
let catalogue: Catalogue;

const CREATE = `mutation($input: CreateTeacherInput!) { adminCreateTeacher(input: $input) { id uid email firstName sections timezone } }`;
const teacherInput = (extra: Record<string, unknown> = {}) => ({
  email: `Maria.${Math.random().toString(36).slice(2)}@Example.com`,
  firstName: 'María',
  lastName: 'López',
  sectionSlugs: ['spanish'],
  timezone: 'Europe/Madrid',
  languages: [{ language: 'Spanish', fluency: 'Native' }],
  ...extra,
});

beforeAll(async () => {
  clock.set(new Date('2026-05-04T09:12:00Z'));
  admin = await buildAdmin(app);
  catalogue = await buildCatalogue(app);
  await buildSection(app, { slug: 'spanish', name: 'Spanish' });
});

describe('back office: teachers', () => {
  it('creates a teacher with a password who can then log in to the teacher app', async () => {
    const input = teacherInput({ password: STRONG_PASSWORD });
    const res = await gql<{ adminCreateTeacher: { email: string; sections: string[]; uid: string } }>(app, admin, CREATE, { input });
    expect(res.errors).toBeUndefined();
    expect(res.data?.adminCreateTeacher).toMatchObject({ email: input.email.toLowerCase(), sections: ['Spanish'] });
    const login = await app.inject({
      method: 'POST',
      url: '/teacher/login_check',
      headers: clientHeaders,
      payload: { _username: input.email, _password: STRONG_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('e-mails an invitation link when no password is given', async () => {
    const input = teacherInput();
    const before = mailer.sent.length;
    await gql(app, admin, CREATE, { input });
    const mail = mailer.sent.slice(before).find((m) => m.to === input.email.toLowerCase());
    expect(mail?.subject).toBe('Your Parla teacher account');
    expect(mail?.text).toMatch(/\/en\/resetting\/reset\/[\w-]+/);
  });

  it('refuses a used address, an unknown language and a non-admin caller', async () => {
    const input = teacherInput({ password: STRONG_PASSWORD });
    await gql(app, admin, CREATE, { input });
    const again = await gql(app, admin, CREATE, { input: { ...input, email: input.email.toUpperCase() } });
    expect(again.errors?.[0]?.extensions).toMatchObject({ field: 'email' });
    const unknown = await gql(app, admin, CREATE, { input: teacherInput({ sectionSlugs: ['klingon'] }) });
    expect(unknown.errors?.[0]?.extensions?.code).toBeDefined();
    const student = await buildStudent(app, { catalogue });
    const denied = await gql(app, student, CREATE, { input: teacherInput() });
    expect(denied.data).toBeNull();
    expect(denied.errors?.length).toBeGreaterThan(0);
  });
});

describe('back office: students and classes', () => {
  it('finds students by name or e-mail with their credits', async () => {
    const student = await buildStudent(app, { group: 4, catalogue });
    const res = await gql<{ adminStudents: { total: number; items: { id: string; credits: { groupCredits: number } }[] } }>(
      app,
      admin,
      'query($s: String) { adminStudents(search: $s) { total items { id email credits { groupCredits } } } }',
      { s: student.email.slice(0, 12) },
    );
    expect(res.data?.adminStudents.items).toContainEqual(expect.objectContaining({ id: student.id, credits: { groupCredits: 4 } }));
  });

  it('lists unstaffed classes of a range and refuses a range over 31 days', async () => {
    const start = roundHourAhead(app, 72);
    const created = await buildClass(app, { catalogue, startAt: start });
    const query =
      'query($from: DateTime!, $to: DateTime!) { adminClasses(from: $from, to: $to) { uid teacherId lessonTitle sectionName } }';
    const res = await gql<{ adminClasses: { uid: string; teacherId: string | null }[] }>(app, admin, query, {
      from: new Date(start.getTime() - HOUR).toISOString(),
      to: new Date(start.getTime() + HOUR).toISOString(),
    });
    expect(res.data?.adminClasses).toContainEqual(expect.objectContaining({ uid: created.uid, teacherId: null }));
    const tooLong = await gql(app, admin, query, {
      from: start.toISOString(),
      to: new Date(start.getTime() + 40 * 24 * HOUR).toISOString(),
    });
    expect(tooLong.errors?.[0]?.message).toContain('at most 31 days');
  });
});
