import { describe, expect, it } from 'vitest';
import { parseServerMessage, type ServerMessage } from './protocol.ts';
import { classState, participant, welcome } from './room-fixtures.ts';
import { initialRoomState, type RoomAction, type RoomState, roomReducer } from './room-state.ts';
import { classFlowOf, isInClass, meshPeers, secondsUntilHardStop } from './room-selectors.ts';

const receivedAt = Date.parse('2026-03-02T10:09:58.000Z');
const run = (actions: RoomAction[], from: RoomState = initialRoomState) => actions.reduce(roomReducer, from);
const server = (message: ServerMessage): RoomAction => ({
  type: 'server',
  message,
  receivedAt,
});

describe('roomReducer: joining', () => {
  it('takes the whole room from welcome and measures the clock skew', () => {
    const state = run([server(welcome())]);
    expect(state.phase).toBe('live');
    expect(state.self?.peerId).toBe('student-1');
    expect(state.clockSkewMs).toBe(2000);
    expect(state.iceServers).toEqual([{ urls: 'stun:stun.example.test:3478' }]);
    expect(classFlowOf(state)).toBe('teacher_joined');
    expect(isInClass(state)).toBe(true);
  });

  it('walks a student through the waiting room: expected, asking, admitted (state resync)', () => {
    const expected = participant({ state: 'expected' });
    let state = run([
      server(welcome({ self: expected, participants: [expected], classState: classState({ teacherPresent: false, status: 'waiting' }) })),
    ]);
    expect(classFlowOf(state)).toBe('expected');
    expect(isInClass(state)).toBe(false);
    state = run([server({ type: 'participant', participant: participant({ state: 'asking' }) })], state);
    expect(classFlowOf(state)).toBe('asking');
    state = run([server({ ...welcome(), type: 'state' })], state);
    expect(classFlowOf(state)).toBe('teacher_joined');
    expect(state.syncCount).toBe(2);
  });

  it('shows a denied student the denial', () => {
    const state = run([
      server(welcome({ self: participant({ state: 'asking' }) })),
      server({ type: 'participant', participant: participant({ state: 'denied' }) }),
    ]);
    expect(classFlowOf(state)).toBe('denied');
  });

  it('says "waiting for teacher" until the teacher is present', () => {
    const state = run([server(welcome({ classState: classState({ teacherPresent: false, status: 'waiting' }) }))]);
    expect(classFlowOf(state)).toBe('waiting_for_teacher');
    const joined = run([server({ type: 'class_state', classState: classState({ teacherPresent: true }) })], state);
    expect(classFlowOf(joined)).toBe('teacher_joined');
  });

  it('keeps the teacher waiting room up to date', () => {
    const asking = participant({ peerId: 'student-2', state: 'asking' });
    let state = run([
      server(welcome({ role: 'teacher', self: participant({ peerId: 'teacher-1', role: 'teacher' }) })),
      server({ type: 'waiting_room', waitingRoom: [asking] }),
    ]);
    expect(state.waitingRoom).toHaveLength(1);
    state = run([server({ type: 'participant', participant: { ...asking, state: 'in_class' } })], state);
    expect(state.waitingRoom).toHaveLength(0);
    expect(state.participants.find((p) => p.peerId === 'student-2')?.state).toBe('in_class');
  });

  it('reports a join refused by the server', () => {
    expect(classFlowOf(run([{ type: 'joinFailed', code: 'link_expired' }]))).toBe('failed_to_join');
    expect(run([{ type: 'joinFailed', code: 'class_has_ended' }]).phase).toBe('ended');
    expect(classFlowOf(run([{ type: 'joinFailed', code: 'removed_from_class' }]))).toBe('removed');
  });
});

describe('roomReducer: the end of a class', () => {
  it('ends by host and ignores later frames', () => {
    const state = run([server(welcome()), server({ type: 'class_ended', reason: 'ended_by_host', at: '2026-03-02T10:30:00.000Z' })]);
    expect(classFlowOf(state)).toBe('ended_by_host');
    expect(state.permissions.chat).toBe(false);
    const after = run(
      [server({ type: 'participant', participant: participant({ name: 'Changed' }) }), { type: 'closed', code: 4410 }],
      state,
    );
    expect(after).toBe(state);
  });

  it('reaches the hard stop with a warning first', () => {
    let state = run([server(welcome()), server({ type: 'hard_stop_warning', endsAt: '2026-03-02T11:00:00.000Z', secondsLeft: 300 })]);
    expect(state.notices.at(-1)?.kind).toBe('hard_stop_warning');
    state = run([server({ type: 'class_ended', reason: 'hard_stop', at: '2026-03-02T11:00:00.000Z' })], state);
    expect(classFlowOf(state)).toBe('hard_stop');
  });

  it('counts down by the server clock, re-read from pongs and warnings', () => {
    const state = run([server(welcome())]);
    const later = run([server({ type: 'pong', t: 1, serverTime: '2026-03-02T10:30:00.000Z' })], state);
    expect(later.clockSkewMs).toBe(Date.parse('2026-03-02T10:30:00.000Z') - receivedAt);
    const warned = run([server({ type: 'hard_stop_warning', endsAt: '2026-03-02T11:00:00.000Z', secondsLeft: 60 })], state);
    expect(secondsUntilHardStop(warned, receivedAt)).toBe(60);
    // local 10:54:58 + 2 s skew = server 10:55:00 → five minutes left
    expect(secondsUntilHardStop(state, Date.parse('2026-03-02T10:54:58.000Z'))).toBe(300);
    expect(secondsUntilHardStop(state, Date.parse('2026-03-02T12:00:00.000Z'))).toBe(0);
  });

  it('maps close codes: left, removed, duplicate, expired link, network drop', () => {
    const live = run([server(welcome())]);
    expect(classFlowOf(run([{ type: 'closed', code: 1000 }], live))).toBe('left_by_user');
    expect(classFlowOf(run([server({ type: 'removed' }), { type: 'closed', code: 4403 }], live))).toBe('removed');
    expect(classFlowOf(run([{ type: 'closed', code: 4409 }], live))).toBe('duplicate_session');
    expect(run([{ type: 'closed', code: 4401 }], live)).toMatchObject({ phase: 'failed', failure: 'link_expired' });
    expect(run([{ type: 'closed', code: 1006 }], live).phase).toBe('reconnecting');
    const refused = run([server({ type: 'error', code: 'observation_opted_out', message: 'x' }), { type: 'closed', code: 4403 }], live);
    expect(refused).toMatchObject({ phase: 'failed', failure: 'observation_opted_out' });
  });
});

describe('roomReducer: chat, presentation and annotations', () => {
  it('adds chat messages once and tells the author a deletion', () => {
    const message = {
      id: 'm1',
      peerId: 'student-1',
      authorName: 'Mia K.',
      authorRole: 'student' as const,
      text: 'Hallo',
      sentAt: '2026-03-02T10:11:00.000Z',
      deletedAt: null,
    };
    let state = run([server(welcome()), server({ type: 'chat_message', message }), server({ type: 'chat_message', message })]);
    expect(state.chat).toHaveLength(1);
    state = run([server({ type: 'chat_deleted', messageId: 'm1', peerId: 'student-1' })], state);
    expect(state.chat[0]).toMatchObject({ text: '' });
    expect(state.chat[0].deletedAt).not.toBeNull();
    expect(state.notices.at(-1)?.kind).toBe('message_removed');
  });

  it('follows the presentation and appends stroke chunks per page', () => {
    const presentation = { active: true, mode: 'presenting' as const, page: 3, sharedPage: 3, pageCount: 8, presenterPeerId: 'teacher-1' };
    const stroke = { id: 's1', color: '#dc2626', width: 4, tool: 'pen' as const, points: [[0.1, 0.1]] as [number, number][] };
    let state = run([
      server(welcome({ annotations: { '2': [stroke], x: [] } })),
      server({ type: 'presentation', presentation }),
      server({ type: 'annotation_stroke', page: 3, stroke, final: false }),
      server({ type: 'annotation_stroke', page: 3, stroke: { ...stroke, points: [[0.2, 0.2]] }, final: true }),
    ]);
    expect(state.presentation.sharedPage).toBe(3);
    expect(state.annotations[2]).toHaveLength(1);
    expect(state.annotations[3][0].points).toEqual([
      [0.1, 0.1],
      [0.2, 0.2],
    ]);
    state = run([server({ type: 'annotation_stroke', page: 3, stroke: { ...stroke, color: 'javascript:' }, final: true })], state);
    expect(state.annotations[3]).toHaveLength(1);
    state = run([server({ type: 'annotation_clear', page: 3 })], state);
    expect(state.annotations[3]).toEqual([]);
  });

  it('lists the mesh peers: others in class with a live connection, never observers', () => {
    const state = run([
      server(
        welcome({
          participants: [
            participant(),
            participant({ peerId: 'teacher-1', role: 'teacher' }),
            participant({ peerId: 'student-2', state: 'asking' }),
            participant({ peerId: 'student-3', connected: false }),
            participant({ peerId: 'admin-1', role: 'observer' }),
          ],
        }),
      ),
    ]);
    expect(meshPeers(state).map((p) => p.peerId)).toEqual(['teacher-1']);
  });
});

describe('roomReducer: hands, reactions and the demo (issue 12 point 11)', () => {
  it('keeps a raised hand on the participant until a lowered one arrives', () => {
    let state = run([server(welcome())]);
    state = run([server({ type: 'participant', participant: participant({ peerId: 'student-1', handRaised: true }) })], state);
    expect(state.self?.handRaised).toBe(true);
    state = run([server({ type: 'participant', participant: participant({ peerId: 'student-1', handRaised: false }) })], state);
    expect(state.self?.handRaised).toBe(false);
  });

  it('shows relayed and own reactions until each has had its time, at most six at once', () => {
    let state = run([server(welcome()), server({ type: 'reaction', from: 'teacher-1', emoji: 'clap' })]);
    state = run([{ type: 'localReaction', peerId: 'student-1', emoji: 'heart' }], state);
    expect(state.reactions.map((r) => [r.peerId, r.emoji])).toEqual([
      ['teacher-1', 'clap'],
      ['student-1', 'heart'],
    ]);
    state = run([{ type: 'reactionShown', id: state.reactions[0].id }], state);
    expect(state.reactions.map((r) => r.emoji)).toEqual(['heart']);
    for (let i = 0; i < 8; i++) state = run([server({ type: 'reaction', from: 'teacher-1', emoji: 'thumbs_up' })], state);
    expect(state.reactions).toHaveLength(6);
  });

  it('drops a reaction that is not one of the five', () => {
    const frame = JSON.stringify({ type: 'reaction', from: 'teacher-1', emoji: 'fireworks' });
    expect(parseServerMessage(frame)).toBeNull();
    expect(parseServerMessage(JSON.stringify({ type: 'reaction', from: 'teacher-1', emoji: 'question' }))).not.toBeNull();
  });

  it('says a demo is a demo instead of waiting for a teacher who will not come', () => {
    const base = welcome({ classState: classState({ teacherPresent: false }) });
    const state = run([server({ ...base, room: { ...base.room, isDemo: true } })]);
    expect(classFlowOf(state)).toBe('demo');
  });
});
