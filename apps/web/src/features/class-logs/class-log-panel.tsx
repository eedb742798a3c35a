/**
 * The class log of one class as the teacher writes it (000 §3 class log, §4 outcomes, §5),
 * embedded in the teacher class page (classes/{classId}). Owned by the class-logs feature.
 */
export function ClassLogPanel(_props: { classUid: string }) {
  return null;
}
