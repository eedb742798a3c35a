// Issue 19 "Students" (decision 098): the students list's filters, a student's page, its actions
// (notes, credits, cancel a class, change the module, reset link, close), the rights check of the
// position change, admins, and the access matrix of every new operation.
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { adminAccounts } from '../src/db/schema/index.ts';
import { gql, ledgerMismatches, seatMismatches } from './graphql-requests.ts';
import { buildTestApp, clientHeaders } from './helper.ts';
import {
  buildAdmin,
  buildCatalogue,
  buildClass,
  buildModule,
  buildStudent,
  buildTeacher,
  type Catalogue,
  roundHourAhead,
  type TestUser,
} from './factories/index.ts';

const { app, clock, mailer } = await buildTestApp();

let admin: TestUser;
let support: TestUser;
let catalogue: Catalogue;
let teacher: TestUser;

beforeAll(async () => {
  clock.set(new Date('2026-05-04T09:12:00Z'));
  admin = await buildAdmin(app);
  support = await buildAdmin(app);
  await app.db.insert(adminAccounts).values({ userId: support.id, role: 'support' });
  catalogue = await buildCatalogue(app, { lessons: 4 });
  teacher = await buildTeacher(app, catalogue);
});

afterEach(async () => {
  expect(await ledgerMismatches(app)).toEqual([]);
  expect(await seatMismatches(app)).toEqual([]);
});

const PAGE = `query($id: ID!) { adminStudent(id: $id) {
  id email moduleId moduleName credits { groupCredits privateCredits }
  subscriptions { id } purchases { id } ledger { delta reason note }
  upcomingClasses { appointmentId appointmentStatus } pastClasses { appointmentId }
  practice { vocabularyCards reviews exercisesDone } notes { text authorId authorName }
} }`;
const NOTE = `mutation($s: ID!, $t: String!) { adminAddStudentNote(studentId: $s, text: $t) { text authorId } }`;
const GRANT = `mutation($s: ID!, $n: Int!) { adminGrantCredits(studentId: $s, kind: group, amount: $n, reason: "goodwill") { groupCredits } }`;
const REMOVE = `mutation($s: ID!, $n: Int!) { adminRemoveCredits(studentId: $s, kind: group, amount: $n, reason: "granted twice") { groupCredits } }`;
const CANCEL = `mutation($a: ID!, $r: Boolean!) { adminCancelStudentClass(appointmentId: $a, refund: $r) { refunded studentId } }`;
const MODULE = `mutation($s: ID!, $m: ID!) { adminChangeStudentModule(studentId: $s, moduleId: $m) { moduleId } }`;
const RESET = `mutation($s: ID!) { adminSendPasswordReset(studentId: $s) }`;
const CLOSE = `mutation($s: ID!) { adminCloseStudentAccount(studentId: $s, reason: no_time) { closedAt } }`;
const LIST = `query($q: String, $sub: StudentSubscriptionFilter, $lang: String) {
  adminStudents(search: $q, subscription: $sub, sectionSlug: $lang) { total items { id } }
}`;
const BOOK = `mutation Book($uid: ID!) { bookClass(input: { classUid: $uid }) { appointment { id } } }`;

async function bookedAppointment(student: TestUser, hoursAhead: number): Promise<string> {
  const klass = await buildClass(app, { catalogue, startAt: roundHourAhead(app, hoursAhead), teacherId: teacher.id });
  const res = await gql<{ bookClass: { appointment: { id: string } } }>(app, student, BOOK, { uid: klass.uid });
  expect(res.errors).toBeUndefined();
  return res.data!.bookClass.appointment.id;
}

describe('the students list', () => {
  it('searches by student ID and filters by subscription and language', async () => {
    const student = await buildStudent(app, { group: 1, catalogue });
    const [{ student_id: number }] = await queryRows<{ student_id: string | null }>(
      app.db,
      sql`update users set student_id = ${`S-${student.id.slice(0, 8)}`} where id = ${student.id} returning student_id`,
    );
    const byNumber = await gql<{ adminStudents: { items: { id: string }[] } }>(app, admin, LIST, { q: number });
    expect(byNumber.data?.adminStudents.items.map((s) => s.id)).toEqual([student.id]);
    const none = await gql<{ adminStudents: { items: { id: string }[] } }>(app, admin, LIST, { q: student.email, sub: 'none' });
    expect(none.data?.adminStudents.items.map((s) => s.id)).toEqual([student.id]);
    const current = await gql<{ adminStudents: { total: number } }>(app, admin, LIST, { q: student.email, sub: 'current' });
    expect(current.data?.adminStudents.total).toBe(0);
    const bad = await gql(app, admin, LIST, { lang: 'klingon' });
    expect(bad.errors?.length).toBeGreaterThan(0);
    expect(bad.status).toBeLessThan(500);
  });
});

describe("a student's page and its actions", () => {
  it('shows profile, credits, ledger, classes, practice and notes', async () => {
    const student = await buildStudent(app, { group: 3, catalogue });
    const appointmentId = await bookedAppointment(student, 48);
    expect((await gql(app, admin, NOTE, { s: student.id, t: 'Called about the invoice.' })).errors).toBeUndefined();
    const res = await gql<{ adminStudent: Record<string, unknown> & { notes: { text: string; authorId: string }[] } }>(app, admin, PAGE, {
      id: student.id,
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.adminStudent).toMatchObject({
      id: student.id,
      moduleId: catalogue.moduleId,
      credits: { groupCredits: 2 },
      upcomingClasses: [{ appointmentId, appointmentStatus: 'booked' }],
      practice: { vocabularyCards: 0, reviews: 0, exercisesDone: 0 },
      notes: [{ text: 'Called about the invoice.', authorId: admin.id }],
    });
  });

  it('answers not_found for a teacher, an unknown id and an id that is not a UUID', async () => {
    for (const id of [teacher.id, crypto.randomUUID(), 'not-a-uuid']) {
      expect((await gql(app, admin, PAGE, { id })).code).toBe('not_found');
    }
  });

  it('grants and removes credits, never below zero, with the reasons on the ledger', async () => {
    const student = await buildStudent(app, { group: 2, catalogue });
    expect((await gql(app, admin, GRANT, { s: student.id, n: 3 })).data).toEqual({ adminGrantCredits: { groupCredits: 5 } });
    expect((await gql(app, admin, REMOVE, { s: student.id, n: 4 })).data).toEqual({ adminRemoveCredits: { groupCredits: 1 } });
    const tooMany = await gql(app, admin, REMOVE, { s: student.id, n: 2 });
    expect(tooMany.code).toBe('not_enough_credits');
    const page = await gql<{ adminStudent: { ledger: { delta: number; reason: string; note: string | null }[] } }>(app, admin, PAGE, {
      id: student.id,
    });
    const removals = page.data!.adminStudent.ledger.filter((l) => l.reason === 'admin_removal');
    expect(removals.reduce((sum, l) => sum + l.delta, 0)).toBe(-4);
    expect(removals.every((l) => l.note === 'granted twice')).toBe(true);
  });

  it('cancels a class for the student with or without the credit back, not after the start', async () => {
    const student = await buildStudent(app, { group: 2, catalogue });
    const refunded = await bookedAppointment(student, 3);
    const kept = await bookedAppointment(student, 5);
    expect((await gql(app, admin, CANCEL, { a: refunded, r: true })).data).toEqual({
      adminCancelStudentClass: { refunded: true, studentId: student.id },
    });
    expect((await gql(app, admin, CANCEL, { a: kept, r: false })).data).toEqual({
      adminCancelStudentClass: { refunded: false, studentId: student.id },
    });
    expect((await gql(app, admin, CANCEL, { a: kept, r: true })).code).toBe('class_cannot_be_cancelled');
    const page = await gql<{ adminStudent: { credits: { groupCredits: number } } }>(app, admin, PAGE, { id: student.id });
    expect(page.data?.adminStudent.credits.groupCredits).toBe(1);
    const started = await bookedAppointment(student, 1);
    clock.advance(2 * 60 * 60_000);
    expect((await gql(app, admin, CANCEL, { a: started, r: true })).code).toBe('class_cannot_be_cancelled');
    expect((await gql(app, admin, CANCEL, { a: 'nope', r: true })).code).toBe('not_found');
  });

  it('changes the module; a support admin is told "You are not allowed to change the position!"', async () => {
    const student = await buildStudent(app, { group: 1, catalogue });
    const next = await buildModule(app, catalogue.curriculumId, { cefrLevelName: 'A2', position: 2 });
    const refused = await gql(app, support, MODULE, { s: student.id, m: next.id });
    expect(refused.code).toBe('position_change_forbidden');
    expect(refused.errors?.[0]?.message).toBe('You are not allowed to change the position!');
    const done = await gql(app, admin, MODULE, { s: student.id, m: next.id });
    expect(done.data).toEqual({ adminChangeStudentModule: { moduleId: next.id } });
    expect((await gql(app, admin, MODULE, { s: student.id, m: crypto.randomUUID() })).code).toBe('not_found');
    const [row] = await queryRows<{ before: { moduleId: string } }>(
      app.db,
      sql`select before from audit_log where action = 'adminChangeStudentModule' and object_id = ${student.id} and outcome = 'done'`,
    );
    expect(row?.before.moduleId).toBe(catalogue.moduleId);
  });

  it("e-mails the student's reset link", async () => {
    const student = await buildStudent(app, { catalogue });
    const before = mailer.sent.length;
    expect((await gql(app, admin, RESET, { s: student.id })).data).toEqual({ adminSendPasswordReset: true });
    await expect
      .poll(() => mailer.sent.slice(before).some((m) => m.to === student.email && /resetting\/reset\//.test(m.text ?? '')))
      .toBe(true);
  });

  it("closes the account (support admins may not), ending the student's sessions", async () => {
    const student = await buildStudent(app, { group: 1, catalogue });
    expect((await gql(app, support, CLOSE, { s: student.id })).code).toBe('admin_right_missing');
    const closed = await gql<{ adminCloseStudentAccount: { closedAt: string } }>(app, admin, CLOSE, { s: student.id });
    expect(closed.errors).toBeUndefined();
    expect((await gql(app, admin, CLOSE, { s: student.id })).code).toBe('account_closed');
    expect((await gql(app, admin, RESET, { s: student.id })).code).toBe('account_closed');
  });
});

describe('admins', () => {
  const CREATE = `mutation($i: CreateAdminInput!) { adminCreateAdmin(input: $i) { id email role } }`;
  const TEST_ADMIN = `mutation { adminCreateTestAdmin(role: support) { password admin { id email role } } }`;

  it('a full admin creates an admin, who gets a first-password link; support admins may not', async () => {
    const email = `new.admin.${crypto.randomUUID().slice(0, 6)}@example.com`;
    const input = { email, firstName: 'Nora', lastName: 'Nieves', role: 'support' };
    expect((await gql(app, support, CREATE, { i: input })).code).toBe('position_change_forbidden');
    const before = mailer.sent.length;
    const res = await gql<{ adminCreateAdmin: { email: string; role: string } }>(app, admin, CREATE, { i: input });
    expect(res.data?.adminCreateAdmin).toMatchObject({ email, role: 'support' });
    await expect.poll(() => mailer.sent.slice(before).some((m) => m.to === email && /password\/set\//.test(m.text ?? ''))).toBe(true);
    const list = await gql<{ adminAccounts: { email: string; role: string }[] }>(app, admin, '{ adminAccounts { email role } }');
    expect(list.data?.adminAccounts).toEqual(
      expect.arrayContaining([
        { email, role: 'support' },
        { email: admin.email, role: 'full' },
      ]),
    );
  });

  it('creates a test admin outside production who can sign in; the password never reaches the audit log', async () => {
    const res = await gql<{ adminCreateTestAdmin: { password: string; admin: { email: string; role: string } } }>(app, admin, TEST_ADMIN);
    expect(res.errors).toBeUndefined();
    const { password, admin: created } = res.data!.adminCreateTestAdmin;
    expect(created.role).toBe('support');
    const login = await app.inject({
      method: 'POST',
      url: '/admin/login_check',
      headers: clientHeaders,
      payload: { _username: created.email, _password: password },
    });
    expect(login.statusCode).toBe(200);
    const rows = await queryRows<Record<string, unknown>>(app.db, sql`select * from audit_log where action = 'adminCreateTestAdmin'`);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(password);
  });
});

describe('access: every new operation refuses anonymous, students, teachers', () => {
  const operations: [string, string, Record<string, unknown>][] = [
    ['adminStudent', PAGE, { id: crypto.randomUUID() }],
    ['adminAccounts', '{ adminAccounts { id } }', {}],
    ['adminMyRole', '{ adminMyRole }', {}],
    ['adminModules', '{ adminModules { id } }', {}],
    ['adminAddStudentNote', NOTE, { s: crypto.randomUUID(), t: 'x' }],
    ['adminRemoveCredits', REMOVE, { s: crypto.randomUUID(), n: 1 }],
    ['adminCancelStudentClass', CANCEL, { a: crypto.randomUUID(), r: true }],
    ['adminChangeStudentModule', MODULE, { s: crypto.randomUUID(), m: crypto.randomUUID() }],
    ['adminSendPasswordReset', RESET, { s: crypto.randomUUID() }],
    ['adminCloseStudentAccount', CLOSE, { s: crypto.randomUUID() }],
    ['adminImpersonate', 'mutation($u: ID!) { adminImpersonate(userId: $u) { redirectTo } }', { u: crypto.randomUUID() }],
    ['endImpersonation', 'mutation { endImpersonation { restored } }', {}],
  ];

  it.each(operations)('%s', async (name, query, variables) => {
    const student = await buildStudent(app, { catalogue });
    const other = await buildStudent(app, { catalogue });
    const vars = Object.fromEntries(Object.entries(variables).map(([k, v]) => [k, k === 's' || k === 'id' || k === 'u' ? student.id : v]));
    for (const who of [null, student, other, teacher]) {
      const res = await gql(app, who, query, vars);
      expect(res.data?.[name as never] ?? null, `${name} as ${who?.roles ?? 'anonymous'}`).toBeNull();
      expect(['unauthenticated', 'forbidden']).toContain(res.code);
    }
    // Only an impersonated session may end itself (impersonation.test.ts); an admin as themselves may not.
    if (name === 'endImpersonation') return;
    // An admin reaches the field (its own answer may be a refusal such as not_found).
    const asAdmin = await gql(app, admin, query, vars);
    expect(['unauthenticated', 'forbidden']).not.toContain(asAdmin.code ?? 'ok');
  });
});
