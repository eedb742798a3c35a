import { randomBytes } from 'node:crypto';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointments, chapters, classes, lessons, modules, studentProfiles, users } from '../src/db/schema/index.ts';
import { seedDemo } from '../src/db/seed/index.ts';
import { buildTestApp } from './helper.ts';

const { app, clock, config } = await buildTestApp();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A title that needs every TEXT escape and, with the module name, more than 75 octets. */
const TRICKY_TITLE = 'Ordering food, politely; cafés, bakeries \\ and the Biergarten — a long lesson title that must be folded';

interface Fixture {
  student: { id: string; token: string; locale: string };
  teacher: { id: string; token: string };
  moduleName: string;
  trickyUid: string;
  cancelledUid: string;
  oldUid: string;
  selfCancelledUid: string;
}

let fixture: Fixture;

async function userByEmail(email: string) {
  const [user] = await app.db.select().from(users).where(eq(users.email, email));
  if (!user?.calendarToken) throw new Error(`seed user ${email} has no calendar token`);
  return { id: user.id, token: user.calendarToken, locale: user.locale };
}

/** A class of the demo student's module at a round hour `offsetMs` from now, taught by `teacherId`. */
async function insertClass(lessonId: string, moduleId: string, teacherId: string, offsetMs: number, status = 'active') {
  const startAt = new Date(Math.floor((clock.now().getTime() + offsetMs) / HOUR) * HOUR);
  const [row] = await app.db
    .insert(classes)
    .values({
      uid: `cal${randomBytes(5).toString('hex')}`,
      lessonId,
      moduleId,
      startAt,
      endAt: new Date(startAt.getTime() + HOUR),
      type: 'group',
      status,
      capacity: 5,
      seatsTaken: status === 'active' ? 1 : 0,
      teacherId,
      confirmedAt: clock.now(),
      cancelledAt: status === 'cancelled' ? clock.now() : null,
    })
    .returning({ id: classes.id, uid: classes.uid });
  return row;
}

async function book(classId: string, studentId: string, status: string) {
  const cancelledAt = status === 'booked' ? null : clock.now();
  await app.db.insert(appointments).values({ classId, studentId, status, creditKind: 'group', cancelledAt });
}

beforeAll(async () => {
  await seedDemo(app.db, clock.now());
  const student = await userByEmail('student@example.com');
  const teacher = await userByEmail('teacher@example.com');
  const [profile] = await app.db.select().from(studentProfiles).where(eq(studentProfiles.userId, student.id));
  const moduleId = profile.moduleId!;
  const [chapter] = await app.db.select().from(chapters).where(eq(chapters.moduleId, moduleId)).orderBy(asc(chapters.position)).limit(1);
  const [{ next }] = await app.db
    .select({ next: sql<number>`coalesce(max(${lessons.number}), 0)::int + 1` })
    .from(lessons)
    .where(eq(lessons.moduleId, moduleId));
  const [lesson] = await app.db
    .insert(lessons)
    .values({ moduleId, chapterId: chapter.id, number: next, title: TRICKY_TITLE, description: 'Fixture', type: 'communication' })
    .returning({ id: lessons.id });
  const [{ moduleName }] = await app.db.select({ moduleName: modules.name }).from(modules).where(eq(modules.id, moduleId));

  const tricky = await insertClass(lesson.id, moduleId, teacher.id, 3 * DAY + 7 * HOUR);
  await book(tricky.id, student.id, 'booked');
  const cancelled = await insertClass(lesson.id, moduleId, teacher.id, 4 * DAY + 7 * HOUR, 'cancelled');
  await book(cancelled.id, student.id, 'class_cancelled');
  const old = await insertClass(lesson.id, moduleId, teacher.id, -40 * DAY);
  await book(old.id, student.id, 'booked');
  const selfCancelled = await insertClass(lesson.id, moduleId, teacher.id, 5 * DAY + 7 * HOUR);
  await book(selfCancelled.id, student.id, 'cancelled_by_student');
  await app.db.update(classes).set({ seatsTaken: 0 }).where(eq(classes.id, selfCancelled.id));

  fixture = {
    student,
    teacher,
    moduleName,
    trickyUid: tricky.uid,
    cancelledUid: cancelled.uid,
    oldUid: old.uid,
    selfCancelledUid: selfCancelled.uid,
  };
});

function fetchFeed(token: string) {
  return app.inject({ method: 'GET', url: `/calendar/${token}.ics` });
}

interface ParsedEvent {
  uid: string;
  summary: string;
  description: string;
  url: string;
  status: string;
  sequence: number;
  start: Date;
  end: Date;
  startIsUtc: boolean;
}

/** Parses with ical.js, a standard RFC 5545 parser (the one Thunderbird uses). */
function parseFeed(body: string): ParsedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(body));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      url: String(vevent.getFirstPropertyValue('url')),
      status: String(vevent.getFirstPropertyValue('status')),
      sequence: event.sequence,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      startIsUtc: event.startDate.zone === ICAL.Timezone.utcTimezone,
    };
  });
}

describe('private calendar feed', () => {
  it('serves the student’s booked classes as an iCalendar feed', async () => {
    const res = await fetchFeed(fixture.student.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.headers['set-cookie']).toBeUndefined();

    const events = parseFeed(res.body);
    const since = new Date(clock.now().getTime() - 30 * DAY);
    const expected = await app.db
      .select({ uid: classes.uid, startAt: classes.startAt, endAt: classes.endAt, status: appointments.status })
      .from(appointments)
      .innerJoin(classes, eq(classes.id, appointments.classId))
      .where(
        and(
          eq(appointments.studentId, fixture.student.id),
          inArray(appointments.status, ['booked', 'class_cancelled', 'cancelled_by_teacher']),
          gte(classes.startAt, since),
        ),
      );
    expect(expected.length).toBeGreaterThanOrEqual(4); // the seed's bookings plus the fixture's
    expect(events.map((e) => e.uid).sort()).toEqual(expected.map((row) => `${row.uid}@parla.school`).sort());
    for (const row of expected) {
      const event = events.find((e) => e.uid === `${row.uid}@parla.school`)!;
      expect(event.startIsUtc).toBe(true);
      expect(event.start.toISOString()).toBe(row.startAt.toISOString());
      expect(event.end.toISOString()).toBe(row.endAt.toISOString());
      expect(event.status).toBe(row.status === 'booked' ? 'CONFIRMED' : 'CANCELLED');
    }
    expect(events.some((e) => e.uid.startsWith(fixture.oldUid))).toBe(false);
    expect(events.some((e) => e.uid.startsWith(fixture.selfCancelledUid))).toBe(false);
  });

  it('writes times in UTC, the class link, teacher and status', async () => {
    const res = await fetchFeed(fixture.student.token);
    const events = parseFeed(res.body);
    const [tricky] = await app.db.select().from(classes).where(eq(classes.uid, fixture.trickyUid));
    const event = events.find((e) => e.uid === `${fixture.trickyUid}@parla.school`)!;
    const link = `${config.areas.classroom}/${fixture.student.locale}/class/${fixture.trickyUid}`;
    expect(res.body).toContain(`DTSTART:${tricky.startAt.toISOString().replace(/[-:]/g, '').replace('.000', '')}\r\n`);
    expect(event.summary).toBe(`Parla: ${TRICKY_TITLE} (${fixture.moduleName})`);
    expect(event.description).toBe(`Teacher: Maria Keller\nJoin the class: ${link}`);
    expect(event.url).toBe(link);
    expect(event.status).toBe('CONFIRMED');
    expect(event.sequence).toBe(0);

    const cancelled = events.find((e) => e.uid === `${fixture.cancelledUid}@parla.school`)!;
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.sequence).toBe(1);
  });

  it('escapes commas, semicolons and backslashes and folds long lines at 75 octets', async () => {
    const { body } = await fetchFeed(fixture.student.token);
    expect(body.endsWith('\r\n')).toBe(true);
    const lines = body.split('\r\n').slice(0, -1);
    // Only CRLF line endings: no bare LF or CR left inside a line.
    for (const line of lines) {
      expect(line).not.toMatch(/[\r\n]/);
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    }
    // The tricky SUMMARY is long enough to be folded; unfolded it carries the escapes.
    const unfolded = body.replace(/\r\n /g, '');
    expect(unfolded).toContain('SUMMARY:Parla: Ordering food\\, politely\\; cafés\\, bakeries \\\\ and the Biergarten');
    expect(body).not.toContain('SUMMARY:Parla: Ordering food\\, politely\\; cafés\\, bakeries \\\\ and the Biergarten');
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
  });

  it('lists the classes a teacher teaches', async () => {
    const res = await fetchFeed(fixture.teacher.token);
    expect(res.statusCode).toBe(200);
    const since = new Date(clock.now().getTime() - 30 * DAY);
    const taught = await app.db
      .select({ uid: classes.uid, status: classes.status })
      .from(classes)
      .where(and(eq(classes.teacherId, fixture.teacher.id), gte(classes.startAt, since)));
    const events = parseFeed(res.body);
    expect(events.map((e) => e.uid).sort()).toEqual(taught.map((c) => `${c.uid}@parla.school`).sort());
    expect(events.find((e) => e.uid === `${fixture.cancelledUid}@parla.school`)?.status).toBe('CANCELLED');
  });

  it('answers 404 for unknown and malformed tokens', async () => {
    for (const url of [
      `/calendar/${randomBytes(32).toString('base64url')}.ics`,
      '/calendar/x.ics',
      `/calendar/${fixture.student.token}`,
      `/calendar/${fixture.student.token}.ics.txt`,
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).not.toContain('text/calendar');
    }
  });

  it('stops answering a rotated token (revocation)', async () => {
    const rotated = randomBytes(32).toString('base64url');
    await app.db.update(users).set({ calendarToken: rotated }).where(eq(users.id, fixture.student.id));
    expect((await fetchFeed(fixture.student.token)).statusCode).toBe(404);
    const fresh = await fetchFeed(rotated);
    expect(fresh.statusCode).toBe(200);
    expect(parseFeed(fresh.body).some((e) => e.uid === `${fixture.trickyUid}@parla.school`)).toBe(true);
  });
});
