import { SECTION_SLUGS } from './enums.ts';
import { INPUT_MESSAGES as M } from './input-messages.ts';
import { z } from './zod.ts';

// The placement test (issue 16) and the public language test page (issue 15): the inputs of its
// operations, checked by the server and used by the web.

/** Where the web keeps a visitor's attempt (its id and secret token) until it is claimed. */
export const PLACEMENT_ATTEMPT_STORAGE_KEY = 'parla.placementAttempt';

/** A secret token: 32 random bytes, base64url. */
const token = z.string().min(20, M.invalidChoice).max(100, M.invalidChoice);

/** Start a test for a language (anonymous or signed-in). */
export const placementStartInput = z.object({
  section: z.enum(SECTION_SLUGS, { message: M.languageRequired }),
});
export type PlacementStartInput = z.input<typeof placementStartInput>;

/** Which attempt: its id, and the secret token unless the signed-in student owns it. */
export const placementAttemptRef = z.object({
  attemptId: z.string({ message: M.invalidChoice }).uuid(M.invalidChoice),
  token: token.nullish(),
});
export type PlacementAttemptRef = z.input<typeof placementAttemptRef>;

/** One answer: the item asked and the chosen option (0-based; the server checks its range). */
export const placementAnswerInput = placementAttemptRef.extend({
  itemId: z.string({ message: M.invalidChoice }).min(1, M.invalidChoice).max(80, M.invalidChoice),
  optionIndex: z.number({ message: M.invalidChoice }).int(M.invalidChoice).min(0, M.invalidChoice).max(3, M.invalidChoice),
});
export type PlacementAnswerInput = z.input<typeof placementAnswerInput>;

/** Claiming needs the token: only the holder of the anonymous attempt can take its result. */
export const placementClaimInput = z.object({
  attemptId: z.string({ message: M.invalidChoice }).uuid(M.invalidChoice),
  token,
});
export type PlacementClaimInput = z.input<typeof placementClaimInput>;
