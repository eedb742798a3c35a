import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointments, classReviews, classes, users } from '../src/db/schema/index.ts';
import { gql, loginCookies } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import { buildCatalogue, buildClass, buildStudent, buildTeacher, type Catalogue, DAY, HOUR, type TestUser } from './factories/index.ts';

const { app, clock } = await buildTestApp();

let catalogue: Catalogue;
let teacher: TestUser;
let cookie: string;

beforeAll(async () => {
  catalogue = await buildCatalogue(app, { lessons: 4 });
  teacher = await buildTeacher(app, catalogue);
  cookie = await loginCookies(app, teacher);
});

const ACCOUNT = `{ teacherAccount { firstName lastName email phoneNumber aboutMe country languages { language fluency }
  teacherPreferences { groupClasses privateClasses specializedClasses timeFormat timezone weekStart }
  notificationSettings { feedback otherClassCancellation shortNoticeCancellation } sections { id name } } }`;

describe('profile pages', () => {
  it('reads the account with defaults', async () => {
    const res = await gql<{ teacherAccount: Record<string, unknown> }>(app, cookie, ACCOUNT);
    expect(res.data?.teacherAccount).toMatchObject({
      firstName: 'Tom',
      email: teacher.email,
      languages: [{ language: 'German', fluency: 'Native' }],
      teacherPreferences: {
        groupClasses: true,
        privateClasses: true,
        specializedClasses: false,
        timeFormat: 'ISO8601',
        weekStart: 'Monday',
      },
      notificationSettings: { feedback: true, otherClassCancellation: true, shortNoticeCancellation: true },
      sections: [{ id: catalogue.sectionId }],
    });
  });

  it('saves name and phone (validated, stored in international form); the e-mail is not editable', async () => {
    const bad = await gql(
      app,
      cookie,
      `mutation { updateTeacherAccount(input: { firstName: "", lastName: "L", phoneNumber: "12" }) { id } }`,
    );
    expect(bad.errors?.map((e) => e.extensions?.field)).toContain('firstName');
    const badPhone = await gql(
      app,
      cookie,
      `mutation { updateTeacherAccount(input: { firstName: "Tom", lastName: "L", phoneNumber: "+49 123" }) { id } }`,
    );
    expect(badPhone.errors?.[0]).toMatchObject({ message: 'This phone number is not valid.', extensions: { field: 'phoneNumber' } });
    // A national number is read in the teacher's country (DE).
    const ok = await gql<{ updateTeacherAccount: { phoneNumber: string; lastName: string } }>(
      app,
      cookie,
      `mutation { updateTeacherAccount(input: { firstName: "Tom", lastName: "Lehmann", phoneNumber: "01512 3456789" }) { phoneNumber lastName } }`,
    );
    expect(ok.data?.updateTeacherAccount).toEqual({ phoneNumber: '+4915123456789', lastName: 'Lehmann' });
  });

  it('saves languages with fluency A1..C2 or Native, each language once', async () => {
    const mutation = `mutation L($languages: [TeacherSpokenLanguageInput!]!) { updateTeacherLanguages(languages: $languages) { languages { language fluency } } }`;
    const bad = await gql(app, cookie, mutation, { languages: [{ language: 'German', fluency: 'Fluent' }] });
    expect(bad.errors?.[0]).toMatchObject({ message: 'Please choose a level.', extensions: { field: 'languages.0.fluency' } });
    const twice = await gql(app, cookie, mutation, {
      languages: [
        { language: 'German', fluency: 'Native' },
        { language: 'german', fluency: 'C1' },
      ],
    });
    expect(twice.errors?.[0].extensions?.field).toBe('languages.1.language');
    const ok = await gql<{ updateTeacherLanguages: { languages: unknown[] } }>(app, cookie, mutation, {
      languages: [
        { language: 'German', fluency: 'Native' },
        { language: 'English', fluency: 'C2' },
      ],
    });
    expect(ok.data?.updateTeacherLanguages.languages).toHaveLength(2);
  });

  it('saves preferences, which also become the display settings of the whole teacher app', async () => {
    const mutation = `mutation P($input: TeacherPreferencesInput!) { updateTeacherPreferences(input: $input) { teacherPreferences { timeFormat timezone weekStart privateClasses } } }`;
    const input = {
      groupClasses: true,
      privateClasses: false,
      specializedClasses: true,
      timeFormat: 'AMPM',
      timezone: 'America/New_York',
      weekStart: 'Sunday',
    };
    const bad = await gql(app, cookie, mutation, { input: { ...input, timezone: 'Mars/Olympus', timeFormat: '24h', weekStart: 'Friday' } });
    expect(bad.errors?.map((e) => e.extensions?.field).sort()).toEqual(['timeFormat', 'timezone', 'weekStart']);
    const ok = await gql<{ updateTeacherPreferences: { teacherPreferences: Record<string, unknown> } }>(app, cookie, mutation, { input });
    expect(ok.data?.updateTeacherPreferences.teacherPreferences).toEqual({
      timeFormat: 'AMPM',
      timezone: 'America/New_York',
      weekStart: 'Sunday',
      privateClasses: false,
    });
    const [user] = await app.db.select().from(users).where(eq(users.id, teacher.id));
    expect(user).toMatchObject({ timeFormat: 'AMPM', timezone: 'America/New_York', weekStart: 'Sunday' });
  });

  it('saves notification settings', async () => {
    const res = await gql<{ updateTeacherNotifications: { notificationSettings: Record<string, boolean> } }>(
      app,
      cookie,
      `mutation { updateTeacherNotifications(input: { feedback: false, otherClassCancellation: true, shortNoticeCancellation: false }) { notificationSettings { feedback otherClassCancellation shortNoticeCancellation } } }`,
    );
    expect(res.data?.updateTeacherNotifications.notificationSettings).toEqual({
      feedback: false,
      otherClassCancellation: true,
      shortNoticeCancellation: false,
    });
  });

  it('saves the reminder switches (issue 20), and leaves them as they are when an older client omits them', async () => {
    const FIELDS = '{ notificationSettings { feedback classReminders logReminders } }';
    type Settings = { updateTeacherNotifications: { notificationSettings: Record<string, boolean> } };
    const off = await gql<Settings>(
      app,
      cookie,
      `mutation { updateTeacherNotifications(input: { feedback: true, otherClassCancellation: true, shortNoticeCancellation: true, classReminders: false, logReminders: true }) ${FIELDS} }`,
    );
    expect(off.data?.updateTeacherNotifications.notificationSettings).toEqual({
      feedback: true,
      classReminders: false,
      logReminders: true,
    });
    const omitted = await gql<Settings>(
      app,
      cookie,
      `mutation { updateTeacherNotifications(input: { feedback: false, otherClassCancellation: true, shortNoticeCancellation: true }) ${FIELDS} }`,
    );
    expect(omitted.data?.updateTeacherNotifications.notificationSettings).toEqual({
      feedback: false,
      classReminders: false,
      logReminders: true,
    });
  });
});

describe('rating page', () => {
  it('averages this teacher, the section, counts classes taught and shows feedback of the last 10 classes', async () => {
    const other = await buildTeacher(app, catalogue);
    const students = await Promise.all([1, 2].map(() => buildStudent(app, { catalogue, group: 20 })));
    const start = new Date(Math.floor(clock.now().getTime() / HOUR) * HOUR - 30 * DAY);
    async function taughtClass(teacherId: string, offsetHours: number, ratings: number[], feedback = 'Great class!') {
      const klass = await buildClass(app, { catalogue, startAt: new Date(start.getTime() + offsetHours * HOUR), teacherId });
      for (const [i, rating] of ratings.entries()) {
        await app.db.insert(appointments).values({ classId: klass.id, studentId: students[i].id, status: 'booked', creditKind: 'group' });
        await app.db.insert(classReviews).values({
          classId: klass.id,
          studentId: students[i].id,
          teacherId,
          teacherRating: rating,
          materialRating: 4,
          feedback: `${feedback} ${randomBytes(2).toString('hex')}`,
          createdAt: new Date(klass.endAt.getTime() + HOUR),
        });
      }
      return klass;
    }
    // 12 classes of this teacher: the two oldest carry feedback that must not be shown.
    await taughtClass(teacher.id, 0, [1], 'Oldest');
    await taughtClass(teacher.id, 1, [2], 'Old');
    for (let i = 2; i < 12; i++) await taughtClass(teacher.id, i * 24, i % 2 === 0 ? [5, 4] : []);
    await taughtClass(other.id, 5, [3]);
    // A cancelled class does not count; a future one is not taught yet.
    const cancelled = await buildClass(app, { catalogue, startAt: new Date(start.getTime() + 3 * HOUR), teacherId: teacher.id });
    await app.db.update(classes).set({ status: 'cancelled', cancelledAt: clock.now() }).where(eq(classes.id, cancelled.id));
    await buildClass(app, { catalogue, startAt: new Date(clock.now().getTime() + 5 * DAY), teacherId: teacher.id, lessonIndex: 1 });

    const res = await gql<{
      teacherAccount: {
        rating: Record<string, number | null>;
        feedback: { feedback: string; lessonTitle: string; classStartDate: string }[];
      };
    }>(
      app,
      cookie,
      '{ teacherAccount { rating { personalAverage sectionAverage classesTaught ratingsCount } feedback { feedback lessonTitle classStartDate rating } } }',
    );
    const { rating, feedback } = res.data!.teacherAccount;
    // This teacher: 1 + 2 + 5 x (5 + 4) = 48 over 12 ratings = 4.0; section adds the other teacher's 3: 51 / 13 = 3.9.
    expect(rating).toEqual({ personalAverage: 4, sectionAverage: 3.9, classesTaught: 12, ratingsCount: 12 });
    expect(feedback).toHaveLength(10);
    expect(feedback.some((f) => f.feedback.startsWith('Old'))).toBe(false);
    expect(new Date(feedback[0].classStartDate).getTime()).toBeGreaterThan(new Date(feedback[9].classStartDate).getTime());
  });
});

describe('learning materials page', () => {
  it("lists the lessons of the teacher's sections with their slides, filtered and searched", async () => {
    const query = `query M($search: String, $level: String, $sectionId: ID) {
      learningMaterials(search: $search, level: $level, sectionId: $sectionId) { total sections { id } items { code cefrLevelName learningUnits { title presentationUrl } } }
    }`;
    const all = await gql<{
      learningMaterials: { total: number; items: { learningUnits: { title: string; presentationUrl: string }[] }[] };
    }>(app, cookie, query);
    expect(all.data?.learningMaterials.total).toBe(1);
    const units = all.data!.learningMaterials.items[0].learningUnits;
    expect(units.map((u) => u.title)).toEqual(['Lesson 1', 'Lesson 2', 'Lesson 3', 'Lesson 4']);
    // The slides are for the people of the school's classes: the teacher of the language, signed in.
    const pdf = await app.inject({ method: 'GET', url: units[0].presentationUrl, headers: { cookie } });
    expect(pdf.headers['content-type']).toBe('application/pdf');

    const searched = await gql<{ learningMaterials: { items: { learningUnits: unknown[] }[] } }>(app, cookie, query, {
      search: 'lesson 3',
    });
    expect(searched.data?.learningMaterials.items[0].learningUnits).toHaveLength(1);
    const none = await gql<{ learningMaterials: { total: number } }>(app, cookie, query, { level: 'C2' });
    expect(none.data?.learningMaterials.total).toBe(0);
    // Another section's material is not the teacher's.
    const foreign = await buildCatalogue(app);
    const notMine = await gql<{ learningMaterials: { total: number } }>(app, cookie, query, { sectionId: foreign.sectionId });
    expect(notMine.data?.learningMaterials.total).toBe(0);
    // Wildcards are searched for literally.
    const like = await gql<{ learningMaterials: { total: number } }>(app, cookie, query, { search: '%' });
    expect(like.data?.learningMaterials.total).toBe(0);
  });
});

describe('calendar connection page', () => {
  const STATUS = '{ teacherAccount { calendarConnection { status url lastSyncedAt } } }';
  const status = async (who: string) =>
    (await gql<{ teacherAccount: { calendarConnection: { status: string; url: string | null } } }>(app, who, STATUS)).data!.teacherAccount
      .calendarConnection;

  it('goes not connected -> connected (a calendar fetched the feed) -> expired -> reconnect after a new URL', async () => {
    const t = await buildTeacher(app, catalogue);
    let c = await loginCookies(app, t);
    expect(await status(c)).toEqual({ status: 'not_connected', url: null, lastSyncedAt: null });
    const { data } = await gql<{ regenerateCalendarUrl: string }>(app, c, 'mutation { regenerateCalendarUrl }');
    const url = new URL(data!.regenerateCalendarUrl);
    expect((await status(c)).status).toBe('not_connected');

    await buildClass(app, { catalogue, startAt: new Date(clock.now().getTime() + 3 * DAY), teacherId: t.id, lessonIndex: 2 });
    const feed = await app.inject({ method: 'GET', url: url.pathname, headers: { 'user-agent': 'Google-Calendar-Importer' } });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('SUMMARY:Parla (teaching): Lesson 3');
    expect(feed.body).toContain('/classes/');
    expect((await status(c)).status).toBe('connected');

    clock.advance(49 * HOUR);
    c = await loginCookies(app, t);
    expect((await status(c)).status).toBe('expired');

    await app.inject({ method: 'GET', url: url.pathname });
    expect((await status(c)).status).toBe('connected');
    await gql(app, c, 'mutation { regenerateCalendarUrl }');
    expect((await status(c)).status).toBe('reconnect');
    expect((await app.inject({ method: 'GET', url: url.pathname })).statusCode).toBe(404);
    const [user] = await app.db.select({ token: users.calendarToken }).from(users).where(eq(users.id, t.id));
    await app.inject({ method: 'GET', url: `/calendar/${user.token}.ics` });
    expect((await status(c)).status).toBe('connected');
  });
});
