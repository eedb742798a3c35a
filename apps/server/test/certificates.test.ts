import { createLocalJWKSet, jwtVerify } from 'jose';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { certificates, studentNotifications } from '../src/db/schema/index.ts';
import { gql, loginCookies } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import {
  buildAdmin,
  buildAttendedClass,
  buildCatalogue,
  buildStudent,
  buildTeacher,
  type Catalogue,
  type TestUser,
} from './factories/index.ts';
import { pdfText } from './pdf-text.ts';

// Decision 088: level progress, the CEFR certificate PDF and its public verification.
const { app, clock, mailer } = await buildTestApp();

let catalogue: Catalogue;
let owner: TestUser;
let other: TestUser;
let teacher: TestUser;
let admin: TestUser;

const get = async (url: string, user?: TestUser, ip = '198.51.100.7') =>
  app.inject({ method: 'GET', url, remoteAddress: ip, headers: user ? { cookie: await loginCookies(app, user) } : {} });
const complete = (student: TestUser, index: number) =>
  gql(app, student, 'mutation($id: ID!) { completeLesson(lessonId: $id) { id } }', { id: catalogue.lessonIds[index] });

beforeAll(async () => {
  clock.set(new Date('2026-05-04T09:12:00Z'));
  catalogue = await buildCatalogue(app, { lessons: 10 });
  owner = await buildStudent(app, { catalogue, firstName: 'Lena' });
  other = await buildStudent(app, { catalogue });
  teacher = await buildTeacher(app, catalogue);
  admin = await buildAdmin(app);
});

describe('level progress and the certificate', () => {
  it('counts completed lessons and refuses the certificate below 90% (409)', async () => {
    for (let i = 0; i < 8; i++) await complete(owner, i);
    const res = await get(`/api/students/${owner.id}/levels`, owner);
    expect(res.statusCode).toBe(200);
    const [level] = res.json().levels;
    expect(level).toMatchObject({
      moduleId: catalogue.moduleId,
      done: 8,
      counted: 10,
      percent: 80,
      certificateAvailable: false,
      certificate: null,
    });
    const pdf = await get(`/api/students/${owner.id}/${catalogue.moduleId}/cefr.pdf`, owner);
    expect(pdf.statusCode).toBe(409);
    expect(pdf.json().code).toBe('certificate_not_available');
  });

  it('issues one certificate at 90%, even when the first reads race', async () => {
    await complete(owner, 8);
    const cookie = await loginCookies(app, owner);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => app.inject({ method: 'GET', url: `/api/students/${owner.id}/levels`, headers: { cookie } })),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const rows = await app.db.select().from(certificates);
    expect(rows.filter((r) => r.studentId === owner.id)).toHaveLength(1);
    const codes = new Set(answers.map((a) => a.json().levels[0].certificate.code));
    expect(codes.size).toBe(1);
  });

  it('tells the student once: one notification, one e-mail, however many jobs run', async () => {
    await app.jobs.runDue();
    await app.jobs.runDue();
    const notes = await app.db.select().from(studentNotifications).where(eq(studentNotifications.userId, owner.id));
    expect(notes.filter((n) => n.contentKeys[0] === 'certificateAvailable')).toHaveLength(1);
    expect(notes.find((n) => n.contentKeys[0] === 'certificateAvailable')?.contentValues).toMatchObject({ level: expect.any(String) });
    const mails = mailer.sent.filter((m) => m.to === owner.email && m.subject.includes('certificate is ready'));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('/account/certificates');
  });

  it('issues the certificate when the level is reached, before anyone reads it (progress-check job)', async () => {
    const student = await buildStudent(app, { catalogue });
    for (let i = 0; i < 9; i++) await complete(student, i);
    expect(await app.db.select().from(certificates).where(eq(certificates.studentId, student.id))).toHaveLength(0);
    await app.jobs.runDue();
    expect(await app.db.select().from(certificates).where(eq(certificates.studentId, student.id))).toHaveLength(1);
  });

  it('dates the certificate in the student’s zone: the same day on every page and in the PDF', async () => {
    const before = clock.now();
    clock.set(new Date('2026-05-04T22:30:00Z'));
    try {
      const student = await buildStudent(app, { catalogue, timezone: 'Pacific/Auckland', firstName: 'Aroha' });
      for (let i = 0; i < 9; i++) await complete(student, i);
      await app.jobs.runDue();
      const [level] = (await get(`/api/students/${student.id}/levels`, student)).json().levels;
      expect(level.certificate.issuedOn).toBe('2026-05-05');
      const verified = (await get(`/api/certificates/verify/${level.certificate.code}`, undefined, '198.51.100.99')).json();
      expect(verified.certificate.issuedOn).toBe('2026-05-05');
      const pdf = await get(`/api/students/${student.id}/${catalogue.moduleId}/cefr.pdf`, student);
      expect(await pdfText(new Uint8Array(pdf.rawPayload))).toContain('Issued on 5 May 2026');
    } finally {
      clock.set(before);
    }
  });

  it('renders the PDF with name, level, course, classes and the verification code', async () => {
    const res = await get(`/api/students/${owner.id}/${catalogue.moduleId}/cefr.pdf`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const doc = await PDFDocument.load(res.rawPayload);
    expect(doc.getTitle()).toContain('Lena Keller');
    const [level] = (await get(`/api/students/${owner.id}/levels`, owner)).json().levels;
    expect(level.certificate.code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    const text = await pdfText(new Uint8Array(res.rawPayload));
    for (const expected of [
      'Certificate of completion',
      'Lena Keller',
      `CEFR level ${level.cefrLevel}`,
      level.courseName,
      level.certificate.code,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('/en/certificates/verify/');
    expect(text).toContain('0 classes attended');
  });

  it('verifies a genuine code publicly and rejects a wrong one', async () => {
    const [level] = (await get(`/api/students/${owner.id}/levels`, owner)).json().levels;
    const good = await get(`/api/certificates/verify/${level.certificate.code.toLowerCase()}`);
    expect(good.statusCode).toBe(200);
    expect(good.json()).toMatchObject({ valid: true, certificate: { name: 'Lena Keller', cefrLevel: level.cefrLevel } });
    const bad = await get('/api/certificates/verify/AAAA-BBBB-CCCC-DDDD');
    expect(bad.json()).toEqual({ valid: false, certificate: null });
  });

  it('throttles public checks per client (429 after 60 an hour)', async () => {
    const ip = '203.0.113.88';
    for (let i = 0; i < 60; i++) expect((await get('/api/certificates/verify/AAAA', undefined, ip)).statusCode).toBe(200);
    const refused = await get('/api/certificates/verify/AAAA', undefined, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('too_many_certificate_checks');
  });
});

describe('access', () => {
  const routes = () => [
    `/api/students/${owner.id}/levels`,
    `/api/students/${owner.id}/${catalogue.moduleId}/cefr.pdf`,
    `/api/students/${owner.id}/attended-classes.pdf`,
    `/api/students/${owner.id}/${catalogue.moduleId}/badge.json`,
    `/api/students/${owner.id}/${catalogue.moduleId}/badge.jwt`,
  ];
  it('owner and admin read; another student 404; a teacher 403; anonymous 401', async () => {
    for (const url of routes()) {
      expect((await get(url, owner)).statusCode).toBe(200);
      expect((await get(url, admin)).statusCode).toBe(200);
      expect((await get(url, other)).statusCode).toBe(404);
      expect((await get(url, teacher)).statusCode).toBe(403);
      expect((await get(url)).statusCode).toBe(401);
    }
  });
  it('answers 404 for a malformed id or an unknown module', async () => {
    expect((await get(`/api/students/nope/levels`, owner)).statusCode).toBe(404);
    expect((await get(`/api/students/${owner.id}/${owner.id}/cefr.pdf`, owner)).statusCode).toBe(404);
  });
});

describe('GraphQL', () => {
  const LEVELS = 'query { levelProgress { moduleId percent certificateAvailable certificate { code } } }';
  const VERIFY = 'query($code: String!) { verifyCertificate(code: $code) { name cefrLevel courseName } }';
  it('levelProgress is the signed-in student’s; anonymous gets unauthenticated', async () => {
    const mine = await gql<{ levelProgress: { percent: number; certificate: { code: string } | null }[] }>(app, owner, LEVELS);
    expect(mine.data?.levelProgress[0]).toMatchObject({ percent: 90, certificate: { code: expect.any(String) } });
    const others = await gql<{ levelProgress: { certificate: unknown }[] }>(app, other, LEVELS);
    expect(others.data?.levelProgress[0]?.certificate).toBeNull();
    const anonymous = await gql(app, null, LEVELS);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('unauthenticated');
  });
  it('verifyCertificate answers anyone, null for an unknown code', async () => {
    const [level] = (await get(`/api/students/${owner.id}/levels`, owner)).json().levels;
    for (const viewer of [null, owner, other, teacher, admin]) {
      const res = await gql<{ verifyCertificate: { name: string } | null }>(app, viewer, VERIFY, { code: level.certificate.code });
      expect(res.data?.verifyCertificate?.name).toBe('Lena Keller');
    }
    const unknown = await gql<{ verifyCertificate: null }>(app, null, VERIFY, { code: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ' });
    expect(unknown.data?.verifyCertificate).toBeNull();
  });
});

describe('attended classes PDF', () => {
  it('lists date and time in the student’s zone, level, lesson and minutes; the certificate counts them', async () => {
    const empty = await pdfText(new Uint8Array((await get(`/api/students/${other.id}/attended-classes.pdf`, other)).rawPayload));
    expect(empty).toContain('No attended classes yet.');
    await buildAttendedClass(app, owner.id, catalogue, 50);
    await buildAttendedClass(app, owner.id, catalogue, 2);
    const res = await get(`/api/students/${owner.id}/attended-classes.pdf`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(res.rawPayload));
    // 2026-05-04 07:00 UTC is 09:00 in Berlin (summer time), the factory student's zone.
    expect(text).toContain('04/05/2026 09:00');
    expect(text).toContain('Europe/Berlin');
    expect(text).toContain('2 classes attended, 120 minutes in total');
    const certificate = await pdfText(
      new Uint8Array((await get(`/api/students/${owner.id}/${catalogue.moduleId}/cefr.pdf`, owner)).rawPayload),
    );
    expect(certificate).toContain('Classes from 2 May 2026 to 4 May 2026 – 2 classes attended');
  });

  it('is in the student’s saved language: Russian in Cyrillic, a landing-only locale in English', async () => {
    const russian = await buildStudent(app, { catalogue, locale: 'ru', firstName: 'Анна' });
    await buildAttendedClass(app, russian.id, catalogue, 2);
    const text = await pdfText(new Uint8Array((await get(`/api/students/${russian.id}/attended-classes.pdf`, russian)).rawPayload));
    expect(text).toContain('Посещённые занятия');
    expect(text).toContain('Посещено 1 занятие, всего 60 минут');
    expect(text).toContain('Анна');
    const italian = await buildStudent(app, { catalogue });
    await app.db.execute(sql`update users set locale = 'it' where id = ${italian.id}`);
    const english = await pdfText(new Uint8Array((await get(`/api/students/${italian.id}/attended-classes.pdf`, italian)).rawPayload));
    expect(english).toContain('No attended classes yet.');
  });
});

describe('Open Badges 3.0', () => {
  it('the credential is an OpenBadgeCredential whose VC-JWT verifies with the published key', async () => {
    const json = await get(`/api/students/${owner.id}/${catalogue.moduleId}/badge.json`, owner);
    expect(json.statusCode).toBe(200);
    const credential = json.json();
    expect(credential['@context']).toEqual([
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
    ]);
    expect(credential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(credential.credentialSubject.achievement.criteria.narrative).toContain('90%');
    expect(credential.issuer.type).toEqual(['Profile']);
    const jwt = (await get(`/api/students/${owner.id}/${catalogue.moduleId}/badge.jwt`, owner)).body;
    const jwks = (await get('/.well-known/jwks.json')).json();
    expect(jwks.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' });
    expect(jwks.keys[0].d).toBeUndefined();
    const { payload, protectedHeader } = await jwtVerify(jwt, createLocalJWKSet(jwks));
    expect(protectedHeader).toMatchObject({ alg: 'EdDSA', typ: 'vc+jwt' });
    expect(payload).toMatchObject({ type: credential.type, credentialSubject: { name: 'Lena Keller' } });
    // A tampered token does not verify.
    const [head, body, signature] = jwt.split('.');
    const forged = Buffer.from(JSON.stringify({ ...payload, credentialSubject: { name: 'Someone Else' } })).toString('base64url');
    await expect(jwtVerify(`${head}.${forged}.${signature}`, createLocalJWKSet(jwks))).rejects.toThrow();
    expect(body).toBeTruthy();
  });
  it('is refused below 90% (409)', async () => {
    const res = await get(`/api/students/${other.id}/${catalogue.moduleId}/badge.json`, other);
    expect(res.statusCode).toBe(409);
  });
});
