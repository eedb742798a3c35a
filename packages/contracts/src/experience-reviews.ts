import { INPUT_MESSAGES as M } from './input-messages.ts';
import { z } from './zod.ts';

// The reviews of 001 §7 that are not about one class or one practice lesson (issue 18, decision
// 090): how booking went, how well the classes fit the student, how useful a practice feature is.
// Asked by a short prompt (Today, the booking confirmation), at most one a day.

/** 001 §7 Reviews: booking experience, personalized, feature usefulness. */
export const EXPERIENCE_REVIEW_KINDS = ['booking_experience', 'personalized', 'feature_usefulness'] as const;
export type ExperienceReviewKind = (typeof EXPERIENCE_REVIEW_KINDS)[number];

/**
 * The practice features a usefulness review is about. Daily practice has no record of its own
 * (its words and its exercise are the trainer's and the exercises' rows, decision 087), so it is
 * not asked about separately.
 */
export const REVIEWED_FEATURES = ['vocabulary_trainer', 'flashcards', 'grammar', 'lingobites', 'exercises'] as const;
export type ReviewedFeature = (typeof REVIEWED_FEATURES)[number];

export const EXPERIENCE_REVIEW_COMMENT_MAX = 1000;
/** A class uid is short (Klass.uid); anything longer names no class. */
const SUBJECT_MAX = 100;

const kind = z.enum(EXPERIENCE_REVIEW_KINDS, { message: M.invalidChoice });
const subject = z.string().trim().max(SUBJECT_MAX, M.invalidChoice).nullish();

/**
 * What a review is about, by kind: the booked class's uid (or none) for booking experience,
 * nothing for personalized, one of REVIEWED_FEATURES for feature usefulness.
 */
function checkSubject(value: { kind: ExperienceReviewKind; subject?: string | null }, ctx: z.RefinementCtx): void {
  const about = value.subject || null;
  const bad =
    (value.kind === 'personalized' && about !== null) ||
    (value.kind === 'feature_usefulness' && !(REVIEWED_FEATURES as readonly (string | null)[]).includes(about));
  if (bad) ctx.addIssue({ code: 'custom', path: ['subject'], message: M.invalidChoice });
}

/** markReviewPromptShown and dismissReviewPrompt: the prompt as reviewPrompt answered it ('' and null mean none). */
export const reviewPromptInput = z
  .object({ kind, subject })
  .superRefine(checkSubject)
  .transform((v) => ({ kind: v.kind, subject: v.subject || null }));
export type ReviewPromptInput = z.input<typeof reviewPromptInput>;

/** The prompt card's form: a 1-5 rating and an optional comment. */
export const experienceReviewFormInput = z.object({
  rating: z.number({ error: M.fieldRequired }).int().min(1, M.ratingOutOfRange).max(5, M.ratingOutOfRange),
  comment: z.string().trim().max(EXPERIENCE_REVIEW_COMMENT_MAX, M.tooLong).nullish(),
});
export type ExperienceReviewFormInput = z.input<typeof experienceReviewFormInput>;

/** submitExperienceReview: the form's fields about the prompt's subject. */
export const experienceReviewInput = z
  .object({ kind, subject, ...experienceReviewFormInput.shape })
  .superRefine(checkSubject)
  .transform((v) => ({ kind: v.kind, subject: v.subject || null, rating: v.rating, comment: v.comment || null }));
export type ExperienceReviewInput = z.input<typeof experienceReviewInput>;
