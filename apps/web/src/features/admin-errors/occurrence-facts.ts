/**
 * An occurrence's detail as the server stored it (decision 097: a client report's operation,
 * variables, status, code, path, area, release and user agent; a server error's route, method and
 * request id; the message and stack of both), read defensively: it is JSON written by two paths and
 * by older releases, so a missing or odd value reads as absent, never as a crash.
 */
export interface OccurrenceFacts {
  message: string | null;
  operationName: string | null;
  status: number | null;
  code: string | null;
  path: string | null;
  route: string | null;
  method: string | null;
  area: string | null;
  release: string | null;
  userAgent: string | null;
  requestId: string | null;
  /** The scrubbed variables, printed for reading; null when the error had none. */
  variables: string | null;
  stack: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

export function occurrenceFacts(detail: unknown): OccurrenceFacts {
  const d = detail !== null && typeof detail === 'object' && !Array.isArray(detail) ? (detail as Record<string, unknown>) : {};
  const hasVariables =
    d.variables !== null && d.variables !== undefined && !(typeof d.variables === 'object' && Object.keys(d.variables).length === 0);
  return {
    message: text(d.message),
    operationName: text(d.operationName),
    status: typeof d.status === 'number' && Number.isInteger(d.status) ? d.status : null,
    // The GraphQL error's code is kept as errorType: a `code` key is taken for a secret and redacted.
    code: text(d.errorType),
    path: text(d.path),
    route: text(d.route),
    method: text(d.method),
    area: text(d.area),
    release: text(d.release),
    userAgent: text(d.userAgent),
    requestId: text(d.requestId),
    variables: hasVariables ? JSON.stringify(d.variables, null, 2) : null,
    stack: text(d.stack),
  };
}
