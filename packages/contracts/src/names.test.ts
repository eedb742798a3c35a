import { describe, expect, it } from 'vitest';
import { NAME_BIDI_MESSAGE, personName, registerInput } from './index.ts';

describe('personName', () => {
  it.each(['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C'])(
    'refuses the bidi control U+%s',
    (control) => {
      const result = personName({ required: 'Please enter your name.' }).safeParse(`Mia${control}evil`);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe(NAME_BIDI_MESSAGE);
    },
  );

  it('keeps real names in any script, trimmed', () => {
    for (const name of ['María José', 'Zoë O\u2019Brien', 'محمد', 'יעל', '李小龙', 'Nguyễn']) {
      expect(personName({ required: 'x' }).parse(` ${name} `)).toBe(name);
    }
    expect(personName({ required: 'Please enter your name.' }).safeParse('  ').error?.issues[0].message).toBe('Please enter your name.');
  });

  it('is the registration schema for first and last names', () => {
    const base = {
      email: 'a@example.com',
      password: 'Quiet-Harbor-Lantern-42',
      acceptPrivacyPolicy: true,
      acceptTerms: true,
      confirmAge: true,
    };
    expect(registerInput.safeParse({ ...base, firstName: '\u202Eevil' }).success).toBe(false);
    expect(registerInput.safeParse({ ...base, firstName: 'Lena', lastName: 'Vo\u2066gel' }).success).toBe(false);
    expect(registerInput.safeParse({ ...base, firstName: 'Lena', lastName: 'Vogel' }).success).toBe(true);
  });
});
