import type { MessageType } from '../http/messages.ts';

/** 000 §9: at most 3 on screen, success hides after 2500 ms, 500 ms transitions. */
export const MAX_VISIBLE = 3;
export const SUCCESS_AUTO_HIDE_MS = 2500;
export const TRANSITION_MS = 500;

export interface Notification {
  id: number;
  type: MessageType;
  text: string;
  /** Set while the exit transition runs; it still holds its place until removed. */
  leaving: boolean;
  /** One button beside the text ("Undo"); running it also dismisses the notification. */
  action?: NotificationAction;
  /** Hide after this long instead of the type's default (an undo offer lasts as long as its window). */
  hideAfterMs?: number;
}

export interface NotificationAction {
  label: string;
  run: () => void;
}

export interface NotificationState {
  visible: Notification[];
  queued: Notification[];
}

export const emptyNotifications: NotificationState = { visible: [], queued: [] };

export function pushNotification(state: NotificationState, notification: Notification): NotificationState {
  if (state.visible.length < MAX_VISIBLE) return { ...state, visible: [...state.visible, notification] };
  return { ...state, queued: [...state.queued, notification] };
}

/** Starts the exit transition; errors only leave this way (they never hide by themselves). */
export function dismissNotification(state: NotificationState, id: number): NotificationState {
  return { ...state, visible: state.visible.map((n) => (n.id === id ? { ...n, leaving: true } : n)) };
}

/** After the exit transition: frees the slot and shows the next queued one. */
export function removeNotification(state: NotificationState, id: number): NotificationState {
  const visible = state.visible.filter((n) => n.id !== id);
  const queued = state.queued.filter((n) => n.id !== id);
  const free = MAX_VISIBLE - visible.length;
  return { visible: [...visible, ...queued.slice(0, Math.max(free, 0))], queued: queued.slice(Math.max(free, 0)) };
}

/** Only success banners hide themselves; errors persist until dismissed (000 §8). */
export function autoHideDelay(notification: Pick<Notification, 'type' | 'hideAfterMs'>): number | null {
  if (notification.hideAfterMs !== undefined) return Math.max(0, notification.hideAfterMs);
  return notification.type === 'success' ? SUCCESS_AUTO_HIDE_MS : null;
}
