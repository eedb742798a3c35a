/** What went wrong when asking for a camera, a microphone or the screen, in the words of 001 §8. */
export type MediaProblem = 'camera_in_use' | 'permission_denied' | 'no_device' | 'screen_share_denied' | 'unknown';

/** getUserMedia's DOMException names (Chrome also reports the older TrackStartError). */
export function mediaProblemOf(error: unknown, kind: 'user' | 'display' = 'user'): MediaProblem {
  const name =
    error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error)
      ? String((error as { name: unknown }).name)
      : '';
  if (kind === 'display')
    return name === 'NotAllowedError' || name === 'SecurityError' || name === 'AbortError' ? 'screen_share_denied' : 'unknown';
  switch (name) {
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'camera_in_use';
    case 'NotAllowedError':
    case 'SecurityError':
    case 'PermissionDeniedError':
      return 'permission_denied';
    case 'NotFoundError':
    case 'OverconstrainedError':
    case 'DevicesNotFoundError':
      return 'no_device';
    default:
      return 'unknown';
  }
}
