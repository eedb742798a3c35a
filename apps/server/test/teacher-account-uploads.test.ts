import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { gql, loginCookies } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import { multipart, pdfBytes } from './teacher-account-helpers.ts';
import { buildAdmin, buildTeacher, type TestUser } from './factories/index.ts';

const { app, mailer } = await buildTestApp();
const MB = 1024 * 1024;

let teacher: TestUser;
let cookie: string;

beforeAll(async () => {
  teacher = await buildTeacher(app);
  cookie = await loginCookies(app, teacher);
});

function upload(url: string, who: string, files: Parameters<typeof multipart>[1], fields: Record<string, string> = {}) {
  const body = multipart(fields, files);
  return app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...(who ? { cookie: who } : {}) } });
}

const certificate = (data: Buffer, fileName = 'CELTA.pdf') => [{ name: 'file', fileName, contentType: 'application/pdf', data }];

describe('certification page uploads', () => {
  it('takes a PDF of up to 4 MB, lists it, serves it to its owner and removes it', async () => {
    const res = await upload('/api/teacher/certificates', cookie, certificate(pdfBytes(4 * MB)));
    expect(res.statusCode).toBe(201);
    const { certificate: saved } = res.json<{ certificate: { id: string; url: string; sizeBytes: number } }>();
    expect(saved.sizeBytes).toBe(4 * MB);

    const list = await gql<{ teacherAccount: { certificates: { id: string; fileName: string }[] } }>(
      app,
      cookie,
      '{ teacherAccount { certificates { id fileName } } }',
    );
    expect(list.data?.teacherAccount.certificates).toEqual([{ id: saved.id, fileName: 'CELTA.pdf' }]);

    const file = await app.inject({ method: 'GET', url: saved.url, headers: { cookie } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-security-policy']).toBe('sandbox');
    expect(file.rawPayload.length).toBe(4 * MB);

    // Another teacher cannot read it; an admin can.
    const other = await loginCookies(app, await buildTeacher(app));
    expect((await app.inject({ method: 'GET', url: saved.url, headers: { cookie: other } })).statusCode).toBe(404);
    const admin = await loginCookies(app, await buildAdmin(app));
    expect((await app.inject({ method: 'GET', url: saved.url, headers: { cookie: admin } })).statusCode).toBe(200);

    expect((await gql(app, other, `mutation { removeTeacherCertificate(id: "${saved.id}") }`)).code).toBe('not_found');
    expect((await gql(app, cookie, `mutation { removeTeacherCertificate(id: "${saved.id}") }`)).data).toEqual({
      removeTeacherCertificate: true,
    });
    expect((await app.inject({ method: 'GET', url: saved.url, headers: { cookie } })).statusCode).toBe(404);
  });

  it('refuses a file over 4 MB with "Maximum file size 4MB", and a file that is not a PDF', async () => {
    const big = await upload('/api/teacher/certificates', cookie, certificate(pdfBytes(4 * MB + 1)));
    expect(big.statusCode).toBe(422);
    expect(big.json()).toMatchObject({ errors: [{ category: 'validate', field: 'file', message: 'Maximum file size 4MB' }] });
    const fake = await upload('/api/teacher/certificates', cookie, certificate(Buffer.from('<html>hello</html>'), 'fake.pdf'));
    expect(fake.statusCode).toBe(422);
    expect(fake.json()).toMatchObject({ errors: [{ field: 'file', message: 'Please upload a PDF file.' }] });
  });

  it('refuses a polyglot: "%PDF-" inside the first kilobyte but not at offset 0', async () => {
    const polyglot = Buffer.concat([Buffer.from('<html><script>alert(document.cookie)</script>\n'), pdfBytes()]);
    const res = await upload('/api/teacher/certificates', cookie, certificate(polyglot, 'polyglot.pdf'));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: [{ field: 'file', message: 'Please upload a PDF file.' }] });
    const cv = await apply(application, [{ name: 'cv', fileName: 'cv.pdf', contentType: 'application/pdf', data: polyglot }]);
    expect(cv.json()).toMatchObject({ errors: [{ field: 'cv', message: 'Please upload a PDF file.' }] });
  });

  it('is for teachers, and needs the release header like every state change', async () => {
    expect((await upload('/api/teacher/certificates', '', certificate(pdfBytes()))).statusCode).toBe(401);
    const body = multipart({}, certificate(pdfBytes()));
    const { 'x-release-id': _r, ...noRelease } = body.headers as Record<string, string>;
    const csrf = await app.inject({
      method: 'POST',
      url: '/api/teacher/certificates',
      payload: body.payload,
      headers: { ...noRelease, cookie },
    });
    expect(csrf.statusCode).toBe(403);
  });

  it('saves an account photo (an image of at most 2 MB) that anyone can load', async () => {
    // A real image: the bytes are decoded and re-encoded (decision 056), so a header alone is refused.
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer();
    const res = await upload('/api/teacher/photo', cookie, [{ name: 'file', fileName: 'me.png', contentType: 'image/png', data: png }]);
    expect(res.statusCode).toBe(200);
    const { photo } = res.json<{ photo: string }>();
    expect(photo).toMatch(new RegExp(`^/api/photos/${teacher.id}\\?v=`));
    const served = await app.inject({ method: 'GET', url: photo });
    expect(served.headers['content-type']).toBe('image/webp');
    const me = await gql<{ teacherAccount: { photo: string } }>(app, cookie, '{ teacherAccount { photo } }');
    expect(me.data?.teacherAccount.photo).toBe(photo);
    const notImage = await upload('/api/teacher/photo', cookie, [
      { name: 'file', fileName: 'me.png', contentType: 'image/png', data: pdfBytes() },
    ]);
    expect(notImage.json()).toMatchObject({ errors: [{ field: 'file', message: 'Please upload a JPEG, PNG or WebP image.' }] });
    await gql(app, cookie, 'mutation { removeAccountPhoto }');
    expect((await app.inject({ method: 'GET', url: photo })).statusCode).toBe(404);
  });
});

const application = {
  firstName: 'Sofia',
  lastName: 'Rossi',
  email: 'Sofia.Applicant@example.com',
  phone: '+39 347 123 4567',
  countryOfResidence: 'IT',
  languageToTeach: 'italian',
  aboutMe: 'I have taught Italian to adults for four years at a language school in Vienna.',
  teachingExperience: 'more_than_24_months',
  spokenLanguages: [
    { language: 'Italian', fluency: 'Native' },
    { language: 'German', fluency: 'C1' },
  ],
  heardFrom: 'job_ad',
  heardFromWebsite: 'indeed.com',
  linkedinUrl: 'linkedin.com/in/sofia-rossi',
  motivation: 'I want to teach online with a structured curriculum and students from all over Europe.',
  referrerName: '',
  referrerEmail: '',
  consentOwnSchedule: true,
  consentDataProcessing: true,
};

function apply(fields: object, files = [{ name: 'cv', fileName: 'cv.pdf', contentType: 'application/pdf', data: pdfBytes() }]) {
  return upload('/api/teacher-applications', '', files, { application: JSON.stringify(fields) });
}

describe('become-a-teacher applications', () => {
  it('checks the fields: phone, LinkedIn URL, consents, the job-ad website, about me length', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/teacher-applications/check',
      headers: { 'x-release-id': 'test', 'content-type': 'application/json' },
      payload: {
        ...application,
        phone: '+49 123',
        linkedinUrl: 'https://example.com/in/sofia',
        heardFromWebsite: '',
        aboutMe: 'Short.',
        consentOwnSchedule: false,
        spokenLanguages: [],
      },
    });
    expect(res.statusCode).toBe(422);
    const fields = Object.fromEntries(res.json<{ errors: { field: string; message: string }[] }>().errors.map((e) => [e.field, e.message]));
    expect(fields).toEqual({
      phone: 'This phone number is not valid.',
      linkedinUrl: 'This is not a valid LinkedIn profile URL.',
      heardFromWebsite: 'Please tell us on which website you saw the ad.',
      aboutMe: 'Please tell us a little more (at least 50 characters).',
      consentOwnSchedule: 'Please confirm that you manage your own schedule and location.',
      spokenLanguages: 'Please add the languages you speak.',
    });
    const ok = await app.inject({
      method: 'POST',
      url: '/api/teacher-applications/check',
      headers: { 'x-release-id': 'test', 'content-type': 'application/json' },
      payload: application,
    });
    expect(ok.json()).toEqual({ ok: true });
  });

  it('needs a CV, PDFs only, each at most 4 MB', async () => {
    const noCv = await apply(application, []);
    expect(noCv.json()).toMatchObject({ errors: [{ field: 'cv', message: 'Please upload your CV.' }] });
    const big = await apply(application, [{ name: 'cv', fileName: 'cv.pdf', contentType: 'application/pdf', data: pdfBytes(4 * MB + 10) }]);
    expect(big.json()).toMatchObject({ errors: [{ field: 'cv', message: 'Maximum file size 4MB' }] });
    const word = await apply(application, [
      { name: 'cv', fileName: 'cv.docx', contentType: 'application/octet-stream', data: Buffer.from('PK\u0003\u0004') },
    ]);
    expect(word.json()).toMatchObject({ errors: [{ field: 'cv', message: 'Please upload a PDF file.' }] });
  });

  it('stores the application with its files, e-mails a confirmation, refuses a duplicate, and lists it for admins', async () => {
    const res = await apply(application, [
      { name: 'cv', fileName: 'CV Sofia.pdf', contentType: 'application/pdf', data: pdfBytes() },
      { name: 'certificates', fileName: 'CILS.pdf', contentType: 'application/pdf', data: pdfBytes() },
    ]);
    expect(res.statusCode).toBe(201);
    const { reference } = res.json<{ id: string; reference: string }>();
    const mail = mailer.last('sofia.applicant@example.com');
    expect(mail?.subject).toBe('We received your application to teach with Parla');
    expect(mail?.text).toContain(reference);

    expect((await apply(application)).json()).toMatchObject({ code: 'application_already_submitted' });

    const admin = await buildAdmin(app);
    const query = `query Apps($status: TeacherApplicationStatus) {
      teacherApplications(status: $status) { total items { id reference status email phone linkedinUrl spokenLanguages { language fluency } files { kind fileName url } } }
    }`;
    const list = await gql<{ teacherApplications: { total: number; items: { id: string; files: { kind: string; url: string }[] }[] } }>(
      app,
      admin,
      query,
      { status: 'new' },
    );
    expect(list.data?.teacherApplications.total).toBe(1);
    const item = list.data!.teacherApplications.items[0];
    expect(item).toMatchObject({
      reference,
      status: 'new',
      email: 'sofia.applicant@example.com',
      phone: '+393471234567',
      linkedinUrl: 'https://www.linkedin.com/in/sofia-rossi',
    });
    expect(item.files.map((f) => f.kind)).toEqual(['certificate', 'cv']);
    const adminCookie = await loginCookies(app, admin);
    expect((await app.inject({ method: 'GET', url: item.files[1].url, headers: { cookie: adminCookie } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: item.files[1].url, headers: { cookie } })).statusCode).toBe(403);

    expect((await gql(app, teacher, query, {})).code).toBe('forbidden');
    await gql(app, admin, `mutation { markTeacherApplicationReviewed(id: "${item.id}") }`);
    const reviewed = await gql<{ teacherApplications: { total: number } }>(app, admin, query, { status: 'reviewed' });
    expect(reviewed.data?.teacherApplications.total).toBe(1);
  });
});
