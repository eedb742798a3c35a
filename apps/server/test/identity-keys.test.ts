import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACCESS_COOKIE } from '@parla/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { JWT_SECRET_FILE, loadConfig } from '../src/config.ts';
import { signAccessToken } from '../src/modules/identity/access-token.ts';
import { startSession } from '../src/modules/identity/session.service.ts';
import { clientHeaders } from './helper.ts';
import { buildIdentityTestApp, me } from './identity-requests.ts';
import { buildUser } from './factories/index.ts';

const { app, config } = await buildIdentityTestApp();

/** The key every copy of Parla signed with before this change (issue 10, point 2). */
const OLD_CONSTANT_KEY = 'parla-development-secret-do-not-use-in-production';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'parla-key-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function sessionOf(user: { id: string; roles: string[] }) {
  const tokens = await startSession(app, user, { area: 'learn', rememberMe: false });
  return tokens.session.id;
}

const adminFile = (token: string) =>
  app.inject({
    method: 'GET',
    url: `/api/admin/teacher-applications/files/${randomUUID()}`,
    headers: { cookie: `${ACCESS_COOKIE}=${token}` },
  });

describe('the JWT signing key', () => {
  it('is never the old constant: an admin token forged with it is refused', async () => {
    const admin = await buildUser(app, { roles: ['admin'] });
    const sessionId = await sessionOf(admin);
    const forged = await signAccessToken(
      { userId: admin.id, sessionId, roles: ['admin'], impersonatorId: null },
      OLD_CONSTANT_KEY,
      app.clock.now(),
    );
    expect(config.jwtSecret).not.toBe(OLD_CONSTANT_KEY);
    expect((await me(app, `${ACCESS_COOKIE}=${forged.token}`)).statusCode).toBe(401);
    expect((await adminFile(forged.token)).statusCode).toBe(401);
  });

  it('is random per test app (no constant in tests either)', () => {
    const a = loadConfig({ NODE_ENV: 'test' });
    const b = loadConfig({ NODE_ENV: 'test' });
    expect(a.jwtSecret).not.toBe(b.jwtSecret);
    expect(Buffer.from(a.jwtSecret, 'base64url')).toHaveLength(32);
  });

  it('is generated once per data directory and reused at the next start; two directories, two keys', () => {
    const first = tempDir();
    const dataDir = join(first, 'nested', 'data');
    const start = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
    const restart = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
    expect(restart.jwtSecret).toBe(start.jwtSecret);
    const file = join(dataDir, JWT_SECRET_FILE);
    expect(readFileSync(file, 'utf8')).toBe(start.jwtSecret);
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);

    const other = loadConfig({ NODE_ENV: 'development', DATA_DIR: tempDir() });
    expect(other.jwtSecret).not.toBe(start.jwtSecret);
    // JWT_SECRET wins over the file; production insists on it.
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'k'.repeat(40) }).jwtSecret).toBe('k'.repeat(40));
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir() })).toThrow(/JWT_SECRET/);
  });
});

describe('the session row is the authority', () => {
  it('refuses a well-signed token whose session belongs to another user', async () => {
    const victim = await buildUser(app);
    const attacker = await buildUser(app);
    const attackerSession = await sessionOf(attacker);
    const token = await signAccessToken(
      { userId: victim.id, sessionId: attackerSession, roles: ['student'], impersonatorId: null },
      config.jwtSecret,
      app.clock.now(),
    );
    expect((await me(app, `${ACCESS_COOKIE}=${token.token}`)).statusCode).toBe(401);
  });

  it('takes roles from the database: a student token claiming admin opens nothing of the admin', async () => {
    const student = await buildUser(app);
    const sessionId = await sessionOf(student);
    const token = await signAccessToken(
      { userId: student.id, sessionId, roles: ['student', 'admin'], impersonatorId: null },
      config.jwtSecret,
      app.clock.now(),
    );
    expect((await me(app, `${ACCESS_COOKIE}=${token.token}`)).json().roles).toEqual(['student']);
    expect((await adminFile(token.token)).statusCode).toBe(403);

    // A real admin's token still works (404: no such file, past the role check).
    const admin = await buildUser(app, { roles: ['admin'] });
    const adminTokens = await startSession(app, admin, { area: 'admin', rememberMe: false });
    expect((await adminFile(adminTokens.accessToken)).statusCode).toBe(404);
  });
});

describe('listening address', () => {
  it('binds to 127.0.0.1 outside production unless HOST says otherwise; 0.0.0.0 in production', () => {
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: tempDir() }).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: tempDir(), HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'k'.repeat(40), PAYMENT_PROCESSOR: 'test', ALLOW_TEST_PAYMENTS: 'yes' }).host,
    ).toBe('0.0.0.0');
  });
});

describe('/dev pages', () => {
  it('answer a loopback client only, judged by the socket, not by X-Forwarded-For', async () => {
    const local = await app.inject({
      method: 'GET',
      url: '/dev/mail',
      headers: { accept: 'application/json' },
      remoteAddress: '127.0.0.1',
    });
    expect(local.statusCode).toBe(200);
    const local6 = await app.inject({ method: 'GET', url: '/dev/mail', headers: { accept: 'application/json' }, remoteAddress: '::1' });
    expect(local6.statusCode).toBe(200);

    const remote = await app.inject({
      method: 'GET',
      url: '/dev/mail',
      headers: { accept: 'application/json' },
      remoteAddress: '203.0.113.7',
    });
    expect(remote.statusCode).toBe(404);
    const spoofed = await app.inject({
      method: 'GET',
      url: '/dev/mail',
      headers: { accept: 'application/json', 'x-forwarded-for': '127.0.0.1' },
      remoteAddress: '203.0.113.7',
    });
    expect(spoofed.statusCode).toBe(404);
    // Through a proxy on this machine: the client is somewhere else.
    const proxied = await app.inject({
      method: 'GET',
      url: '/dev/mail',
      headers: { accept: 'application/json', 'x-forwarded-for': '203.0.113.7' },
      remoteAddress: '127.0.0.1',
    });
    expect(proxied.statusCode).toBe(404);

    const before = app.clock.now().getTime();
    const move = await app.inject({
      method: 'POST',
      url: '/dev/clock',
      headers: clientHeaders,
      remoteAddress: '198.51.100.4',
      payload: { advanceMs: 3_600_000 },
    });
    expect(move.statusCode).toBe(404);
    expect(app.clock.now().getTime() - before).toBeLessThan(60_000);
  });
});
