/**
 * A small RFC 5545 writer: just what a read-only subscription feed needs. Pure (no I/O,
 * no clock), so the escaping and folding rules are tested on their own.
 */

export interface IcsEvent {
  uid: string;
  /** When this copy of the event was generated (DTSTAMP). */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  url: string;
  status: 'CONFIRMED' | 'CANCELLED';
  /** Bumped on significant revisions (here: cancellation), so clients replace their copy. */
  sequence: number;
}

export interface IcsCalendar {
  name: string;
  events: IcsEvent[];
}

const CRLF = '\r\n';
/** RFC 5545 §3.1: content lines SHOULD NOT be longer than 75 octets, excluding the line break. */
const MAX_LINE_OCTETS = 75;

/**
 * TEXT value escaping (RFC 5545 §3.3.11): backslash first, then ; and , and newlines.
 * Other control characters are not allowed in TEXT at all, so they are dropped.
 */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping the control characters TEXT forbids
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
  );
}

/** 20260325T100000Z: UTC "form #2" date-time, so no VTIMEZONE is needed and every client agrees. */
export function formatUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1): CRLF plus one space, the space counting
 * toward the next line's 75. Splits only between characters, never inside a UTF-8 sequence
 * (a split multi-byte character would be mojibake in strict parsers).
 */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line, 'utf8') <= MAX_LINE_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let currentOctets = 0;
  let limit = MAX_LINE_OCTETS;
  for (const char of line) {
    const octets = Buffer.byteLength(char, 'utf8');
    if (currentOctets + octets > limit) {
      parts.push(current);
      current = '';
      currentOctets = 0;
      limit = MAX_LINE_OCTETS - 1; // the leading space of a continuation line
    }
    current += char;
    currentOctets += octets;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

function eventLines(event: IcsEvent): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${formatUtc(event.stamp)}`,
    `DTSTART:${formatUtc(event.start)}`,
    `DTEND:${formatUtc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    // URL is a URI value, not TEXT: it is written unescaped.
    `URL:${event.url}`,
    `STATUS:${event.status}`,
    `SEQUENCE:${event.sequence}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

/** The whole VCALENDAR, CRLF line endings included after the last line (RFC 5545 §3.1). */
export function writeCalendar(calendar: IcsCalendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Parla//Class calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(calendar.name)}`,
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    // RFC 7986 and its Apple/Google predecessor: how often subscribers should poll.
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...calendar.events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
