import { describe, expect, it } from 'vitest';
import { grantExpiresAt } from './grant-expiry.ts';

describe('grantExpiresAt', () => {
  it('is the same instant one year later', () => {
    expect(grantExpiresAt(new Date('2026-05-04T10:17:23.456Z'))).toEqual(new Date('2027-05-04T10:17:23.456Z'));
  });

  it('spans a leap day without changing the date', () => {
    expect(grantExpiresAt(new Date('2027-03-01T00:00:00Z'))).toEqual(new Date('2028-03-01T00:00:00Z'));
  });

  it('clamps 29 February to 28 February', () => {
    expect(grantExpiresAt(new Date('2028-02-29T12:00:00Z'))).toEqual(new Date('2029-02-28T12:00:00Z'));
  });

  it('does not depend on DST: a UTC instant stays a UTC instant', () => {
    expect(grantExpiresAt(new Date('2026-03-29T01:30:00Z'))).toEqual(new Date('2027-03-29T01:30:00Z'));
  });
});
