/** A clash the server reported for a move (class_move_conflicts, decision 105). */
export interface MoveConflict {
  code: string;
  studentId?: string;
  studentName?: string;
}

/** The clashes carried by a refused move, or [] for any other failure. */
export function moveConflictsOf(error: unknown): MoveConflict[] {
  const errors = (error as { graphQLErrors?: { extensions?: Record<string, unknown> }[] } | null)?.graphQLErrors ?? [];
  const refusal = errors.find((e) => e.extensions?.code === 'class_move_conflicts');
  const conflicts = (refusal?.extensions?.details as { conflicts?: unknown } | undefined)?.conflicts;
  if (!Array.isArray(conflicts)) return [];
  return conflicts.filter(
    (c): c is MoveConflict => typeof c === 'object' && c !== null && typeof (c as { code?: unknown }).code === 'string',
  );
}
