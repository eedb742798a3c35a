import type { FastifyInstance } from 'fastify';
import { type CryptoKey, type JWK, SignJWT, exportJWK, generateKeyPair, importPKCS8 } from 'jose';
import { ISSUER } from '../commerce/invoices/invoices.service.ts';
import type { LevelProgress } from './certificates.service.ts';

// Open Badges 3.0 (decision 088): the certificate as an OpenBadgeCredential, secured as a VC-JWT
// signed with Ed25519 (EdDSA). The public key is published as a JWK set at /.well-known/jwks.json.

interface BadgeKey {
  privateKey: CryptoKey;
  publicJwk: JWK;
}
const keys = new WeakMap<FastifyInstance, Promise<BadgeKey>>();

async function loadKey(app: FastifyInstance): Promise<BadgeKey> {
  const configured = app.config.openBadgesSigningKey;
  const privateKey = configured
    ? await importPKCS8(configured, 'EdDSA', { extractable: true })
    : (await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true })).privateKey;
  const { d: _secret, ...publicJwk } = await exportJWK(privateKey);
  return { privateKey, publicJwk: { ...publicJwk, kid: 'parla-badges-1', alg: 'EdDSA', use: 'sig' } };
}

export function badgeKey(app: FastifyInstance): Promise<BadgeKey> {
  let key = keys.get(app);
  if (!key) {
    key = loadKey(app);
    keys.set(app, key);
  }
  return key;
}

export function openBadgeCredential(app: FastifyInstance, studentId: string, name: string, level: LevelProgress) {
  const base = app.config.publicUrl;
  const certificate = level.certificate!;
  return {
    '@context': ['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'],
    id: `${base}/en/certificates/verify/${certificate.code}`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: `${ISSUER.name} ${level.cefrLevel} certificate - ${level.courseName}`,
    issuer: { id: base, type: ['Profile'], name: ISSUER.name, url: base },
    validFrom: certificate.issuedAt.toISOString(),
    credentialSubject: {
      id: `${base}/students/${studentId}`,
      type: ['AchievementSubject'],
      name,
      achievement: {
        id: `${base}/achievements/cefr/${level.moduleId}`,
        type: ['Achievement'],
        achievementType: 'Certificate',
        name: `CEFR ${level.cefrLevel}: ${level.moduleName}`,
        description: `Completed CEFR level ${level.cefrLevel} of the course ${level.courseName} at ${ISSUER.name}.`,
        criteria: {
          narrative: `Completed at least 90% of the lessons of level ${level.cefrLevel} (${level.moduleName}) in live classes with ${ISSUER.name}; skipped lessons do not count.`,
        },
      },
    },
  };
}

/** The credential as VC-JWT (compact JWS, EdDSA): the payload is the credential itself. */
export async function signedBadge(app: FastifyInstance, credential: ReturnType<typeof openBadgeCredential>): Promise<string> {
  const { privateKey, publicJwk } = await badgeKey(app);
  return new SignJWT(credential as unknown as Record<string, unknown>)
    .setProtectedHeader({ alg: 'EdDSA', kid: publicJwk.kid, typ: 'vc+jwt', cty: 'vc' })
    .setIssuer(credential.issuer.id)
    .setSubject(credential.credentialSubject.id)
    .setJti(credential.id)
    .setIssuedAt(new Date(credential.validFrom))
    .sign(privateKey);
}
