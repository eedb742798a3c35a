import { z } from './zod.ts';
import { INPUT_MESSAGES as M } from './input-messages.ts';

// The post-class review (001 §5): teacher, material and feedback text required, technical quality
// optional. Checked by the classroom's review form before sending and by the server's
// submitClassReview with the same messages (a missing rating, like a missing text: "Please fill
// out this field.", as the form always said).

export const FEEDBACK_MAX_LENGTH = 2000;

const rating = z.number({ error: M.fieldRequired }).int().min(1, M.ratingOutOfRange).max(5, M.ratingOutOfRange);
const feedback = z.string().trim().min(1, M.fieldRequired).max(FEEDBACK_MAX_LENGTH, M.feedbackTooLong);

// isPublic: the feedback goes on the teacher's page, with stars, first name and initial and date,
// only when the student says so.
export const classReviewInput = z.object({
  classUid: z.string().min(1),
  teacherRating: rating,
  materialRating: rating,
  technicalQuality: rating.nullish(),
  feedback,
  isPublic: z.boolean().default(false),
});
