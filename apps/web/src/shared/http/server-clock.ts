/**
 * The server's clock as this device sees it. The access token's expiry cookie is an instant on the
 * server's clock; compared with a device clock that is off (minutes on a badly set laptop, days on a
 * test server whose clock was moved), the client would refresh before every call, and a refresh cut off
 * by a page load leaves the spent refresh token in the cookie: the next page spends it again and the
 * session is revoked as stolen (000 §7). So the client learns the offset from the `Date` header of
 * every answer and keeps it across page loads (one device, one offset: localStorage, shared by tabs).
 */
const STORAGE_KEY = 'parla-server-clock-offset';
/** The header has whole seconds: a difference below this is the header's own rounding, not a skew. */
const NOISE_MS = 2000;

let offsetMs = readStoredOffset();

/** Milliseconds since the epoch on the server's clock. */
export function serverNow(): number {
  return Date.now() + offsetMs;
}

/**
 * The server clock minus the device clock, from one answer. The server wrote its second somewhere
 * between sending and receiving, and its instant lies within that second: take both middles.
 */
export function clockOffsetFrom(dateHeader: string | null, sentAt: number, receivedAt: number): number | null {
  if (!dateHeader) return null;
  const serverSecond = Date.parse(dateHeader);
  if (!Number.isFinite(serverSecond)) return null;
  const offset = serverSecond + 500 - (sentAt + receivedAt) / 2;
  return Math.abs(offset) < NOISE_MS ? 0 : Math.round(offset);
}

/** `fetch` that learns the server's clock from each answer. */
export async function fetchLearningServerClock(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const sentAt = Date.now();
  const response = await globalThis.fetch(input, init);
  const offset = clockOffsetFrom(response.headers.get('date'), sentAt, Date.now());
  if (offset !== null && Math.abs(offset - offsetMs) >= NOISE_MS) {
    offsetMs = offset;
    try {
      localStorage.setItem(STORAGE_KEY, String(offset));
    } catch {
      // Storage off (private mode): the offset lives for this page only.
    }
  }
  return response;
}

function readStoredOffset(): number {
  try {
    const stored = Number(globalThis.localStorage?.getItem(STORAGE_KEY));
    return Number.isFinite(stored) ? stored : 0;
  } catch {
    return 0;
  }
}
