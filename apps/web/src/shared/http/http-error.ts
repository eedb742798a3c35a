/** A non-2xx answer (or an unreadable one): carries the status and the parsed body (000 §8). */
export class HttpError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly code: string | undefined;

  constructor(status: number, body: unknown, fallbackMessage: string) {
    const record = isRecord(body) ? body : {};
    super(typeof record.message === 'string' && record.message ? record.message : fallbackMessage);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
    this.code = typeof record.code === 'string' ? record.code : undefined;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** 401 always; 403 too (000 §5), except a CSRF refusal, which is a message to show, not a lost session. */
export function isUnauthorizedStatus(status: number, body: unknown): boolean {
  if (status === 401) return true;
  return status === 403 && !(isRecord(body) && body.code === 'csrf');
}
