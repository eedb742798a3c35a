import { beforeAll, describe, expect, it } from 'vitest';
import { gql } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import { buildAdmin, buildStudent, buildTeacher, type TestUser } from './factories/index.ts';

const { app } = await buildTestApp();

const SAVE = `mutation($input: TimeAndLanguageInput!) { updateTimeAndLanguage(input: $input) { id timezone locale timeFormat weekStart } }`;
const ME = 'query { me { timezone locale timeFormat weekStart } }';
const tokyo = { timezone: 'Asia/Tokyo', locale: 'de', timeFormat: 'AMPM', weekStart: 'Sunday' };

let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  owner = await buildStudent(app);
  other = await buildStudent(app);
});

describe('updateTimeAndLanguage', () => {
  it("saves the four choices for the signed-in student only (another student's record is untouched)", async () => {
    const saved = await gql<{ updateTimeAndLanguage: { id: string } }>(app, owner, SAVE, { input: tokyo });
    expect(saved.data?.updateTimeAndLanguage).toEqual({ id: owner.id, ...tokyo });
    expect((await gql(app, owner, ME)).data?.me).toEqual(tokyo);
    expect((await gql(app, other, ME)).data?.me).toEqual({
      timezone: 'Europe/Berlin',
      locale: 'en',
      timeFormat: 'ISO8601',
      weekStart: 'Monday',
    });
  });

  it('refuses teachers, admins (their own pages) and anonymous callers', async () => {
    for (const who of [await buildTeacher(app), await buildAdmin(app)])
      expect((await gql(app, who, SAVE, { input: tokyo })).code).toBe('forbidden');
    expect((await gql(app, null, SAVE, { input: tokyo })).code).toBe('unauthenticated');
  });

  it('bad input: a message per field, nothing saved', async () => {
    const bad = await gql(app, other, SAVE, { input: { timezone: 'Mars/Olympus', locale: 'xx', timeFormat: '25h', weekStart: 'Friday' } });
    expect(bad.code).toBe('validation_failed');
    expect(bad.errors?.map((e) => e.extensions?.field).sort()).toEqual(['locale', 'timeFormat', 'timezone', 'weekStart']);
    expect(bad.errors?.find((e) => e.extensions?.field === 'timezone')?.message).toBe('Choose a time zone from the list.');
    expect((await gql<{ me: { timezone: string } }>(app, other, ME)).data?.me.timezone).toBe('Europe/Berlin');
  });
});
