import { SignJWT, jwtVerify } from 'jose';
import type { Role } from '@parla/contracts';

/** Access tokens are short-lived; the refresh token keeps the session going. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface AccessClaims {
  userId: string;
  sessionId: string;
  roles: Role[];
  impersonatorId: string | null;
}

const encoder = new TextEncoder();

export async function signAccessToken(claims: AccessClaims, secret: string, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = new Date((issuedAt + ACCESS_TOKEN_TTL_SECONDS) * 1000);
  const token = await new SignJWT({ sid: claims.sessionId, roles: claims.roles, imp: claims.impersonatorId ?? undefined })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .setIssuer('parla')
    .sign(encoder.encode(secret));
  return { token, expiresAt };
}

/** Returns the claims, or null for a missing, forged or expired token. */
export async function verifyAccessToken(token: string, secret: string, now: Date): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), {
      issuer: 'parla',
      algorithms: ['HS256'],
      currentDate: now,
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return {
      userId: payload.sub,
      sessionId: payload.sid,
      roles: (payload.roles as Role[]) ?? [],
      impersonatorId: typeof payload.imp === 'string' ? payload.imp : null,
    };
  } catch {
    return null;
  }
}
