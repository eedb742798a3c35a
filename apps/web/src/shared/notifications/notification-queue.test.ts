import { describe, expect, it } from 'vitest';
import {
  autoHideDelay,
  dismissNotification,
  emptyNotifications,
  type Notification,
  pushNotification,
  removeNotification,
} from './notification-queue.ts';

const make = (id: number, type: Notification['type'] = 'success'): Notification => ({ id, type, text: `m${id}`, leaving: false });

describe('notification queue', () => {
  it('shows at most three and queues the rest', () => {
    let state = emptyNotifications;
    for (let id = 1; id <= 5; id++) state = pushNotification(state, make(id));
    expect(state.visible.map((n) => n.id)).toEqual([1, 2, 3]);
    expect(state.queued.map((n) => n.id)).toEqual([4, 5]);
  });

  it('keeps a leaving one in its slot until removed, then promotes the next', () => {
    let state = emptyNotifications;
    for (let id = 1; id <= 4; id++) state = pushNotification(state, make(id));
    state = dismissNotification(state, 2);
    expect(state.visible.find((n) => n.id === 2)?.leaving).toBe(true);
    expect(state.queued).toHaveLength(1);
    state = removeNotification(state, 2);
    expect(state.visible.map((n) => n.id)).toEqual([1, 3, 4]);
    expect(state.queued).toHaveLength(0);
  });

  it('auto-hides success only', () => {
    expect(autoHideDelay({ type: 'success' })).toBe(2500);
    expect(autoHideDelay({ type: 'error' })).toBeNull();
    expect(autoHideDelay({ type: 'warning' })).toBeNull();
    expect(autoHideDelay({ type: 'info' })).toBeNull();
  });
});
