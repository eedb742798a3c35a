/**
 * Secrets never reach a log (ARCHITECTURE convention 16), by construction: the logger's
 * serializers and formatter below run on every line, so no call site has to remember.
 */

import { SECRET_KEY_PATTERN } from '@parla/contracts';

export const REDACTED = '[Redacted]';

/** Keys whose values are secrets or personal numbers wherever they appear in logged input. */
export const SECRET_KEY = SECRET_KEY_PATTERN;

/** Headers carrying credentials; pino's own `redact` removes them (fast, path-based). */
export const REDACT_PATHS = ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-csrf-token"]', 'res.headers["set-cookie"]'];

/** Log keys that carry client input (GraphQL variables, request bodies): scrubbed deeply. */
const INPUT_KEYS = ['variables', 'body', 'input', 'params', 'query'] as const;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/** A copy of `value` with every secret-looking key's value replaced, at any depth (plain data only). */
export function scrubSecrets(value: unknown, depth = 0): unknown {
  if (depth > 20) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => scrubSecrets(item, depth + 1));
  if (!isPlainObject(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = SECRET_KEY.test(key) ? REDACTED : scrubSecrets(item, depth + 1);
  }
  return copy;
}

/** pino `formatters.log`: scrubs the input-carrying keys of every log line. */
export function scrubLogObject(object: Record<string, unknown>): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const key of INPUT_KEYS) {
    if (object[key] === undefined || typeof object[key] !== 'object') continue;
    copy ??= { ...object };
    copy[key] = scrubSecrets(object[key]);
  }
  return copy ?? object;
}

/** The calendar feed's secret token sits in the path; query strings may carry variables. */
export function redactUrl(url: string | undefined): string | undefined {
  if (!url) return url;
  const [path = '', search] = url.split('?', 2);
  const safePath = path
    .replace(/^\/calendar\/[^/]+/, `/calendar/${REDACTED}`)
    // A pending social registration's key (decision 065).
    .replace(/^\/api\/oauth\/registrations\/[^/]+/, `/api/oauth/registrations/${REDACTED}`)
    .replace(/^(\/[\w-]+\/social\/(?:register|disconnect))\/[^/]+/, `$1/${REDACTED}`);
  if (search === undefined) return safePath;
  const params = new URLSearchParams(search);
  for (const key of [...params.keys()]) {
    // `state` binds an OAuth answer to its browser (decision 065): as secret as the code beside it.
    if (key === 'variables' || key === 'state' || SECRET_KEY.test(key)) params.set(key, REDACTED);
  }
  return `${safePath}?${params.toString()}`;
}

interface RequestLike {
  method?: string;
  url?: string;
  host?: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Replaces pino's request serializer: no query values or path tokens. */
export function requestSerializer(request: RequestLike) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host ?? request.hostname,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Fields of driver/ORM errors that are safe: codes and names, never values. */
const SAFE_ERROR_FIELDS = ['code', 'statusCode', 'severity', 'constraint', 'table', 'column', 'schema', 'routine'] as const;

/** Drizzle puts the parameters in the message ("Failed query: ...\nparams: ..."): keep the SQL only. */
const stripParams = (text: string) => text.replace(/\nparams:[\s\S]*?(?=\n {4}at |$)/, '\nparams: [Redacted]');

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  cause?: SerializedError;
  [field: string]: unknown;
}

/**
 * Replaces pino's `err` serializer with an allow-list: driver errors carry `parameters`,
 * `params`, `detail` ("Key (email)=(...) already exists") and `where`, all with user data.
 */
export function errorSerializer(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: stripParams(String(error)), stack: '' };
  const serialized: SerializedError = {
    type: error.constructor?.name ?? error.name,
    message: stripParams(error.message),
    stack: stripParams(error.stack ?? ''),
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of SAFE_ERROR_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') serialized[field] = value;
  }
  if (error.cause !== undefined && depth < 5) serialized.cause = errorSerializer(error.cause, depth + 1);
  return serialized;
}
