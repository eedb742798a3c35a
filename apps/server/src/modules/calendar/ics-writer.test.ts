import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, formatUtc, writeCalendar } from './ics-writer.ts';

describe('ics writer', () => {
  it('escapes backslash, semicolon, comma and newlines in TEXT (RFC 5545 §3.3.11)', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    expect(escapeText('bell\u0007 tab\t')).toBe('bell tab\t');
  });

  it('writes UTC date-times with a Z', () => {
    expect(formatUtc(new Date('2026-03-29T01:00:00.000Z'))).toBe('20260329T010000Z');
  });

  it('folds at 75 octets without splitting a UTF-8 character', () => {
    const line = `SUMMARY:${'ü'.repeat(100)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    for (const part of folded.slice(1)) expect(part.startsWith(' ')).toBe(true);
    // Unfolding (drop CRLF + one space) restores the line exactly.
    expect(folded.join('\r\n').replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });

  it('ends every line, the last included, with CRLF', () => {
    const text = writeCalendar({ name: 'Parla classes', events: [] });
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });
});
