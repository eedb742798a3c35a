import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { passwordPolicyViolation } from '@parla/domain';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';

// Algorithm is an ambient const enum (unusable under verbatimModuleSyntax); 2 is Argon2id.
const ARGON2ID: Algorithm = 2;

/** OWASP's argon2id baseline (ASVS 5 ch. 6): m=19 MiB, t=2, p=1. */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | null = null;

/**
 * Verifies a password. Without a stored hash (unknown e-mail, guest) it still runs argon2
 * against a dummy hash, so the response time does not reveal whether the account exists.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('parla-timing-equaliser');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false; // a malformed stored hash is a failed login, not a 500
  }
}

// The 49k most common passwords of zxcvbn's common dictionary double as the breach list
// (they are compiled from leaked password dumps); lower-cased, as the list is.
const leakedPasswords = new Set(commonDictionary['passwords-common']);

let zxcvbn: ZxcvbnFactory | null = null;
function strengthChecker(): ZxcvbnFactory {
  zxcvbn ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary },
    graphs: adjacencyGraphs,
    translations,
  });
  return zxcvbn;
}

/**
 * The message for a refused password, or null. `userInputs` (e-mail, names) count as
 * guessable, so "anna.schmidt" is weak for Anna Schmidt.
 */
export function passwordProblem(password: string, userInputs: string[] = []): string | null {
  const leaked = leakedPasswords.has(password.toLowerCase());
  // zxcvbn is slow on very long inputs and gains nothing past 100 characters.
  const score = leaked ? 0 : strengthChecker().check(password.slice(0, 100), userInputs.filter(Boolean)).score;
  return passwordPolicyViolation({ length: password.length, leaked, score });
}
