import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { type RosterAdmin, assertRosterChange } from './admin-roster.ts';

const codeOf = (work: () => void): string | null => {
  try {
    work();
    return null;
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
};

const roster: RosterAdmin[] = [
  { id: 'ada', role: 'full' },
  { id: 'ben', role: 'full' },
  { id: 'cem', role: 'support' },
];

describe('assertRosterChange', () => {
  it('lets a full admin demote another full admin while one full admin remains', () => {
    expect(codeOf(() => assertRosterChange(roster, 'ada', 'ben', { kind: 'role', role: 'support' }))).toBeNull();
    expect(codeOf(() => assertRosterChange(roster, 'ada', 'cem', { kind: 'role', role: 'full' }))).toBeNull();
    expect(codeOf(() => assertRosterChange(roster, 'ada', 'cem', { kind: 'remove' }))).toBeNull();
  });

  it('never lets an admin change or remove themself', () => {
    expect(codeOf(() => assertRosterChange(roster, 'ada', 'ada', { kind: 'role', role: 'support' }))).toBe('admin_own_rights');
    expect(codeOf(() => assertRosterChange(roster, 'ada', 'ada', { kind: 'remove' }))).toBe('admin_own_rights');
  });

  it('keeps the last full admin', () => {
    const lastFull: RosterAdmin[] = [
      { id: 'ada', role: 'full' },
      { id: 'cem', role: 'support' },
    ];
    // A support admin cannot act at all (adminMay); the rule still holds for whoever asks.
    expect(codeOf(() => assertRosterChange(lastFull, 'cem', 'ada', { kind: 'role', role: 'support' }))).toBe('last_full_admin');
    expect(codeOf(() => assertRosterChange(lastFull, 'cem', 'ada', { kind: 'remove' }))).toBe('last_full_admin');
  });

  it('refuses an unknown admin; the same role again passes', () => {
    expect(codeOf(() => assertRosterChange(roster, 'ada', 'zoe', { kind: 'remove' }))).toBe('not_found');
    expect(codeOf(() => assertRosterChange(roster, 'ada', 'cem', { kind: 'role', role: 'support' }))).toBeNull();
  });
});
