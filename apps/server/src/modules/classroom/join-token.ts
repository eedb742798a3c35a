import type { ClassroomRole } from '@parla/domain';
import { SignJWT, jwtVerify } from 'jose';

/**
 * The classroom join token (docs/api/classroom.md): short-lived and bound to one room, one
 * user (peer) and one role. A distinct issuer and audience keep it from passing as an access
 * token, and an access token from passing as a join token.
 */
export interface JoinClaims {
  roomId: string;
  classId: string | null;
  peerId: string;
  userId: string | null;
  role: ClassroomRole;
  name: string;
  photo: string | null;
  isDemo: boolean;
  /** A student's audio-recording choice at this join (decision 047); null for teachers, observers, demos. */
  recordingConsent?: boolean | null;
}

const ISSUER = 'parla-classroom';
const AUDIENCE = 'classroom';
const encoder = new TextEncoder();

export async function signJoinToken(claims: JoinClaims, secret: string, now: Date, expiresAt: Date): Promise<string> {
  return new SignJWT({
    room: claims.roomId,
    cls: claims.classId,
    uid: claims.userId,
    role: claims.role,
    name: claims.name,
    photo: claims.photo,
    demo: claims.isDemo,
    rec: claims.recordingConsent ?? null,
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.peerId)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .sign(encoder.encode(secret));
}

/** The claims, or null for a missing, forged or expired token (close 4401 link_expired). */
export async function verifyJoinToken(token: unknown, secret: string, now: Date): Promise<JoinClaims | null> {
  if (typeof token !== 'string' || token.length > 4096) return null;
  try {
    const { payload: p } = await jwtVerify(token, encoder.encode(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      currentDate: now,
    });
    if (typeof p.sub !== 'string' || typeof p.room !== 'string' || typeof p.role !== 'string') return null;
    if (!['teacher', 'student', 'observer'].includes(p.role)) return null;
    return {
      roomId: p.room,
      classId: typeof p.cls === 'string' ? p.cls : null,
      peerId: p.sub,
      userId: typeof p.uid === 'string' ? p.uid : null,
      role: p.role as ClassroomRole,
      name: typeof p.name === 'string' ? p.name : '',
      photo: typeof p.photo === 'string' ? p.photo : null,
      isDemo: p.demo === true,
      recordingConsent: typeof p.rec === 'boolean' ? p.rec : null,
    };
  } catch {
    return null;
  }
}
