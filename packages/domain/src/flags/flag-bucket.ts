/**
 * The bucket 0-99 a subject falls in for a flag: FNV-1a (32 bit) of `flagKey:subjectId`, modulo
 * 100. Stable across nodes, restarts and releases (no seed, no runtime hash), and different per
 * flag, so the same 10% of users are not the first to get every new flag.
 */
export function flagBucket(flagKey: string, subjectId: string): number {
  let hash = 0x811c9dc5;
  const text = `${flagKey}:${subjectId}`;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}
