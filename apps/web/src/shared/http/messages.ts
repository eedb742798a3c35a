import { isRecord } from './http-error.ts';

export type MessageType = 'success' | 'error' | 'info' | 'warning';
export interface FeedMessage {
  type: MessageType;
  text: string;
}

/** Reads `messages` (strings or {type, text}) from a response body; bare strings take the response's outcome. */
export function extractMessages(body: unknown, ok: boolean): FeedMessage[] {
  if (!isRecord(body) || !Array.isArray(body.messages)) return [];
  const fallbackType: MessageType = ok ? 'success' : 'error';
  return body.messages.flatMap((entry): FeedMessage[] => {
    if (typeof entry === 'string') return entry ? [{ type: fallbackType, text: entry }] : [];
    if (isRecord(entry) && typeof entry.text === 'string') {
      const type = ['success', 'error', 'info', 'warning'].includes(String(entry.type)) ? (entry.type as MessageType) : fallbackType;
      return [{ type, text: entry.text }];
    }
    return [];
  });
}
