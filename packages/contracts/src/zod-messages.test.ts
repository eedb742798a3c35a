import { z as bareZod } from 'zod';
import { describe, expect, it } from 'vitest';
import { INPUT_MESSAGES as M } from './input-messages.ts';
import { z } from './zod.ts';
import { zodIssueMessage } from './zod-messages.ts';

/** The first message a schema gives for a value (the one a form shows). */
function messageOf(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const CATALOGUE = new Set<string>(Object.values(M));

describe("zod's own checks speak the catalogue (decision 123)", () => {
  it.each([
    ['a missing field', z.object({ name: z.string() }), {}, M.fieldRequired],
    ['null for a string', z.string(), null, M.fieldRequired],
    ['a number for a string', z.string(), 5, M.textExpected],
    ['a string for a number', z.number(), 'five', M.numberExpected],
    ['a fraction for an int', z.int(), 1.5, M.wholeNumberExpected],
    ['a string for a boolean', z.boolean(), 'yes', M.booleanExpected],
    ['a string for an object', z.object({}), 'x', M.valueInvalid],
    ['an empty string under min(1)', z.string().min(1), '', M.notBlank],
    ['a short string under min(3)', z.string().min(3), 'ab', M.tooShort],
    ['a long string over max(2)', z.string().max(2), 'abc', M.tooLong],
    ['a small number', z.number().min(1), 0, M.numberTooSmall],
    ['a large number', z.number().max(10), 11, M.numberTooLarge],
    ['an empty list', z.array(z.string()).min(1), [], M.tooFewItems],
    ['a long list', z.array(z.string()).max(1), ['a', 'b'], M.tooManyItems],
    ['an early date', z.date().min(new Date('2026-01-01')), new Date('2025-01-01'), M.dateTooEarly],
    ['a late date', z.date().max(new Date('2026-01-01')), new Date('2027-01-01'), M.dateTooLate],
    ['an unknown choice', z.enum(['a', 'b']), 'c', M.invalidChoice],
    ['another literal', z.literal('a'), 'b', M.invalidChoice],
    ['a bad e-mail', z.email(), 'nope', M.emailInvalid],
    ['a bad uuid', z.uuid(), 'nope', M.idInvalid],
    ['a bad guid', z.guid(), 'nope', M.idInvalid],
    ['a bad url', z.url(), 'nope', M.urlInvalid],
    ['a bad ISO datetime', z.iso.datetime(), 'nope', M.dateTimeInvalid],
    ['a bad ISO date', z.iso.date(), 'nope', M.dateKeyInvalid],
    ['a pattern', z.string().regex(/^a+$/), 'b', M.formatInvalid],
    ['an unknown key', z.strictObject({ a: z.string() }), { a: 'x', b: 1 }, M.unexpectedFields],
    ['a refinement without a message', z.string().refine((s) => s === 'ok'), 'no', M.valueInvalid],
    ['no union member', z.union([z.string(), z.number()]), true, M.valueInvalid],
    ['a multiple', z.number().multipleOf(5), 7, M.valueInvalid],
  ] as const)('%s', (_what, schema, value, message) => {
    expect(messageOf(schema as z.ZodType, value)).toBe(message);
  });

  it("keeps a schema's own message", () => {
    expect(messageOf(z.string().min(1, M.firstNameRequired), '')).toBe(M.firstNameRequired);
    expect(messageOf(z.enum(['a'], { message: M.localeInvalid }), 'b')).toBe(M.localeInvalid);
  });

  it('holds for every zod schema of the process, not only the contracts (the setting is global)', () => {
    expect(messageOf(bareZod.object({ n: bareZod.number() }), { n: '1' })).toBe(M.numberExpected);
    expect(messageOf(bareZod.string().min(1), '')).toBe(M.notBlank);
  });

  it('answers an INPUT_MESSAGES sentence for every issue zod can raise', () => {
    const codes = [
      { code: 'invalid_type', expected: 'symbol', input: 1 },
      { code: 'too_small', origin: 'file', minimum: 1, input: 1 },
      { code: 'too_big', origin: 'whatever', maximum: 1, input: 1 },
      { code: 'invalid_format', format: 'jwt', input: '' },
      { code: 'invalid_key', origin: 'record', issues: [], input: 1 },
      { code: 'invalid_element', origin: 'map', key: 'k', issues: [], input: 1 },
      { code: 'custom', input: 1 },
    ];
    for (const issue of codes) {
      const message = zodIssueMessage(issue as unknown as Parameters<typeof zodIssueMessage>[0]);
      expect(CATALOGUE.has(message), `${issue.code}: ${message}`).toBe(true);
    }
  });

  it("never lets zod's English defaults through", () => {
    const messages = [
      messageOf(z.object({ a: z.string(), b: z.number().int().positive(), c: z.array(z.string()).nonempty() }), {
        a: 1,
        b: -1.5,
        c: [],
      }),
      messageOf(z.string().length(4), 'abc'),
      messageOf(z.string().startsWith('x'), 'y'),
    ];
    for (const message of messages) {
      expect(message).toBeDefined();
      expect(message).not.toMatch(/^(Invalid|Too (small|big)|Expected|Unrecognized)/);
      expect(CATALOGUE.has(message as string)).toBe(true);
    }
  });
});
