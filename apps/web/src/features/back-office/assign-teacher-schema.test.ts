import { INPUT_MESSAGES } from '@parla/contracts';
import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../shared/forms/input-schema.ts';
import { assignTeacherInput } from './back-office-schemas.ts';

// The assign-teacher form checks the contract the server parses (adminAssignTeacher).
describe('assigning a teacher', () => {
  it('assigning a teacher over the rules needs a reason', async () => {
    const base = { classUid: 'c1', teacherId: 't1', replaceCurrentTeacher: false };
    expect(await schemaErrors(assignTeacherInput, { ...base, override: true, reason: null })).toEqual({
      reason: [INPUT_MESSAGES.overrideReasonRequired],
    });
    expect(await schemaErrors(assignTeacherInput, { ...base, override: false, reason: null })).toEqual({});
  });
});
