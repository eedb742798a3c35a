import { describe, expect, it } from 'vitest';
import { NO_FILTERS, auditVariables, readableJson } from './audit-log-filters.ts';

describe('audit log filters', () => {
  it('leaves empty filters out', () => {
    expect(auditVariables(NO_FILTERS)).toEqual({
      action: undefined,
      actorId: undefined,
      objectId: undefined,
      from: undefined,
      to: undefined,
    });
  });

  it('covers whole local days, the last one included', () => {
    const { from, to } = auditVariables({ ...NO_FILTERS, fromDay: '2026-06-10', toDay: '2026-06-11' });
    expect(new Date(from ?? '').getTime()).toBe(new Date(2026, 5, 10).getTime());
    expect(new Date(to ?? '').getTime()).toBe(new Date(2026, 5, 12).getTime());
  });

  it('ignores a malformed day and trims the object id', () => {
    expect(auditVariables({ ...NO_FILTERS, fromDay: '10.06.2026', objectId: '  abc ' })).toMatchObject({
      from: undefined,
      objectId: 'abc',
    });
  });

  it('prints JSON readably', () => {
    expect(readableJson(null)).toBe('—');
    expect(readableJson({ a: 1 })).toBe('{\n  "a": 1\n}');
  });
});
