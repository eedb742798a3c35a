import { STRONG_PASSWORD, OTHER_STRONG_PASSWORD } from './factories/index.ts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { gql, loginCookies } from './graphql-requests.ts';
import { clientHeaders } from './helper.ts';
import { cookieHeader, login, signedInUser } from './identity-requests.ts';
import { buildIdentityTestApp } from './identity-requests.ts';
import { multipart, impersonationCookie } from './teacher-account-helpers.ts';
import {
  buildAdmin,
  buildBuyer,
  buildCatalogue,
  buildStore,
  buildStudent,
  buildTeacher,
  buildUser,
  uniqueEmail,
} from './factories/index.ts';
import { buy } from './commerce-requests.ts';
import { pdfText } from './pdf-text.ts';

const { app, mailer, clock } = await buildIdentityTestApp();

const DETAILS = '{ accountDetails { email pendingEmail firstName lastName studentId photoUrl phoneNumber whatsappNumber countryCode } }';

function rest(method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, cookie: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    headers: { ...clientHeaders, ...(cookie ? { cookie } : {}), ...(payload ? { 'content-type': 'application/json' } : {}) },
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
}

/** The four callers who are not the owner: another student, a teacher, an admin, anonymous. */
async function strangers() {
  return {
    otherStudent: await loginCookies(app, await buildStudent(app)),
    teacher: await loginCookies(app, await buildTeacher(app)),
    admin: await loginCookies(app, await buildAdmin(app)),
    anonymous: '',
  };
}

const linkToken = (text: string) => decodeURIComponent(/email-token=([^\s"&]+)/.exec(text)?.[1] ?? '');

describe('account details: name and phone numbers', () => {
  it('saves the name and both numbers in international form; refuses an invalid number per field', async () => {
    const student = await buildStudent(app);
    const cookie = await loginCookies(app, student);
    const name = await gql<{ updateAccountName: { firstName: string; lastName: string } }>(
      app,
      cookie,
      'mutation($i: AccountNameInput!) { updateAccountName(input: $i) { firstName lastName } }',
      { i: { firstName: ' Lena ', lastName: 'Hoffmann' } },
    );
    expect(name.data?.updateAccountName).toEqual({ firstName: 'Lena', lastName: 'Hoffmann' });

    const phones = await gql<{ updatePhoneNumbers: { phoneNumber: string; whatsappNumber: string; countryCode: string } }>(
      app,
      cookie,
      'mutation($i: PhoneNumbersInput!) { updatePhoneNumbers(input: $i) { phoneNumber whatsappNumber countryCode } }',
      { i: { countryCode: 'DE', phoneNumber: '0151 23456789', whatsappNumber: '+44 7911 123456' } },
    );
    expect(phones.data?.updatePhoneNumbers).toEqual({ phoneNumber: '+4915123456789', whatsappNumber: '+447911123456', countryCode: 'DE' });

    const bad = await gql(app, cookie, 'mutation($i: PhoneNumbersInput!) { updatePhoneNumbers(input: $i) { phoneNumber } }', {
      i: { countryCode: 'DE', phoneNumber: '12', whatsappNumber: '+49 151 2345' },
    });
    expect(bad.code).toBe('validation_failed');
    const fields = bad.errors?.map((e) => [e.extensions?.field, e.message]);
    expect(fields).toEqual(
      expect.arrayContaining([
        ['phoneNumber', 'This phone number is not valid.'],
        ['whatsappNumber', 'This phone number is not valid.'],
      ]),
    );
    // Nothing half-saved.
    const after = await gql<{ accountDetails: { phoneNumber: string } }>(app, cookie, DETAILS);
    expect(after.data?.accountDetails.phoneNumber).toBe('+4915123456789');

    const blankName = await rest('PUT', '/api/users/profile', cookie, { firstName: '', lastName: 'Hoffmann' });
    expect(blankName.statusCode).toBe(422);
    expect(blankName.json()).toMatchObject({ errors: [{ field: 'firstName', message: 'Please enter your first name.' }] });
  });

  it('shows the student ID', async () => {
    const student = await buildStudent(app);
    const cookie = await loginCookies(app, student);
    const res = await gql<{ accountDetails: { studentId: string | null } }>(app, cookie, DETAILS);
    const [row] = await app.db.query.users.findMany({ where: (u, { eq }) => eq(u.id, student.id) });
    expect(res.data?.accountDetails.studentId).toBe(row.studentId);
  });

  it('GraphQL: only students, each for themselves', async () => {
    const s = await strangers();
    expect((await gql(app, s.anonymous || null, DETAILS)).code).toBe('unauthenticated');
    expect((await gql(app, s.teacher, DETAILS)).code).toBe('forbidden');
    expect((await gql(app, s.admin, DETAILS)).code).toBe('forbidden');
    // Another student reads and writes only their own record: there is no id to name someone else.
    const owner = await buildStudent(app, { firstName: 'Owner' });
    const res = await gql<{ accountDetails: { firstName: string } }>(app, s.otherStudent, DETAILS);
    expect(res.data?.accountDetails.firstName).not.toBe('Owner');
    for (const mutation of [
      'mutation { updateAccountName(input: { firstName: "X", lastName: "Y" }) { id } }',
      'mutation { updatePhoneNumbers(input: { phoneNumber: "" }) { id } }',
      'mutation { removeAvatar { id } }',
      'mutation { removeInvoiceAddress { id } }',
      'mutation { confirmEmailChange(token: "abc") { id } }',
      'mutation { requestEmailChange(input: { email: "a@example.com", currentPassword: "x" }) { id } }',
      'mutation { changePassword(input: { currentPassword: "x", password: "y" }) }',
    ]) {
      expect((await gql(app, null, mutation)).code, mutation).toBe('unauthenticated');
      expect((await gql(app, s.teacher, mutation)).code, mutation).toBe('forbidden');
      expect((await gql(app, s.admin, mutation)).code, mutation).toBe('forbidden');
    }
    expect(owner.id).toBeTruthy();
  });
});

describe('REST routes refuse other users’ ids', () => {
  it('answers the owner and 404s another student; 403 a teacher or admin; 401 anonymous', async () => {
    const owner = await buildStudent(app);
    const cookie = await loginCookies(app, owner);
    const s = await strangers();
    const ownRoutes: ['GET' | 'PUT', string, unknown?][] = [
      ['GET', `/api/users/${owner.id}`],
      ['PUT', `/api/users/${owner.id}`, { firstName: 'Lena', lastName: 'Hoffmann' }],
      ['GET', `/api/students/${owner.id}`],
      ['PUT', `/api/students/${owner.id}`, { firstName: 'Lena', lastName: 'Hoffmann', countryCode: 'AT', phoneNumber: '0664 1234567' }],
      ['PUT', `/api/students/${owner.id}/password`, { currentPassword: 'wrong', password: OTHER_STRONG_PASSWORD }],
    ];
    for (const [method, url, body] of ownRoutes) {
      expect((await rest(method, url, s.otherStudent, body)).statusCode, `${method} ${url} other student`).toBe(404);
      expect((await rest(method, url, s.teacher, body)).statusCode, `${method} ${url} teacher`).toBe(403);
      expect((await rest(method, url, s.admin, body)).statusCode, `${method} ${url} admin`).toBe(403);
      expect((await rest(method, url, '', body)).statusCode, `${method} ${url} anonymous`).toBe(401);
    }
    expect((await rest('GET', `/api/users/${owner.id}`, cookie)).json()).toMatchObject({ id: owner.id, email: owner.email });
    const put = await rest('PUT', `/api/students/${owner.id}`, cookie, ownRoutes[3][2]);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ firstName: 'Lena', phoneNumber: '+436641234567', countryCode: 'AT', whatsappNumber: null });
    const badPhone = await rest('PUT', `/api/students/${owner.id}`, cookie, { firstName: 'Lena', lastName: 'H', phoneNumber: 'call me' });
    expect(badPhone.statusCode).toBe(422);
    expect(badPhone.json()).toMatchObject({ errors: [{ field: 'phoneNumber', message: 'This phone number is not valid.' }] });

    for (const [method, url] of [
      ['GET', '/api/users/profile'],
      ['PUT', '/api/users/profile'],
      ['GET', '/api/users/invoice-address'],
      ['PUT', '/api/users/invoice-address'],
      ['DELETE', '/api/users/invoice-address'],
      ['POST', '/api/users/email-change'],
      ['POST', '/api/users/email-change/confirm'],
      ['DELETE', '/api/users/profile/photo'],
    ] as const) {
      expect((await rest(method, url, '', {})).statusCode, `${method} ${url} anonymous`).toBe(401);
      expect((await rest(method, url, s.teacher, {})).statusCode, `${method} ${url} teacher`).toBe(403);
      expect((await rest(method, url, s.admin, {})).statusCode, `${method} ${url} admin`).toBe(403);
    }
    // A malformed id is a path that names nothing.
    expect((await rest('GET', '/api/students/not-a-uuid', cookie)).statusCode).toBe(404);
  });
});

describe('invoice address', () => {
  it('is saved, validated per field, and printed on the next invoice', async () => {
    const student = await buildStudent(app);
    const cookie = await loginCookies(app, student);
    const bad = await rest('PUT', '/api/users/invoice-address', cookie, { line1: '', postalCode: '10115', city: 'Berlin', country: 'XX' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'line1', message: 'Please enter your street address.' }),
        expect.objectContaining({ field: 'country', message: 'Please choose a country.' }),
      ]),
    );
    const address = {
      company: 'Müller & Partner GmbH',
      line1: 'Schönhauser Allee 36',
      postalCode: '10435',
      city: 'Berlin',
      country: 'de',
      vatId: 'DE123456789',
    };
    const ok = await rest('PUT', '/api/users/invoice-address', cookie, address);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().invoiceAddress).toMatchObject({ ...address, country: 'DE', name: null, line2: null });
    expect((await rest('GET', '/api/users/invoice-address', cookie)).json().invoiceAddress.city).toBe('Berlin');

    // The next invoice prints it (and keeps it: the PDF is drawn from the invoice's own row).
    const catalogue = await buildCatalogue(app, { lessons: 2 });
    const store = await buildStore(app, catalogue);
    const buyer = await buildBuyer(app, catalogue, 'DE');
    const buyerCookie = await loginCookies(app, buyer);
    await rest('PUT', '/api/users/invoice-address', buyerCookie, address);
    expect((await buy(app, buyer, { variantId: store.flex4 })).status).toBe('succeeded');
    const [listed] = (await rest('GET', `/api/users/${buyer.id}/student-invoices`, buyerCookie)).json<{ pdfUrl: string }[]>();
    const pdf = await rest('GET', listed.pdfUrl, buyerCookie);
    const text = await pdfText(new Uint8Array(pdf.rawPayload));
    for (const line of ['Müller & Partner GmbH', 'Schönhauser Allee 36', '10435 Berlin', 'VAT ID: DE123456789'])
      expect(text).toContain(line);

    // An impersonating admin may not change invoice data.
    const admin = await buildAdmin(app);
    const imp = await impersonationCookie(app, student.id, admin.id);
    expect((await rest('PUT', '/api/users/invoice-address', imp, address)).statusCode).toBe(403);
  });
});

describe('e-mail change', () => {
  it('sends a link to the new address, tells the old one, and changes the login only when the link is opened', async () => {
    const { user, cookies } = await signedInUser(app);
    const newEmail = uniqueEmail('new');
    const wrong = await rest('POST', '/api/users/email-change', cookies, { email: newEmail, currentPassword: 'not-my-password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ errors: [{ field: 'currentPassword' }] });

    const res = await rest('POST', '/api/users/email-change', cookies, { email: newEmail.toUpperCase(), currentPassword: user.password });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ email: user.email, pendingEmail: newEmail });
    const link = mailer.last(newEmail);
    expect(link?.subject).toBe('Confirm your new email address');
    expect(mailer.last(user.email)?.text).toContain(newEmail);
    const token = linkToken(link?.text ?? '');
    expect(token.length).toBeGreaterThan(20);
    // Until then the old address signs in, the new one does not.
    expect((await login(app, newEmail, user.password)).statusCode).toBe(401);

    // Another student cannot spend the link.
    const other = await loginCookies(app, await buildStudent(app));
    expect((await gql(app, other, 'mutation($t: String!) { confirmEmailChange(token: $t) { email } }', { t: token })).code).toBe(
      'invalid_token',
    );

    const confirmed = await rest('POST', '/api/users/email-change/confirm', cookies, { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ email: newEmail, pendingEmail: null });
    expect(mailer.last(user.email)?.subject).toBe('Your Parla email address was changed');
    expect((await login(app, newEmail, user.password)).statusCode).toBe(200);
    expect((await login(app, user.email, user.password)).statusCode).toBe(401);
    // Single use.
    const again = await rest('POST', '/api/users/email-change/confirm', cookies, { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'invalid_token' });
  });

  it('refuses a taken address with the catalogue message, and an expired link', async () => {
    const { user, cookies } = await signedInUser(app);
    const taken = await buildUser(app);
    const res = await rest('POST', '/api/users/email-change', cookies, { email: taken.email, currentPassword: user.password });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: [{ field: 'email', message: 'This email address is already used.' }] });
    const same = await rest('POST', '/api/users/email-change', cookies, { email: user.email, currentPassword: user.password });
    expect(same.json()).toMatchObject({ errors: [{ field: 'email', message: 'This is already your email address.' }] });

    // Taken between the request and the link: refused then too.
    const newEmail = uniqueEmail('race');
    await rest('POST', '/api/users/email-change', cookies, { email: newEmail, currentPassword: user.password });
    const token = linkToken(mailer.last(newEmail)?.text ?? '');
    await buildUser(app, { email: newEmail });
    const late = await rest('POST', '/api/users/email-change/confirm', cookies, { token });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'email_already_used', message: 'This email address is already used.' });

    const later = uniqueEmail('late');
    await rest('POST', '/api/users/email-change', cookies, { email: later, currentPassword: user.password });
    const lateToken = linkToken(mailer.last(later)?.text ?? '');
    // A day later the link is worth nothing, and the address never changed.
    clock.set(new Date(clock.now().getTime() + 24 * 60 * 60_000 + 1000));
    try {
      const fresh = cookieHeader(await login(app, user.email, user.password));
      const expired = await rest('POST', '/api/users/email-change/confirm', fresh, { token: lateToken });
      expect(expired.json()).toMatchObject({ code: 'invalid_token' });
      expect((await rest('GET', '/api/users/profile', fresh)).json()).toMatchObject({ email: user.email, pendingEmail: null });
    } finally {
      clock.reset();
    }
    expect(lateToken.length).toBeGreaterThan(20);
  });
});

describe('password change', () => {
  it('follows the registration rules, ends the other sessions and keeps this one', async () => {
    const { user, cookies } = await signedInUser(app);
    const second = cookieHeader(await login(app, user.email, user.password));
    const short = await rest('PUT', `/api/students/${user.id}/password`, cookies, {
      currentPassword: user.password,
      password: 'abc',
      passwordConfirmation: 'abc',
    });
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({ errors: [{ field: 'password' }] });
    const mismatch = await rest('PUT', `/api/students/${user.id}/password`, cookies, {
      currentPassword: user.password,
      password: OTHER_STRONG_PASSWORD,
      passwordConfirmation: STRONG_PASSWORD,
    });
    expect(mismatch.json()).toMatchObject({ errors: [{ field: 'passwordConfirmation', message: 'The passwords must match.' }] });

    const ok = await rest('PUT', `/api/students/${user.id}/password`, cookies, {
      currentPassword: user.password,
      password: OTHER_STRONG_PASSWORD,
      passwordConfirmation: OTHER_STRONG_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
    const renewed = cookieHeader(ok);
    expect((await rest('GET', '/api/users/profile', renewed)).statusCode).toBe(200);
    expect((await rest('GET', '/api/users/profile', second)).statusCode).toBe(401);
    expect((await login(app, user.email, OTHER_STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('GraphQL changePassword sets fresh cookies', async () => {
    const { user, cookies } = await signedInUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...clientHeaders, 'content-type': 'application/json', cookie: cookies },
      payload: {
        query: 'mutation($i: PasswordChangeInput!) { changePassword(input: $i) }',
        variables: { i: { currentPassword: user.password, password: OTHER_STRONG_PASSWORD, passwordConfirmation: OTHER_STRONG_PASSWORD } },
      },
    });
    expect(res.json()).toEqual({ data: { changePassword: true } });
    expect(res.cookies.length).toBeGreaterThan(0);
  });
});

describe('photo', () => {
  const upload = (cookie: string, data: Buffer, contentType = 'image/png') => {
    const body = multipart({}, [{ name: 'newPhoto', fileName: 'me.png', contentType, data }]);
    return app.inject({ method: 'POST', url: '/api/users/profile/photo', payload: body.payload, headers: { ...body.headers, cookie } });
  };

  it('is checked by content, resized to 512 px as WebP without metadata, and removable', async () => {
    const student = await buildStudent(app);
    const cookie = await loginCookies(app, student);
    const big = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3a7' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'GPS here' } } })
      .png()
      .toBuffer();
    const res = await upload(cookie, big);
    expect(res.statusCode).toBe(200);
    const url = res.json().photoUrl as string;
    const photo = await app.inject({ method: 'GET', url });
    expect(photo.headers['content-type']).toBe('image/webp');
    const meta = await sharp(photo.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([512, 384]);
    expect(meta.exif).toBeUndefined();

    const fake = await upload(cookie, Buffer.from('<svg onload="alert(1)"></svg>'), 'image/png');
    expect(fake.statusCode).toBe(422);
    expect(fake.json()).toMatchObject({ errors: [{ field: 'file', message: 'Please upload a JPEG, PNG or WebP image.' }] });
    const truncated = await upload(cookie, big.subarray(0, 200));
    expect(truncated.statusCode).toBe(422);
    const tooBig = await upload(cookie, Buffer.concat([big.subarray(0, 8), Buffer.alloc(2 * 1024 * 1024)]));
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json()).toMatchObject({ errors: [{ field: 'newPhoto', message: 'Maximum file size 2MB' }] });

    const removed = await gql<{ removeAvatar: { photoUrl: string | null } }>(app, cookie, 'mutation { removeAvatar { photoUrl } }');
    expect(removed.data?.removeAvatar.photoUrl).toBeNull();
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await upload('', big)).statusCode).toBe(401);
    expect((await upload(await loginCookies(app, await buildTeacher(app)), big)).statusCode).toBe(403);
  });
});
