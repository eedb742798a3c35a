import { beforeAll, describe, expect, it } from 'vitest';
import { gql } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import { bookedClass, giveClassTo } from './teacher-booking-support.ts';
import { buildAdmin, buildCatalogue, buildStudent, buildTeacher, type Catalogue, roundHourAhead } from './factories/index.ts';

const { app, clock } = await buildTestApp();
let catalogue: Catalogue;

const CLASS = 'query($uid: ID!) { studentClass(uid: $uid) { uid type students { id firstName shortName } } }';
type ClassData = { studentClass: { uid: string; students: { id: string; firstName: string }[] } };

beforeAll(async () => {
  clock.set(new Date('2026-06-01T08:00:00Z'));
  catalogue = await buildCatalogue(app);
});

describe('a private class is visible only to its student, its teacher and admins', () => {
  it('answers the owner, its teacher and an admin; another student, another teacher and anonymous get nothing', async () => {
    const klass = await bookedClass(app, catalogue, { startAt: roundHourAhead(app, 72), type: 'individual', firstName: 'Secretia' });
    const [owner] = klass.students;
    const teacher = await buildTeacher(app, catalogue);
    await giveClassTo(app, klass.uid, teacher.id);

    for (const who of [owner, teacher, await buildAdmin(app)]) {
      const res = await gql<ClassData>(app, who, CLASS, { uid: klass.uid });
      expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
      expect(res.data?.studentClass.students.map((s) => s.firstName)).toEqual(['Secretia']);
    }

    const otherStudent = await buildStudent(app, { catalogue, group: 1 });
    const stranger = await gql<ClassData>(app, otherStudent, CLASS, { uid: klass.uid });
    expect(stranger.code).toBe('not_found');
    expect(JSON.stringify(stranger)).not.toContain('Secretia');

    const otherTeacher = await buildTeacher(app, catalogue);
    const colleague = await gql<ClassData>(app, otherTeacher, CLASS, { uid: klass.uid });
    expect(colleague.code).toBe('not_found');
    expect(JSON.stringify(colleague)).not.toContain('Secretia');

    const anonymous = await gql<ClassData>(app, null, CLASS, { uid: klass.uid });
    expect(anonymous.data?.studentClass ?? null).toBeNull();
    expect(anonymous.code).toBeTruthy();
    expect(JSON.stringify(anonymous)).not.toContain('Secretia');
  });

  it("shows a group class to a student who may book it, without the other students' names", async () => {
    const klass = await bookedClass(app, catalogue, { startAt: roundHourAhead(app, 96), students: 2, firstName: 'Groupina' });
    const outsider = await buildStudent(app, { catalogue, group: 1 });
    const seen = await gql<ClassData>(app, outsider, CLASS, { uid: klass.uid });
    expect(seen.data?.studentClass.uid).toBe(klass.uid);
    expect(seen.data?.studentClass.students).toEqual([]);
    const member = await gql<ClassData>(app, klass.students[0], CLASS, { uid: klass.uid });
    expect(member.data?.studentClass.students.map((s) => s.firstName)).toEqual(['Groupina', 'Groupina']);
  });
});
