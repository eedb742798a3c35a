import { describe, expect, it } from 'vitest';
import { shortName } from './short-name.ts';

describe('shortName', () => {
  it('is the first name and the initial of the last', () => {
    expect(shortName('Maria', 'Keller')).toBe('Maria K.');
    expect(shortName('Alex', '')).toBe('Alex');
  });
});
