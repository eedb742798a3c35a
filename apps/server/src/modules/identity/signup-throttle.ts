import { BlockList, isIP } from 'node:net';
import type { ErrorCode } from '@parla/contracts';
import { DomainError, SIGNUP_ADDRESS_POLICY, SIGNUP_CLIENT_POLICY, type ThrottlePolicy } from '@parla/domain';
import type { FastifyInstance } from 'fastify';
import { type ThrottleHit, recordThrottleHits, throttleLockedMinutes } from './throttle.service.ts';

// Built once per config (the root app and its route contexts share it).
const allowlists = new WeakMap<object, BlockList>();

function allowlistOf(app: FastifyInstance): BlockList {
  let list = allowlists.get(app.config);
  if (!list) {
    list = new BlockList();
    for (const entry of app.config.signupIpAllowlist) {
      if (entry === 'loopback') {
        list.addSubnet('127.0.0.0', 8, 'ipv4');
        list.addAddress('::1', 'ipv6');
        continue;
      }
      const [address, bits] = entry.split('/');
      const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
      if (bits === undefined) list.addAddress(address, type);
      else list.addSubnet(address, Number(bits), type);
    }
    allowlists.set(app.config, list);
  }
  return list;
}

export function isAllowlisted(app: FastifyInstance, ip: string): boolean {
  const family = isIP(ip);
  if (!family) return false;
  const list = allowlistOf(app);
  // ::ffff:127.0.0.1 is an IPv4 client on a dual-stack socket.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return list.check(mapped[1], 'ipv4');
  return list.check(ip, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * Counts a sign-up attempt per client and per address (issue 10, point 8) and refuses it with
 * too_many_sign_ups (429) once either quota is spent. Clients in SIGNUP_IP_ALLOWLIST (a test
 * harness on loopback) skip the per-client quota only; nobody skips the per-address one.
 */
export async function countSignupAttempt(app: FastifyInstance, body: unknown, ip: string): Promise<void> {
  const hits: ThrottleHit[] = [];
  if (!isAllowlisted(app, ip)) hits.push({ key: `signup:ip:${ip}`, policy: SIGNUP_CLIENT_POLICY });
  const email = (body as { email?: unknown } | null)?.email;
  if (typeof email === 'string' && email.trim() !== '') {
    hits.push({ key: `signup:email:${email.trim().toLowerCase()}`, policy: SIGNUP_ADDRESS_POLICY });
  }
  if (hits.length === 0) return;
  const now = app.clock.now();
  const minutes = await throttleLockedMinutes(
    app.db,
    hits.map((hit) => hit.key),
    now,
  );
  if (minutes > 0) throw new DomainError('too_many_sign_ups', undefined, { minutes });
  await recordThrottleHits(app.db, hits, now);
}

/**
 * Counts one use of an anonymous, per-client limited action (a social login start, a visitor's
 * placement test) and refuses it with `code` (429, minutes left) once the client's quota is spent.
 * The SIGNUP_IP_ALLOWLIST harness clients are exempt, as from the sign-up quota per client.
 */
export async function countClientAttempt(
  app: FastifyInstance,
  ip: string,
  bucket: string,
  policy: ThrottlePolicy,
  code: ErrorCode,
): Promise<void> {
  if (isAllowlisted(app, ip)) return;
  const key = `${bucket}:ip:${ip}`;
  const now = app.clock.now();
  const minutes = await throttleLockedMinutes(app.db, [key], now);
  if (minutes > 0) throw new DomainError(code, undefined, { minutes });
  await recordThrottleHits(app.db, [{ key, policy }], now);
}
