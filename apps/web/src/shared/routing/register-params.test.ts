import { describe, expect, it } from 'vitest';
import { afterRegisterPath, readRegisterParams, registerQuery } from './register-params.ts';

const PACKAGE = '7d3f8f8e-6a1b-4c1e-9a55-2b7f0d6c9e11';
const read = (query: string) => readRegisterParams(new URLSearchParams(query));

describe('what registration keeps from its URL', () => {
  it('reads every funnel parameter', () => {
    expect(
      read(`section=german&trial=1&package=${PACKAGE}&code=mia7k2p&level=B1&goals=travel,work,travel&next=/de/account/booking`),
    ).toEqual({
      section: 'german',
      curriculum: undefined,
      packageId: PACKAGE,
      trial: true,
      referralCode: 'MIA7K2P',
      next: '/de/account/booking',
      level: 'B1',
      goals: ['travel', 'work'],
    });
  });

  it('drops what is malformed instead of guessing', () => {
    expect(read('section=klingon&package=12&curriculum=x&level=D1&goals=fame,other&code=a%20b')).toEqual({ trial: false, goals: [] });
  });

  it('round-trips through the query it builds', () => {
    const params = read(`section=spanish&level=C1&goals=visa&package=${PACKAGE}&trial=1`);
    const query = new URLSearchParams(Object.entries(registerQuery(params)).filter((e): e is [string, string] => e[1] !== undefined));
    expect(readRegisterParams(query)).toEqual(params);
  });
});

describe('where a new student lands', () => {
  it('goes to a safe next first', () => {
    expect(afterRegisterPath(read(`next=/de/account/booking&package=${PACKAGE}`), 'de')).toBe('/de/account/booking');
  });

  it.each([
    'https://evil.test/de/x',
    '//evil.test/de/x',
    '/\\evil.test',
    '/de/\t/evil.test',
    '/%2F%2Fevil.test',
    'javascript:alert(1)',
    '/xx/account/home',
    '/de',
  ])('ignores the open redirect %s', (next) => {
    expect(afterRegisterPath(read(`next=${encodeURIComponent(next)}`), 'en')).toBe('/en/account/onboarding');
  });

  it('goes to the purchase entry of the chosen plan, the free-trial purchase with trial=1', () => {
    expect(afterRegisterPath(read(`package=${PACKAGE}`), 'en')).toBe(`/en/package/${PACKAGE}`);
    expect(afterRegisterPath(read(`package=${PACKAGE}&trial=1`), 'de')).toBe(`/de/free-trial-purchase/${PACKAGE}`);
    expect(afterRegisterPath(read(`package=${PACKAGE}`), 'en', { packagePath: '/:locale/package/sprint/:packageId' })).toBe(
      `/en/package/sprint/${PACKAGE}`,
    );
  });

  it("goes to the funnel's destination, else the onboarding flow", () => {
    expect(afterRegisterPath(read(''), 'en', { path: '/:locale/account/store' })).toBe('/en/account/store');
    expect(afterRegisterPath(read('section=german'), 'de')).toBe('/de/account/onboarding');
  });
});
