import type { MessageType } from '../http/messages.ts';
import {
  type NotificationAction,
  autoHideDelay,
  dismissNotification,
  emptyNotifications,
  type NotificationState,
  pushNotification,
  removeNotification,
  TRANSITION_MS,
} from './notification-queue.ts';

/** A tiny external store so code outside React (http, GraphQL) can post to the feed. */
let state: NotificationState = emptyNotifications;
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function setState(next: NotificationState): void {
  const before = new Set(state.visible.map((n) => n.id));
  state = next;
  for (const n of state.visible) {
    const delay = autoHideDelay(n);
    if (!before.has(n.id) && delay !== null)
      timers.set(
        n.id,
        setTimeout(() => dismiss(n.id), delay),
      );
  }
  for (const listener of listeners) listener();
}

export interface NotifyOptions {
  action?: NotificationAction;
  hideAfterMs?: number;
}

/** Posts a notification; returns its id (to dismiss it later), or null when the same one is already shown. */
export function notify(type: MessageType, text: string, options: NotifyOptions = {}): number | null {
  const recent = state.visible.concat(state.queued);
  // The same message twice in a row (retries, double submits) is noise, not news.
  if (recent.some((n) => n.text === text && n.type === type && !n.leaving)) return null;
  const id = nextId++;
  setState(pushNotification(state, { id, type, text, leaving: false, ...options }));
  return id;
}

export function dismiss(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  if (!state.visible.some((n) => n.id === id && !n.leaving)) return;
  setState(dismissNotification(state, id));
  setTimeout(() => setState(removeNotification(state, id)), TRANSITION_MS);
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function snapshot(): NotificationState {
  return state;
}
