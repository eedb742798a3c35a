import { type KeyObject, createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Role } from '@parla/contracts';

/** Access tokens are short-lived; the refresh token keeps the session going. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface AccessClaims {
  userId: string;
  sessionId: string;
  roles: Role[];
  impersonatorId: string | null;
}

const ISSUER = 'parla';
const encoder = new TextEncoder();

/**
 * The key of a secret, imported once per process (decision 053): importing it per request
 * (what `jose` does with raw bytes) cost more than the HMAC itself.
 */
const keys = new Map<string, KeyObject>();
function keyFor(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}

export async function signAccessToken(claims: AccessClaims, secret: string, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = new Date((issuedAt + ACCESS_TOKEN_TTL_SECONDS) * 1000);
  const token = await new SignJWT({ sid: claims.sessionId, roles: claims.roles, imp: claims.impersonatorId ?? undefined })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .setIssuer(ISSUER)
    .sign(encoder.encode(secret));
  return { token, expiresAt };
}

/** Every access token we sign has exactly this protected header: anything else is refused. */
const HS256_HEADER = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');
const SIGNATURE_BYTES = 32;

/**
 * Returns the claims, or null for a missing, forged, malformed or expired token.
 *
 * A compact HS256 JWS checked with node:crypto, synchronously (decision 053): the header must be
 * exactly the one we sign with (no `alg` choice, no `crit`, no `b64`), the HMAC-SHA256 of
 * `header.payload` under the process's imported key must match in constant time, then `iss` must
 * be parla and `exp` in the future (and `nbf`, if present, not). Signing stays with `jose`.
 */
export async function verifyAccessToken(token: string, secret: string, now: Date): Promise<AccessClaims | null> {
  return verifyAccessTokenSync(token, secret, now);
}

export function verifyAccessTokenSync(token: string, secret: string, now: Date): AccessClaims | null {
  const firstDot = token.indexOf('.');
  const secondDot = token.indexOf('.', firstDot + 1);
  if (firstDot < 0 || secondDot < 0 || token.indexOf('.', secondDot + 1) >= 0) return null;
  if (token.slice(0, firstDot) !== HS256_HEADER) return null;
  const signature = Buffer.from(token.slice(secondDot + 1), 'base64url');
  if (signature.length !== SIGNATURE_BYTES) return null;
  const expected = createHmac('sha256', keyFor(secret)).update(token.slice(0, secondDot)).digest();
  if (!timingSafeEqual(signature, expected)) return null;
  let payload: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(token.slice(firstDot + 1, secondDot), 'base64url').toString('utf8'));
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    payload = parsed as Record<string, unknown>;
  } catch {
    return null;
  }
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (payload.iss !== ISSUER) return null;
  if (typeof payload.exp !== 'number' || payload.exp <= nowSeconds) return null;
  if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > nowSeconds)) return null;
  if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
  return {
    userId: payload.sub,
    sessionId: payload.sid,
    roles: Array.isArray(payload.roles) ? (payload.roles as Role[]) : [],
    impersonatorId: typeof payload.imp === 'string' ? payload.imp : null,
  };
}
