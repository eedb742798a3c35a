import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { outboxMessages, phoneChannels, users } from '../src/db/schema/index.ts';
import { MessageProviderUnavailable, MessageRefused } from '../src/lib/messages/index.ts';
import { MAX_TEXT_LENGTH, messageText } from '../src/modules/messaging/message-channels.ts';
import type { OutboundMessage } from '../src/modules/notifications/outbound-channels.ts';
import { buildDataExport } from '../src/modules/settings/data-export.service.ts';
import { buildStudent, buildTeacher, type TestUser } from './factories/index.ts';
import { gql } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';

// The `sms` and `whatsapp` outbound channels (decision 109): only a verified number whose switch is on.
const { app, clock } = await buildTestApp();

const SEND = 'mutation { sendPhoneVerificationCode { verified } }';
const VERIFY = 'mutation($code: String!) { verifyPhoneNumber(input: { code: $code }) { verified } }';
const SWITCH =
  'mutation($sms: Boolean!, $whatsapp: Boolean!) { updatePhoneReminders(input: { sms: $sms, whatsapp: $whatsapp }) { smsReminders } }';
const STATE = 'query { phoneChannels { verified smsReminders whatsappRefused smsRefused } }';

const reminder: OutboundMessage = {
  notificationId: null,
  title: 'Your class starts in 15 minutes',
  body: 'B1 · Talking about travel plans with Tom',
  url: 'http://localhost:3000/en/classroom/abc',
  tag: 'class_15m:abc',
};

let serial = 0;
async function withPhone(user: TestUser): Promise<string> {
  const phone = `+49176123456${String(10 + serial++).padStart(2, '0')}`;
  await app.db.update(users).set({ phoneNumber: phone }).where(eq(users.id, user.id));
  return phone;
}
async function verify(user: TestUser, phone: string): Promise<void> {
  clock.advance(2 * 60 * 60_000);
  await gql(app, user, SEND);
  const [sms] = await app.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.to, phone))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  const res = await gql(app, user, VERIFY, { code: sms.text.match(/\d{6}/)?.[0] });
  expect(res.data).toMatchObject({ verifyPhoneNumber: { verified: true } });
}
const outbox = (phone: string) =>
  app.db.select().from(outboxMessages).where(eq(outboxMessages.to, phone)).orderBy(desc(outboxMessages.createdAt));
const sms = () => app.outboundChannels.get('sms')!;
const whatsapp = () => app.outboundChannels.get('whatsapp')!;

beforeAll(() => {
  clock.freeze(new Date('2026-06-01T08:00:00Z'));
});

describe('registration', () => {
  it('registers sms and whatsapp at start-up (the dev outbox carries both)', () => {
    expect(app.outboundChannels.names()).toEqual(expect.arrayContaining(['sms', 'whatsapp']));
  });
});

describe('the sms and whatsapp channels', () => {
  it('send nothing to a user without a number, or with an unverified one', async () => {
    const student = await buildStudent(app);
    expect(await sms().send(app.db, student.id, reminder)).toBe(0);
    const phone = await withPhone(student);
    // Even a switch set in the database by hand does not make an unverified number reachable.
    await app.db
      .insert(phoneChannels)
      .values({ userId: student.id, number: phone, smsReminders: true, whatsappReminders: true, updatedAt: clock.now() });
    expect(await sms().send(app.db, student.id, reminder)).toBe(0);
    expect(await whatsapp().send(app.db, student.id, reminder)).toBe(0);
    expect(await outbox(phone)).toHaveLength(0);
  });

  it('send nothing while the channel is off, and deliver title, body and link once it is on', async () => {
    const student = await buildStudent(app);
    const phone = await withPhone(student);
    await verify(student, phone);
    expect(await sms().send(app.db, student.id, reminder)).toBe(0);
    await gql(app, student, SWITCH, { sms: true, whatsapp: false });
    expect(await sms().send(app.db, student.id, reminder)).toBe(1);
    expect(await whatsapp().send(app.db, student.id, reminder)).toBe(0);
    const [delivered] = await outbox(phone);
    expect(delivered).toMatchObject({
      channel: 'sms',
      text: 'Your class starts in 15 minutes\nB1 · Talking about travel plans with Tom\nhttp://localhost:3000/en/classroom/abc',
    });
    await gql(app, student, SWITCH, { sms: true, whatsapp: true });
    expect(await whatsapp().send(app.db, student.id, reminder)).toBe(1);
    expect((await outbox(phone))[0]).toMatchObject({ channel: 'whatsapp' });
    // Opting out takes effect at once.
    await gql(app, student, SWITCH, { sms: false, whatsapp: false });
    expect(await sms().send(app.db, student.id, reminder)).toBe(0);
    expect(await whatsapp().send(app.db, student.id, reminder)).toBe(0);
  });

  it('stop at once when the number changes (also a teacher changing it on the account page)', async () => {
    const teacher = await buildTeacher(app);
    const phone = await withPhone(teacher);
    await verify(teacher, phone);
    await gql(app, teacher, SWITCH, { sms: true, whatsapp: false });
    expect(await sms().send(app.db, teacher.id, reminder)).toBe(1);
    const changed = await gql(
      app,
      teacher,
      'mutation($input: TeacherAccountInput!) { updateTeacherAccount(input: $input) { __typename } }',
      {
        input: { firstName: 'Tom', lastName: 'Lehrer', phoneNumber: '+4917612345699' },
      },
    );
    expect(changed.errors).toBeUndefined();
    expect(await sms().send(app.db, teacher.id, reminder)).toBe(0);
    expect((await gql(app, teacher, STATE)).data?.phoneChannels).toMatchObject({ verified: false, smsReminders: false });
  });

  it('mark a number the provider refuses instead of retrying, and throw on a transient failure', async () => {
    const student = await buildStudent(app);
    const phone = await withPhone(student);
    await verify(student, phone);
    await gql(app, student, SWITCH, { sms: true, whatsapp: true });
    const send = vi.spyOn(app.messaging!.provider, 'send');
    send.mockRejectedValueOnce(new MessageProviderUnavailable(503));
    await expect(sms().send(app.db, student.id, reminder)).rejects.toBeInstanceOf(MessageProviderUnavailable);
    send.mockRejectedValueOnce(new MessageRefused('63003', 'whatsapp'));
    expect(await whatsapp().send(app.db, student.id, reminder)).toBe(0);
    send.mockRestore();
    // WhatsApp is marked (the person sees it in settings) and skipped from now on; SMS still goes.
    expect((await gql(app, student, STATE)).data?.phoneChannels).toMatchObject({ whatsappRefused: true, smsRefused: false });
    expect(await whatsapp().send(app.db, student.id, reminder)).toBe(0);
    expect(await sms().send(app.db, student.id, reminder)).toBe(1);
    // Turning WhatsApp off and on again gives it one more try.
    await gql(app, student, SWITCH, { sms: true, whatsapp: false });
    await gql(app, student, SWITCH, { sms: true, whatsapp: true });
    expect(await whatsapp().send(app.db, student.id, reminder)).toBe(1);
  });

  it('send nothing to a closed account', async () => {
    const student = await buildStudent(app);
    const phone = await withPhone(student);
    await verify(student, phone);
    await gql(app, student, SWITCH, { sms: true, whatsapp: false });
    await app.db.update(users).set({ closedAt: clock.now() }).where(eq(users.id, student.id));
    expect(await sms().send(app.db, student.id, reminder)).toBe(0);
  });
});

describe('the text', () => {
  it('keeps long reminders within two SMS segments and the link whole', () => {
    const text = messageText({ ...reminder, body: 'Bitte bereite dich vor: '.repeat(40) });
    expect(text.length).toBeLessThanOrEqual(MAX_TEXT_LENGTH);
    expect(text.endsWith(`…\n${reminder.url}`)).toBe(true);
  });
});

describe('the dev outbox page', () => {
  it('lists the messages at /dev/messages (JSON for tests, HTML for people)', async () => {
    const student = await buildStudent(app);
    const phone = await withPhone(student);
    await verify(student, phone);
    const json = await app.inject({ method: 'GET', url: '/dev/messages', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(200);
    expect(json.json<{ to: string; channel: string }[]>().some((m) => m.to === phone && m.channel === 'sms')).toBe(true);
    const html = await app.inject({ method: 'GET', url: '/dev/messages' });
    expect(html.body).toContain(`SMS to ${phone}`);
    // Only for a client on this machine.
    const remote = await app.inject({ method: 'GET', url: '/dev/messages', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
  });
});

describe('the data export', () => {
  it('holds the phone’s verification and switches, never the code', async () => {
    const student = await buildStudent(app);
    const phone = await withPhone(student);
    await verify(student, phone);
    await gql(app, student, SWITCH, { sms: true, whatsapp: false });
    const data = await buildDataExport(app, student.id);
    expect(data.preferences.phoneReminders).toMatchObject({ number: phone, smsReminders: true, whatsappReminders: false });
    expect(JSON.stringify(data)).not.toContain('codeHash');
  });
});
