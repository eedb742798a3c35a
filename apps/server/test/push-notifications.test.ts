import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PushPayload } from '@parla/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VAPID_KEYS_FILE, localVapidKeys } from '../src/config.ts';
import { pushSubscriptions } from '../src/db/schema/index.ts';
import { deviceLabel } from '../src/modules/notifications/device-label.ts';
import { subscribePush } from '../src/modules/notifications/push-subscriptions.service.ts';
import { gql } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import { buildAdmin, buildStudent, buildTeacher, type TestUser } from './factories/index.ts';

const { app, clock } = await buildTestApp();

const PUBLIC_KEY = 'query { pushPublicKey }';
const DEVICES = 'query { pushDevices { id label endpoint createdAt lastUsedAt } }';
const SUBSCRIBE = 'mutation($input: PushSubscriptionInput!) { subscribePush(input: $input) { id label endpoint } }';
const REMOVE = 'mutation($id: ID!) { removePushDevice(id: $id) }';
const FORGET = 'mutation($endpoint: String!) { forgetPushEndpoint(endpoint: $endpoint) }';

interface Device {
  id: string;
  label: string;
  endpoint: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** A browser's side of a push subscription: the ECDH pair and the auth secret it keeps to decrypt. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, p256dh: ecdh.getPublicKey('base64url'), authText: auth.toString('base64url') };
}

/**
 * A push service on this machine: answers each request with the status the test asks for and
 * keeps what it received (headers and the encrypted body).
 */
const received: { path: string; headers: IncomingMessage['headers']; body: Buffer }[] = [];
const answers = new Map<string, number>();
let pushService: Server;
let pushOrigin: string;

beforeAll(async () => {
  clock.set(new Date('2026-11-20T08:00:00Z'));
  pushService = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = answers.get(request.url ?? '') ?? 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  pushOrigin = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => pushService.close(resolve));
});

/**
 * RFC 8291 (aes128gcm, one record) from the browser's side: the body is salt(16) | rs(4) | idlen(1) |
 * the server's ephemeral public key | ciphertext with its GCM tag; keys come from ECDH and HKDF.
 */
function decryptPush(body: Buffer, browser: ReturnType<typeof browserKeys>): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = browser.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record's padding: a 0x02 delimiter, then zeros.
  const end = padded.lastIndexOf(2);
  expect(padded.subarray(end + 1).every((byte) => byte === 0)).toBe(true);
  return padded.subarray(0, end).toString('utf8');
}

/** The VAPID header (RFC 8292): an ES256 JWT for the push service's origin, signed by the server's key. */
function checkVapid(authorization: string | undefined, origin: string) {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(authorization ?? '');
  expect(match).not.toBeNull();
  const [, token, key] = match!;
  expect(key).toBe(app.config.vapid.publicKey);
  const [header, claims, signature] = token.split('.');
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(signed).toBe(true);
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud: string; sub: string; exp: number };
  expect(body).toMatchObject({ aud: origin, sub: app.config.vapid.subject });
}

async function subscribe(user: TestUser, path: string, browser = browserKeys()) {
  const res = await gql<{ subscribePush: Device }>(app, user, SUBSCRIBE, {
    input: { endpoint: `${pushOrigin}${path}`, p256dh: browser.p256dh, auth: browser.authText },
  });
  expect(res.errors).toBeUndefined();
  return { device: res.data!.subscribePush, browser };
}

const message = {
  notificationId: '6f0d3f4e-2b44-4d0e-9a43-3f0b2d1c9e11',
  title: 'Your class starts in 15 minutes',
  body: 'Ordering at a restaurant with Lena Hoffmann: join from your Today page.',
  url: 'http://localhost:3000/en/account/today',
  tag: 'class_15m:abc123',
};

describe('the push channel sends the real encrypted request to the push service', () => {
  it('a subscribed browser decrypts the payload with its own private key; the device is marked used', async () => {
    const student = await buildStudent(app);
    const { device, browser } = await subscribe(student, '/push/one');
    clock.advance(60_000);
    const before = clock.now().getTime();
    const sent = await app.outboundChannels.get('push')!.send(app.db, student.id, message);
    expect(sent).toBe(1);
    const request = received.find((r) => r.path === '/push/one')!;
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(request.headers.ttl)).toBe(86_400);
    expect(request.headers.urgency).toBe('high');
    checkVapid(request.headers.authorization, pushOrigin);
    const payload = JSON.parse(decryptPush(request.body, browser)) as PushPayload;
    expect(payload).toEqual(message);
    // Another browser's keys cannot read it.
    expect(() => decryptPush(request.body, browserKeys())).toThrow();
    const [row] = await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
    expect(row.lastUsedAt!.getTime()).toBeGreaterThanOrEqual(before);
    expect(row.lastUsedAt!.getTime()).toBeLessThanOrEqual(clock.now().getTime());
  });

  it("each of the user's devices gets its own copy; someone else's devices get nothing", async () => {
    const student = await buildStudent(app);
    const other = await buildStudent(app);
    await subscribe(student, '/push/phone');
    await subscribe(student, '/push/laptop');
    await subscribe(other, '/push/someone-else');
    expect(await app.outboundChannels.get('push')!.send(app.db, student.id, message)).toBe(2);
    expect(received.filter((r) => r.path === '/push/someone-else')).toHaveLength(0);
    expect(received.filter((r) => r.path === '/push/phone')).toHaveLength(1);
  });

  it('a 410 or 404 answer removes the subscription and is not an error', async () => {
    const student = await buildStudent(app);
    const gone = await subscribe(student, '/push/gone');
    const missing = await subscribe(student, '/push/missing');
    const kept = await subscribe(student, '/push/kept');
    answers.set('/push/gone', 410);
    answers.set('/push/missing', 404);
    expect(await app.outboundChannels.get('push')!.send(app.db, student.id, message)).toBe(1);
    const left = await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, student.id));
    expect(left.map((row) => row.id)).toEqual([kept.device.id]);
    expect([gone.device.id, missing.device.id]).not.toContain(left[0].id);
  });

  it('any other failure throws (the job retries) and keeps the subscription', async () => {
    const student = await buildStudent(app);
    const { device } = await subscribe(student, '/push/busy');
    answers.set('/push/busy', 503);
    await expect(app.outboundChannels.get('push')!.send(app.db, student.id, message)).rejects.toThrow(/did not take/);
    const rows = await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
    expect(rows).toHaveLength(1);
  });

  it('a user without devices gets 0', async () => {
    const student = await buildStudent(app);
    expect(await app.outboundChannels.get('push')!.send(app.db, student.id, message)).toBe(0);
  });
});

describe('subscribing: the endpoint is the browser', () => {
  it('subscribing the same browser again refreshes its keys, and a browser someone else used moves to the viewer', async () => {
    const first = await buildStudent(app);
    const second = await buildStudent(app);
    const { device } = await subscribe(first, '/push/shared');
    const again = await subscribe(first, '/push/shared');
    expect(again.device.id).toBe(device.id);
    await subscribe(second, '/push/shared');
    expect((await gql<{ pushDevices: Device[] }>(app, first, DEVICES)).data?.pushDevices).toEqual([]);
    expect((await gql<{ pushDevices: Device[] }>(app, second, DEVICES)).data?.pushDevices.map((d) => d.id)).toEqual([device.id]);
  });

  it('refuses what is not a subscription with a field error', async () => {
    const student = await buildStudent(app);
    const keys = browserKeys();
    const cases = [
      { endpoint: 'javascript:alert(1)', p256dh: keys.p256dh, auth: keys.authText },
      { endpoint: `${pushOrigin}/push/x`, p256dh: 'short', auth: keys.authText },
      { endpoint: `${pushOrigin}/push/x`, p256dh: keys.p256dh, auth: 'not a secret' },
    ];
    for (const input of cases) {
      const res = await gql(app, student, SUBSCRIBE, { input });
      expect(res.code).toBe('validation_failed');
      expect(res.data?.subscribePush ?? null).toBeNull();
    }
  });

  it('production accepts only https endpoints', async () => {
    const student = await buildStudent(app);
    const keys = browserKeys();
    const input = { endpoint: `${pushOrigin}/push/plain`, p256dh: keys.p256dh, auth: keys.authText };
    const context = { userAgent: undefined, now: clock.now(), allowPlainHttp: false };
    await expect(subscribePush(app.db, { userId: student.id }, input, context)).rejects.toThrow(/https/);
    const secure = await subscribePush(app.db, { userId: student.id }, { ...input, endpoint: 'https://push.example.net/p/1' }, context);
    expect(secure.endpoint).toBe('https://push.example.net/p/1');
  });

  it("an admin impersonating a student cannot subscribe their own browser to the student's pushes", async () => {
    const student = await buildStudent(app);
    const keys = browserKeys();
    const input = { endpoint: `${pushOrigin}/push/impersonated`, p256dh: keys.p256dh, auth: keys.authText };
    const context = { userAgent: undefined, now: clock.now(), allowPlainHttp: true };
    await expect(subscribePush(app.db, { userId: student.id, impersonatorId: crypto.randomUUID() }, input, context)).rejects.toMatchObject({
      code: 'impersonation_forbidden',
    });
  });

  it('past ten devices the least recently used one makes room', async () => {
    const student = await buildStudent(app);
    const first = await subscribe(student, '/push/d0');
    for (let i = 1; i <= 10; i++) {
      clock.advance(1000);
      await subscribe(student, `/push/d${i}`);
    }
    const devices = (await gql<{ pushDevices: Device[] }>(app, student, DEVICES)).data!.pushDevices;
    expect(devices).toHaveLength(10);
    expect(devices.map((d) => d.id)).not.toContain(first.device.id);
  });
});

describe('access: owner, another student, a teacher, an admin, anonymous', () => {
  it('the public key: any signed-in person; anonymous is refused', async () => {
    for (const who of [await buildStudent(app), await buildTeacher(app), await buildAdmin(app)]) {
      const res = await gql<{ pushPublicKey: string }>(app, who, PUBLIC_KEY);
      expect(res.data?.pushPublicKey).toBe(app.config.vapid.publicKey);
    }
    expect((await gql(app, null, PUBLIC_KEY)).code).toBe('unauthenticated');
  });

  it('each person lists and removes only their own devices', async () => {
    const owner = await buildStudent(app);
    const { device } = await subscribe(owner, '/push/owned');
    const teacher = await buildTeacher(app);
    const teacherDevice = await subscribe(teacher, '/push/teacher-phone');
    for (const who of [await buildStudent(app), teacher, await buildAdmin(app)]) {
      const list = await gql<{ pushDevices: Device[] }>(app, who, DEVICES);
      expect(list.data?.pushDevices.map((d) => d.id)).not.toContain(device.id);
      expect((await gql(app, who, REMOVE, { id: device.id })).code).toBe('not_found');
      expect((await gql<{ forgetPushEndpoint: boolean }>(app, who, FORGET, { endpoint: device.endpoint })).data?.forgetPushEndpoint).toBe(
        false,
      );
    }
    expect((await gql(app, null, DEVICES)).code).toBe('unauthenticated');
    expect((await gql(app, null, REMOVE, { id: device.id })).code).toBe('unauthenticated');
    expect(
      (
        await gql(app, null, SUBSCRIBE, {
          input: { endpoint: `${pushOrigin}/p`, p256dh: browserKeys().p256dh, auth: browserKeys().authText },
        })
      ).code,
    ).toBe('unauthenticated');
    const mine = await gql<{ pushDevices: Device[] }>(app, owner, DEVICES);
    expect(mine.data?.pushDevices).toEqual([expect.objectContaining({ id: device.id, endpoint: `${pushOrigin}/push/owned` })]);
    expect((await gql<{ pushDevices: Device[] }>(app, teacher, DEVICES)).data?.pushDevices.map((d) => d.id)).toEqual([
      teacherDevice.device.id,
    ]);
    expect((await gql<{ removePushDevice: boolean }>(app, owner, REMOVE, { id: device.id })).data?.removePushDevice).toBe(true);
    expect((await gql<{ pushDevices: Device[] }>(app, owner, DEVICES)).data?.pushDevices).toEqual([]);
  });

  it('signing out forgets this browser for the owner', async () => {
    const owner = await buildStudent(app);
    const { device } = await subscribe(owner, '/push/signing-out');
    expect((await gql<{ forgetPushEndpoint: boolean }>(app, owner, FORGET, { endpoint: device.endpoint })).data?.forgetPushEndpoint).toBe(
      true,
    );
    expect((await gql<{ pushDevices: Device[] }>(app, owner, DEVICES)).data?.pushDevices).toEqual([]);
  });
});

describe('VAPID keys and device labels', () => {
  it('kept in the data directory like the JWT key: one pair per installation, mode 0600', () => {
    const dir = mkdtempSync(join(tmpdir(), 'parla-vapid-'));
    try {
      const first = localVapidKeys(dir);
      const second = localVapidKeys(dir);
      expect(second).toEqual(first);
      expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
      expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
      expect(statSync(join(dir, VAPID_KEYS_FILE)).mode & 0o777).toBe(0o600);
      expect(JSON.parse(readFileSync(join(dir, VAPID_KEYS_FILE), 'utf8'))).toEqual(first);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names the browser and the system from the user agent', () => {
    expect(
      deviceLabel('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'),
    ).toBe('Chrome on Android');
    expect(
      deviceLabel(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iPhone');
    expect(
      deviceLabel(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toBe('Edge on Windows');
    expect(deviceLabel('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe('Firefox on macOS');
    expect(deviceLabel(undefined)).toBe('Browser');
  });
});
