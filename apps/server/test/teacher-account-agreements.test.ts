import { beforeAll, describe, expect, it } from 'vitest';
import { gatedMutationNames, MUTATIONS_OPEN_BEHIND_THE_GATE } from '../src/modules/teacher-account/agreement-gate.ts';
import { gql, loginCookies } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import { impersonationCookie, publishAgreements } from './teacher-account-helpers.ts';
import { buildAdmin, buildCatalogue, buildClass, buildTeacher, roundHourAhead, type TestUser } from './factories/index.ts';

const { app } = await buildTestApp();

interface AgreementRow {
  id: string;
  type: string;
  version: number;
  isAccepted: boolean;
  isPending: boolean;
  isCurrent: boolean;
  required: boolean;
}

const PENDING = `{ teacherAccount { pendingAgreements { id type version required } } }`;
const ALL = `query All($acceptedOnly: Boolean) { teacherAccount { agreements(acceptedOnly: $acceptedOnly) { id type version isAccepted isPending isCurrent required } } }`;
const DECIDE = `mutation Decide($id: ID!, $accept: Boolean!) { decideTeacherAgreement(id: $id, accept: $accept) { id isAccepted acceptedAt isPending } }`;
const ONE = `query One($id: ID!) { teacherAgreement(id: $id) { id title body type version isAccepted isCurrent } }`;

let ids: Record<string, string>;
let teacher: TestUser;
let cookie: string;

beforeAll(async () => {
  ids = await publishAgreements(app);
  teacher = await buildTeacher(app);
  cookie = await loginCookies(app, teacher);
});

async function pending(who: string) {
  const res = await gql<{ teacherAccount: { pendingAgreements: { id: string; type: string; version: number }[] } }>(app, who, PENDING);
  return res.data!.teacherAccount.pendingAgreements.map((a) => `${a.type}:${a.version}`);
}

describe('agreements', () => {
  it('lists the current version of every required type as pending for a new teacher; consents do not block', async () => {
    expect(await pending(cookie)).toEqual(['privacy_policy:1', 'product_policy:1', 'remuneration_structure:1', 'teacher_terms:2']);
  });

  it('shows one agreement with its text for terms/{agreementId}', async () => {
    const res = await gql<{ teacherAgreement: Record<string, unknown> }>(app, cookie, ONE, { id: ids['teacher_terms:2'] });
    expect(res.data?.teacherAgreement).toMatchObject({ body: 'New terms.', version: 2, isCurrent: true, isAccepted: false });
    const old = await gql<{ teacherAgreement: Record<string, unknown> }>(app, cookie, ONE, { id: ids['teacher_terms:1'] });
    expect(old.data?.teacherAgreement).toMatchObject({ isCurrent: false });
    expect((await gql(app, cookie, ONE, { id: '00000000-0000-4000-8000-000000000000' })).code).toBe('not_found');
  });

  it('refuses to accept an outdated version and to decline a required agreement', async () => {
    expect((await gql(app, cookie, DECIDE, { id: ids['teacher_terms:1'], accept: true })).code).toBe('agreement_not_current');
    const declined = await gql(app, cookie, DECIDE, { id: ids['teacher_terms:2'], accept: false });
    expect(declined.code).toBe('agreement_cannot_be_declined');
  });

  it('takes an acceptance or, for consents, a refusal; refuses both while impersonating', async () => {
    const admin = await buildAdmin(app);
    const impersonated = await impersonationCookie(app, teacher.id, admin.id);
    expect((await gql(app, impersonated, DECIDE, { id: ids['privacy_policy:1'], accept: true })).code).toBe('impersonation_forbidden');

    const accepted = await gql<{ decideTeacherAgreement: { isAccepted: boolean; acceptedAt: string | null } }>(app, cookie, DECIDE, {
      id: ids['privacy_policy:1'],
      accept: true,
    });
    expect(accepted.data?.decideTeacherAgreement).toMatchObject({ isAccepted: true, isPending: false });
    expect(accepted.data?.decideTeacherAgreement.acceptedAt).toBeTruthy();
    const consent = await gql<{ decideTeacherAgreement: { isAccepted: boolean } }>(app, cookie, DECIDE, {
      id: ids['ai_audio_recording:1'],
      accept: false,
    });
    expect(consent.data?.decideTeacherAgreement).toMatchObject({ isAccepted: false, isPending: false });
    expect(await pending(cookie)).not.toContain('privacy_policy:1');
    // A consent can be changed later.
    const changed = await gql<{ decideTeacherAgreement: { isAccepted: boolean } }>(app, cookie, DECIDE, {
      id: ids['ai_audio_recording:1'],
      accept: true,
    });
    expect(changed.data?.decideTeacherAgreement.isAccepted).toBe(true);
  });

  it('lists accepted agreements for the account page', async () => {
    const res = await gql<{ teacherAccount: { agreements: AgreementRow[] } }>(app, cookie, ALL, { acceptedOnly: true });
    expect(res.data?.teacherAccount.agreements.map((a) => a.type)).toEqual(['ai_audio_recording', 'privacy_policy']);
  });
});

describe('the agreement gate (server side)', () => {
  it('holds back every teacher mutation but the account upkeep ones', () => {
    const gated = gatedMutationNames(app.graphql.schema);
    for (const open of MUTATIONS_OPEN_BEHIND_THE_GATE) expect(gated).not.toContain(open);
    // The other teacher modules register their mutations with the teacher scope; whatever exists is gated.
    expect(gated.length).toBeGreaterThan(0);
  });

  it('refuses a teacher mutation until the current required agreements are accepted, then lets it run', async () => {
    const catalogue = await buildCatalogue(app);
    const fresh = await buildTeacher(app, catalogue);
    const freshCookie = await loginCookies(app, fresh);
    const gated = gatedMutationNames(app.graphql.schema);
    const klass = await buildClass(app, { catalogue, startAt: roundHourAhead(app, 72) });
    // commitToClass belongs to the teacher booking module; any gated mutation shows the gate the same way.
    const commit = gated.includes('commitToClass')
      ? `mutation { commitToClass(classUid: "${klass.uid}") { __typename } }`
      : `mutation { ${gated[0]} }`;
    const refused = await gql<unknown>(app, freshCookie, commit);
    expect(refused.code).toBe('agreement_acceptance_required');
    // Not 403: the web app treats 403 as a lost session and would log the teacher out.
    expect(refused.status).toBe(200);
    expect(refused.errors?.[0].message).toBe('Please read and accept the updated terms before you continue.');

    // Account upkeep stays open behind the gate.
    const open = await gql(
      app,
      freshCookie,
      `mutation { updateTeacherNotifications(input: { feedback: false, otherClassCancellation: true, shortNoticeCancellation: true }) { id } }`,
    );
    expect(open.errors).toBeUndefined();

    for (const type of ['privacy_policy:1', 'product_policy:1', 'remuneration_structure:1', 'teacher_terms:2']) {
      expect((await gql(app, freshCookie, DECIDE, { id: ids[type], accept: true })).errors).toBeUndefined();
    }
    // Consents never block: unanswered, the teacher works all the same.
    const passed = await gql(app, freshCookie, commit);
    expect(passed.code).not.toBe('agreement_acceptance_required');
  });

  it('asks again when a new version is published', async () => {
    const { agreements } = await import('../src/db/schema/index.ts');
    const fresh = await buildTeacher(app);
    const freshCookie = await loginCookies(app, fresh);
    for (const id of Object.values(ids)) await gql(app, freshCookie, DECIDE, { id, accept: true });
    // (the outdated teacher_terms:1 is refused, the rest accepted)
    expect(await pending(freshCookie)).toEqual([]);
    const [v3] = await app.db
      .insert(agreements)
      .values({ type: 'teacher_terms', version: 3, title: 'Terms', body: 'Newest terms.', required: true, publishedAt: app.clock.now() })
      .returning({ id: agreements.id });
    expect(await pending(freshCookie)).toEqual(['teacher_terms:3']);
    await gql(app, freshCookie, DECIDE, { id: v3.id, accept: true });
    expect(await pending(freshCookie)).toEqual([]);
  });

  it('does not concern non-teachers', async () => {
    const admin = await buildAdmin(app);
    const res = await gql(app, admin, `mutation { updateDisplayLanguage(locale: "de") { id } }`);
    expect(res.errors).toBeUndefined();
  });
});
