import { QUESTIONNAIRE_NAMES } from '@parla/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { gql, loginCookies } from './graphql-requests.ts';
import { buildTestApp, clientHeaders } from './helper.ts';
import { buildAdmin, buildCatalogue, buildStudent, buildTeacher, type Catalogue, type TestUser } from './factories/index.ts';

const { app } = await buildTestApp();

let catalogue: Catalogue;
let owner: TestUser;
let other: TestUser;
let teacher: TestUser;
let admin: TestUser;

beforeAll(async () => {
  catalogue = await buildCatalogue(app, { lessons: 2 });
  owner = await buildStudent(app, { catalogue });
  other = await buildStudent(app, { catalogue });
  teacher = await buildTeacher(app, catalogue);
  admin = await buildAdmin(app);
});

async function call(method: 'GET' | 'POST', who: TestUser | null, name: string, payload?: unknown) {
  const cookie = who ? await loginCookies(app, who) : '';
  return app.inject({
    method,
    url: `/api/questionnaire/${name}`,
    headers: { ...clientHeaders, ...(payload !== undefined ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
    ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
  });
}

const SETTINGS =
  '{ learningSettings { learningGoals learningGoalOther focusAreas learningNeeds preferredClassTime spokenLanguages { language proficiency } } }';

const VALID: Record<string, unknown> = {
  'learning-goals': { learningGoals: ['work', 'other'], learningGoalOther: 'Moving to Vienna in spring' },
  'learning-focus-area': { focusAreas: ['speaking', 'listening'] },
  'learning-needs': { learningNeeds: 'Phone calls with suppliers' },
  'preferred-time-slots': { preferredClassTime: 'evening' },
  'languages-you-speak': { spokenLanguages: [{ language: 'English', proficiency: 'Native' }] },
  'onboarding-survey': { focusAreas: ['grammar'] },
};

describe('access: /api/questionnaire/{name} (owner, another student, teacher, admin, anonymous)', () => {
  it.each([...QUESTIONNAIRE_NAMES, 'onboarding-survey'])('%s: a student reads and answers their own; others are refused', async (name) => {
    const saved = await call('POST', owner, name, VALID[name]);
    expect(saved.statusCode).toBe(200);
    const read = await call('GET', owner, name);
    expect(read.statusCode).toBe(200);
    expect(read.json().name).toBe(name);
    expect(read.json().answers).toMatchObject(VALID[name] as object);
    // Another student reads their own (still empty) answers, never the owner's.
    const theirs = await call('GET', other, name);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().answers).not.toMatchObject(VALID[name] as object);
    for (const who of [teacher, admin]) {
      expect((await call('GET', who, name)).statusCode).toBe(403);
      expect((await call('POST', who, name, VALID[name])).statusCode).toBe(403);
    }
    expect((await call('GET', null, name)).statusCode).toBe(401);
    // Signed in before validated: an anonymous caller learns nothing about the body.
    expect((await call('POST', null, name, { nonsense: true })).statusCode).toBe(401);
  });

  it('an unknown questionnaire is a 404', async () => {
    expect((await call('GET', owner, 'favourite-colour')).statusCode).toBe(404);
    expect((await call('POST', owner, 'favourite-colour', {})).statusCode).toBe(404);
  });
});

describe('the survey stores what the settings page shows (decision 059)', () => {
  it('each step writes its fields only; GraphQL learningSettings reads them back', async () => {
    const student = await buildStudent(app, { catalogue });
    for (const name of QUESTIONNAIRE_NAMES) expect((await call('POST', student, name, VALID[name])).statusCode).toBe(200);
    const settings = (await gql(app, student, SETTINGS)).data?.learningSettings;
    expect(settings).toEqual({
      learningGoals: ['work', 'other'],
      learningGoalOther: 'Moving to Vienna in spring',
      focusAreas: ['speaking', 'listening'],
      learningNeeds: 'Phone calls with suppliers',
      preferredClassTime: 'evening',
      spokenLanguages: [{ language: 'English', proficiency: 'Native' }],
    });
    // The whole survey: only the groups sent change; the 'other' text goes with 'other'.
    const survey = await call('POST', student, 'onboarding-survey', { learningGoals: ['travel', 'travel'], preferredClassTime: null });
    expect(survey.statusCode).toBe(200);
    expect(survey.json().answers).toMatchObject({
      learningGoals: ['travel'],
      learningGoalOther: null,
      focusAreas: ['speaking', 'listening'],
      learningNeeds: 'Phone calls with suppliers',
      preferredClassTime: null,
    });
    expect(survey.json().questions.map((q: { id: string }) => q.id)).toEqual([
      'learningGoals',
      'learningGoalOther',
      'focusAreas',
      'learningNeeds',
      'preferredClassTime',
      'spokenLanguages',
    ]);
    expect(survey.json().learningHours).toHaveLength(4);
  });

  it('bad answers are a 422 naming the field, with the spec message for the goals; nothing is saved', async () => {
    const student = await buildStudent(app, { catalogue });
    const none = await call('POST', student, 'learning-goals', { learningGoals: [] });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual([{ category: 'validate', field: 'learningGoals', message: 'Please select 1 or more goals.' }]);
    const other = await call('POST', student, 'learning-goals', { learningGoals: ['other'] });
    expect(other.json().errors?.[0]).toMatchObject({ field: 'learningGoalOther' });
    const unknownGoal = await call('POST', student, 'learning-goals', { learningGoals: ['fame'] });
    expect(unknownGoal.statusCode).toBe(422);
    const twice = await call('POST', student, 'languages-you-speak', {
      spokenLanguages: [
        { language: 'French', proficiency: 'B1' },
        { language: 'French', proficiency: 'C1' },
      ],
    });
    expect(twice.json().errors?.[0]).toMatchObject({ field: 'spokenLanguages.1.language' });
    expect((await call('POST', student, 'preferred-time-slots', { preferredClassTime: 'dawn' })).statusCode).toBe(422);
    expect((await call('POST', student, 'learning-needs', { learningNeeds: 'x'.repeat(2001) })).statusCode).toBe(422);
    expect((await call('POST', student, 'onboarding-survey', [])).statusCode).toBe(422);
    const settings = (await gql(app, student, SETTINGS)).data?.learningSettings;
    expect(settings).toMatchObject({ learningGoals: [], spokenLanguages: [], preferredClassTime: null, learningNeeds: null });
  });
});
