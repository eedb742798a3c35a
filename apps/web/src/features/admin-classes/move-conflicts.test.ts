import { describe, expect, it } from 'vitest';
import { moveConflictsOf } from './move-conflicts.ts';

describe('moveConflictsOf', () => {
  it('reads the clashes of a refused move', () => {
    const error = {
      graphQLErrors: [
        {
          extensions: {
            code: 'class_move_conflicts',
            details: {
              conflicts: [
                { code: 'commitment_overlaps' },
                { code: 'student_booked_elsewhere', studentId: 's1', studentName: 'Bea Keller' },
                'noise',
              ],
            },
          },
        },
      ],
    };
    expect(moveConflictsOf(error)).toEqual([
      { code: 'commitment_overlaps' },
      { code: 'student_booked_elsewhere', studentId: 's1', studentName: 'Bea Keller' },
    ]);
  });

  it('is empty for any other failure', () => {
    expect(moveConflictsOf({ graphQLErrors: [{ extensions: { code: 'start_date_too_soon' } }] })).toEqual([]);
    expect(moveConflictsOf(null)).toEqual([]);
    expect(moveConflictsOf(new Error('network'))).toEqual([]);
  });
});
