import { INPUT_MESSAGES } from '@parla/contracts';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import de from '../../shared/i18n/locales/de/validation.json';
import { fieldMessage } from '../../shared/forms/field-message.ts';
import { schemaErrors } from '../../shared/forms/input-schema.ts';
import { availabilityChangeInput, teachingHourRequestInput } from './availability-schemas.ts';
import { SLOT_DRAFT, slotChangeOf } from './slot-hours-model.ts';

// The same inputs the server refuses in apps/server/test/teacher-availability-requests.test.ts,
// refused here by the form's schema with the same messages, before anything is sent.
const first = (errors: Record<string, string[]>) => Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, list[0]]));

describe('the schedule forms check the contract the server parses', () => {
  it('refuses a teaching-hour request as the server does', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ date: '', slotSize: 'whole_day' }, { date: INPUT_MESSAGES.dateRequired }],
      [{ date: '2026-02-30', slotSize: 'whole_day' }, { date: INPUT_MESSAGES.dateKeyInvalid }],
      [
        { date: '2026-05-21', ...slotChangeOf({ ...SLOT_DRAFT, startHour: 10, endHour: 9 }), note: 'x'.repeat(501) },
        { endHour: INPUT_MESSAGES.slotEndHourInvalid, note: INPUT_MESSAGES.requestNoteTooLong },
      ],
      [{ date: '2026-05-21', slotSize: 'half', startHour: 6 }, { startHour: INPUT_MESSAGES.slotHalfInvalid }],
    ];
    for (const [input, expected] of cases) expect(first(await schemaErrors(teachingHourRequestInput, input))).toEqual(expected);
  });

  it('checks a weekday change and a date change with the same hour rules', async () => {
    const hours = slotChangeOf({ ...SLOT_DRAFT, startHour: 9, endHour: 9 });
    expect(first(await schemaErrors(availabilityChangeInput, { dayOfWeek: 'friday', ...hours }))).toEqual({
      endHour: INPUT_MESSAGES.slotEndHourInvalid,
    });
    expect(first(await schemaErrors(availabilityChangeInput, { date: '', ...hours }))).toEqual({
      date: INPUT_MESSAGES.dateRequired,
      endHour: INPUT_MESSAGES.slotEndHourInvalid,
    });
    expect(
      await schemaErrors(availabilityChangeInput, { dayOfWeek: 'friday', ...slotChangeOf(SLOT_DRAFT), availability: 'available' }),
    ).toEqual({});
  });

  it('shows the messages in German to a German teacher', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'de', resources: { de: { validation: de } }, ns: ['validation'] });
    expect(fieldMessage(INPUT_MESSAGES.slotEndHourInvalid, i18n.t)).toBe(de.slotEndHourInvalid);
    expect(de.slotEndHourInvalid).not.toBe(INPUT_MESSAGES.slotEndHourInvalid);
  });
});
