/**
 * An exercise's score (001 §3: a null score means pending): one answer per exercise, 100 when
 * right, 0 when wrong; the answer and the explanation are shown at once. Another try is
 * "restart exercises", which clears the scores of the lesson's exercises (attempts keep counting).
 */
export function exerciseScore(correct: boolean): number {
  return correct ? 100 : 0;
}

/** A lesson's homework or quiz score: the mean of its answered exercises, null while none is. */
export function exerciseSetScore(scores: readonly (number | null)[]): number | null {
  const done = scores.filter((s): s is number => s !== null);
  return done.length === 0 ? null : Math.round(done.reduce((a, b) => a + b, 0) / done.length);
}
