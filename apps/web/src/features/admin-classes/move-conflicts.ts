import { failureOf } from '../../shared/errors/error-text.ts';

/** A clash the server reported for a move (class_move_conflicts, decision 105). */
export interface MoveConflict {
  code: string;
  studentId?: string;
  studentName?: string;
}

/** The clashes carried by a refused move, or [] for any other failure (read through failureOf, decision 032). */
export function moveConflictsOf(error: unknown): MoveConflict[] {
  const failure = failureOf(error);
  if (failure.kind !== 'coded' || failure.code !== 'class_move_conflicts') return [];
  const conflicts = failure.details?.conflicts;
  if (!Array.isArray(conflicts)) return [];
  return conflicts.filter(
    (c): c is MoveConflict => typeof c === 'object' && c !== null && typeof (c as { code?: unknown }).code === 'string',
  );
}
