/** 000 §9: the feedback shown to teachers comes from their last 10 classes. */
export const FEEDBACK_CLASS_COUNT = 10;

/** An average of 1-5 ratings to one decimal, or null without ratings (shown as "no ratings yet"). */
export function averageRating(sum: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round((sum / count) * 10) / 10;
}
