import { INPUT_MESSAGES } from '@parla/contracts';
import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../shared/forms/input-schema.ts';
import { missedClassReportInput } from './class-log-schemas.ts';

// The dialogs check the contracts the server parses (reportMissedClass).
describe('dialogs on their contracts', () => {
  it('the missed-class report asks for a reason, and an explanation for "other"', async () => {
    expect(await schemaErrors(missedClassReportInput, { classUid: 'c1', explanation: '' })).toEqual({
      reason: [INPUT_MESSAGES.cancelReasonRequired],
    });
    expect(await schemaErrors(missedClassReportInput, { classUid: 'c1', reason: 'someday', explanation: '' })).toEqual({
      reason: [INPUT_MESSAGES.invalidChoice],
    });
    expect(await schemaErrors(missedClassReportInput, { classUid: 'c1', reason: 'other', explanation: '  ' })).toEqual({
      explanation: [INPUT_MESSAGES.missedClassExplain],
    });
  });
});
