import { describe, expect, it } from 'vitest';
import { applyRoomCommand, stalePresences } from './apply-room-command.ts';
import { newRoomState } from './room-state.ts';

const t0 = new Date('2026-03-29T09:00:00Z');
const after = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
const seed = (peerId: string, role: 'teacher' | 'student') => ({ peerId, userId: peerId, name: peerId, photo: null, role });

function roomWithTeacher() {
  const room = newRoomState({ startsAt: after(60), endsAt: after(3660), isDemo: false, now: t0 });
  return applyRoomCommand(room, { peerId: 'tea' }, { type: 'connect', connectionId: 'c-tea', seed: seed('tea', 'teacher') }, t0).state;
}

describe('presence expiry (docs/decisions/027)', () => {
  it('records lastSeenAt on connect and expires a connection not heard for 30 s', () => {
    const state = roomWithTeacher();
    expect(state.participants.tea.lastSeenAt).toBe(t0.toISOString());
    expect(stalePresences(state, after(29.999), [])).toEqual([]);
    expect(stalePresences(state, after(30), []).map((p) => p.peerId)).toEqual(['tea']);
    // A socket the asking node holds open is judged by its transport, not the clock.
    expect(stalePresences(state, after(300), ['c-tea'])).toEqual([]);

    const out = applyRoomCommand(state, { system: true }, { type: 'expire_presence', keepConnectionIds: [] }, after(31));
    expect(out.state.participants.tea).toMatchObject({ state: 'left', connectionId: null });
    expect(out.kicks).toEqual([{ peerId: 'tea', connectionId: 'c-tea', reason: 'presence_expired' }]);
    expect(out.records).toEqual([{ kind: 'left', userId: 'tea' }]);
    expect(out.classStateChanged).toBe(true);
  });

  it('treats a connection stored without lastSeenAt (before this rule) as never heard, and ignores ended rooms', () => {
    const state = roomWithTeacher();
    delete state.participants.tea.lastSeenAt;
    expect(stalePresences(state, t0, []).map((p) => p.peerId)).toEqual(['tea']);
    expect(stalePresences({ ...state, status: 'ended' }, after(60), [])).toEqual([]);
  });
});
