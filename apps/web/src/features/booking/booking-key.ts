import type { BookClassInput } from './booking-documents.ts';

/**
 * The BookClassInput behind an option key (docs/api/classes.graphql): "class:<uid>" or
 * "new:<lessonId>:<startDate ISO>:<type>". The ISO date holds colons itself, so the type is
 * read from the end and the date is what lies between.
 */
export function inputFromKey(key: string): BookClassInput | null {
  if (key.startsWith('class:')) {
    const classUid = key.slice('class:'.length);
    return classUid ? { classUid } : null;
  }
  if (!key.startsWith('new:')) return null;
  const rest = key.slice('new:'.length);
  const firstColon = rest.indexOf(':');
  const lastColon = rest.lastIndexOf(':');
  if (firstColon <= 0 || lastColon <= firstColon) return null;
  const lessonId = rest.slice(0, firstColon);
  const startDate = rest.slice(firstColon + 1, lastColon);
  const type = rest.slice(lastColon + 1);
  if (Number.isNaN(Date.parse(startDate)) || (type !== 'group' && type !== 'individual' && type !== 'trial')) return null;
  return { lessonId, startDate, type };
}
