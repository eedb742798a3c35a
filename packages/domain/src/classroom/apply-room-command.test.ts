import { describe, expect, it } from 'vitest';
import { errorCodeOf } from '../testing/error-code-of.ts';
import { type RoomCommand, applyRoomCommand, permissionsOf } from './apply-room-command.ts';
import { type RoomState, type Stroke, canSee, isTeacherPresent, newRoomState, waitingRoom } from './room-state.ts';

const start = new Date('2026-05-06T10:00:00Z');
const end = new Date('2026-05-06T11:00:00Z');
const M = 60_000;
const at = (minutes: number) => new Date(start.getTime() + minutes * M);

const teacher = { peerId: 't', userId: 't', name: 'Tom L.', photo: null, role: 'teacher' as const };
const mia = { peerId: 'm', userId: 'm', name: 'Mia K.', photo: null, role: 'student' as const };
const ben = { peerId: 'b', userId: 'b', name: 'Ben S.', photo: null, role: 'student' as const };
const olga = { peerId: 'o', userId: 'o', name: 'Observer', photo: null, role: 'observer' as const };

function run(state: RoomState, peerId: string, command: RoomCommand, minutes = 0) {
  return applyRoomCommand(state, { peerId }, command, at(minutes));
}
function connect(state: RoomState, seed: typeof teacher | typeof mia | typeof olga, connectionId = `${seed.peerId}1`, minutes = 0) {
  return run(state, seed.peerId, { type: 'connect', connectionId, seed }, minutes);
}

function classRoom(): RoomState {
  return newRoomState({ startsAt: start, endsAt: end, isDemo: false, now: at(-5) });
}

/** Teacher and Mia connected, Mia asking. */
function withAskingStudent(): RoomState {
  let state = connect(classRoom(), teacher).state;
  state = connect(state, mia).state;
  return run(state, 'm', { type: 'ask_to_join' }).state;
}

describe('applyRoomCommand: joining', () => {
  it('lets the teacher in at once and records it; students wait for the teacher', () => {
    const outcome = connect(classRoom(), teacher);
    expect(outcome.state.participants.t.state).toBe('in_class');
    expect(outcome.records).toEqual([{ kind: 'joined', userId: 't' }]);
    expect(isTeacherPresent(outcome.state)).toBe(true);
    const student = connect(classRoom(), mia);
    expect(student.state.participants.m.state).toBe('expected');
    expect(isTeacherPresent(student.state)).toBe(false);
  });

  it('puts an asking student in the waiting room, flagged late after 10 minutes', () => {
    const state = withAskingStudent();
    expect(waitingRoom(state).map((p) => p.peerId)).toEqual(['m']);
    expect(state.participants.m.late).toBe(false);
    let late = connect(state, ben as never).state;
    late = run(late, 'b', { type: 'ask_to_join' }, 10.5).state;
    expect(late.participants.b.late).toBe(true);
  });

  it('admits, denies and admits all (skipping late students)', () => {
    let state = withAskingStudent();
    state = connect(state, ben as never).state;
    state = run(state, 'b', { type: 'ask_to_join' }, 11).state;
    const all = run(state, 't', { type: 'admit_all' }, 11);
    expect(all.state.participants.m.state).toBe('in_class');
    expect(all.state.participants.b.state).toBe('asking');
    expect(all.resync).toEqual(['m']);
    expect(all.records).toEqual([
      { kind: 'admitted', userId: 'm' },
      { kind: 'joined', userId: 'm' },
    ]);
    const denied = run(all.state, 't', { type: 'deny', peerId: 'b' }, 11);
    expect(denied.state.participants.b.state).toBe('denied');
    expect(denied.records).toEqual([{ kind: 'denied', userId: 'b' }]);
    expect(errorCodeOf(() => run(denied.state, 'b', { type: 'ask_to_join' }))).toBe('join_denied');
    // The teacher may change their mind.
    expect(run(denied.state, 't', { type: 'admit', peerId: 'b' }).state.participants.b.state).toBe('in_class');
  });

  it('refuses moderation by students', () => {
    const state = withAskingStudent();
    expect(errorCodeOf(() => run(state, 'm', { type: 'admit', peerId: 'm' }))).toBe('forbidden');
    expect(errorCodeOf(() => run(state, 'm', { type: 'start_class' }))).toBe('forbidden');
    expect(errorCodeOf(() => run(state, 'm', { type: 'presentation_open' }))).toBe('forbidden');
  });

  it('lets an admitted student who reconnects straight back in', () => {
    let state = run(withAskingStudent(), 't', { type: 'admit', peerId: 'm' }).state;
    state = run(state, 'm', { type: 'disconnect', connectionId: 'm1' }).state;
    expect(state.participants.m.state).toBe('left');
    const back = connect(state, mia, 'm2');
    expect(back.state.participants.m.state).toBe('in_class');
    expect(back.records).toEqual([{ kind: 'joined', userId: 'm' }]);
  });

  it('kicks the older connection of a duplicate session, and ignores its late close', () => {
    const first = connect(classRoom(), teacher, 'c1').state;
    const second = connect(first, teacher, 'c2');
    expect(second.kicks).toEqual([{ peerId: 't', connectionId: 'c1', reason: 'duplicate_session' }]);
    expect(second.records).toEqual([]);
    const staleClose = run(second.state, 't', { type: 'disconnect', connectionId: 'c1' });
    expect(staleClose.state.participants.t.connectionId).toBe('c2');
    expect(staleClose.changed).toEqual([]);
  });

  it('removes a student for good', () => {
    const admitted = run(withAskingStudent(), 't', { type: 'admit', peerId: 'm' }).state;
    const removed = run(admitted, 't', { type: 'remove', peerId: 'm' });
    expect(removed.kicks).toEqual([{ peerId: 'm', connectionId: 'm1', reason: 'removed' }]);
    expect(removed.state.participants.m.state).toBe('removed');
    expect(removed.records.map((r) => r.kind)).toEqual(['left', 'removed']);
    expect(errorCodeOf(() => connect(removed.state, mia, 'm2'))).toBe('removed_from_class');
  });

  it('lets observers in silently: invisible to others, no attendance records', () => {
    let state = connect(classRoom(), teacher).state;
    const outcome = connect(state, olga);
    state = outcome.state;
    expect(state.participants.o.state).toBe('in_class');
    expect(outcome.records).toEqual([]);
    expect(canSee({ peerId: 't', role: 'teacher' }, state.participants.o)).toBe(false);
    expect(canSee({ peerId: 'o', role: 'observer' }, state.participants.t)).toBe(true);
    expect(permissionsOf(state.participants.o, state).chat).toBe(false);
  });

  it('shows students only the teacher and who is in class', () => {
    const state = withAskingStudent();
    const viewer = { peerId: 'x', role: 'student' as const };
    expect(canSee(viewer, state.participants.t)).toBe(true);
    expect(canSee(viewer, state.participants.m)).toBe(false);
    expect(canSee({ peerId: 't', role: 'teacher' }, state.participants.m)).toBe(true);
  });
});

describe('applyRoomCommand: class flow', () => {
  it('starts once and ends for all with the reason', () => {
    let state = run(withAskingStudent(), 't', { type: 'admit', peerId: 'm' }).state;
    const started = run(state, 't', { type: 'start_class' });
    expect(started.records).toEqual([{ kind: 'started', userId: 't' }]);
    expect(run(started.state, 't', { type: 'start_class' }).records).toEqual([]);
    state = started.state;
    const ended = run(state, 't', { type: 'end_class' }, 50);
    expect(ended.ended).toBe('ended_by_host');
    expect(ended.state.status).toBe('ended');
    expect(ended.records.map((r) => r.kind).sort()).toEqual(['ended', 'left', 'left']);
    expect(errorCodeOf(() => run(ended.state, 't', { type: 'start_class' }))).toBe('class_has_ended');
    expect(errorCodeOf(() => connect(ended.state, mia, 'm9'))).toBe('class_has_ended');
  });

  it('hard-stops from the system, once', () => {
    const state = connect(classRoom(), teacher).state;
    const stopped = applyRoomCommand(state, { system: true }, { type: 'hard_stop' }, end);
    expect(stopped.ended).toBe('hard_stop');
    expect(stopped.state.endReason).toBe('hard_stop');
    expect(applyRoomCommand(stopped.state, { system: true }, { type: 'hard_stop' }, end).ended).toBeNull();
  });

  it('marks teacher absent when the teacher drops ("waiting for teacher")', () => {
    const state = connect(classRoom(), teacher).state;
    const dropped = run(state, 't', { type: 'disconnect', connectionId: 't1' });
    expect(isTeacherPresent(dropped.state)).toBe(false);
    expect(dropped.classStateChanged).toBe(true);
    expect(dropped.closedConnections).toEqual([{ peerId: 't', connectionId: 't1' }]);
  });

  it('mutes a student; the student unmuting clears the flag', () => {
    let state = run(withAskingStudent(), 't', { type: 'admit', peerId: 'm' }).state;
    state = run(state, 'm', { type: 'media_state', audio: true, video: true }).state;
    const muted = run(state, 't', { type: 'mute', peerId: 'm' });
    expect(muted.muted).toEqual(['m']);
    expect(muted.state.participants.m).toMatchObject({ mutedByTeacher: true, audio: false });
    expect(run(muted.state, 'm', { type: 'media_state', audio: true, video: true }).state.participants.m.mutedByTeacher).toBe(false);
  });

  it('adds booked students as expected without touching known ones', () => {
    const state = connect(classRoom(), mia).state;
    const synced = applyRoomCommand(state, { system: true }, { type: 'sync_expected', students: [mia, ben] }, at(0));
    expect(synced.changed).toEqual(['b']);
    expect(synced.state.participants.b.state).toBe('expected');
    expect(synced.state.participants.m.connectionId).toBe('m1');
  });
});

describe('applyRoomCommand: presentation, annotations, screen share', () => {
  const stroke: Stroke = { id: 's1', peerId: '?', color: '#f00', width: 3, tool: 'pen', points: [[0.1, 0.2]] };

  it('keeps students on the shared page while paused, and catches them up on resume', () => {
    let state = connect(classRoom(), teacher).state;
    state = run(state, 't', { type: 'presentation_open', pageCount: 10 }).state;
    state = run(state, 't', { type: 'presentation_page', page: 3 }).state;
    expect(state.presentation).toMatchObject({ active: true, page: 3, sharedPage: 3, mode: 'presenting' });
    state = run(state, 't', { type: 'presentation_mode', mode: 'paused' }).state;
    state = run(state, 't', { type: 'presentation_page', page: 5 }).state;
    expect(state.presentation).toMatchObject({ page: 5, sharedPage: 3 });
    state = run(state, 't', { type: 'presentation_mode', mode: 'presenting' }).state;
    expect(state.presentation.sharedPage).toBe(5);
    expect(errorCodeOf(() => run(state, 't', { type: 'presentation_page', page: 11 }))).toBe('invalid_request');
  });

  it('allows only one of presentation and screen share; replace switches', () => {
    let state = connect(classRoom(), teacher).state;
    state = run(state, 't', { type: 'presentation_open' }).state;
    expect(errorCodeOf(() => run(state, 't', { type: 'screen_share_start' }))).toBe('replace_required');
    const replaced = run(state, 't', { type: 'screen_share_start', replace: true });
    expect(replaced.state.presentation.active).toBe(false);
    expect(replaced.state.screenShare?.peerId).toBe('t');
    expect(errorCodeOf(() => run(replaced.state, 't', { type: 'presentation_open' }))).toBe('replace_required');
    const back = run(replaced.state, 't', { type: 'presentation_open', replace: true });
    expect(back.state.screenShare).toBeNull();
    expect(back.screenShareChanged).toBe(true);
  });

  it('stores finished strokes per page and clears a page', () => {
    let state = connect(classRoom(), teacher).state;
    state = run(state, 't', { type: 'presentation_open' }).state;
    const added = run(state, 't', { type: 'annotation_add', page: 2, stroke });
    expect(added.state.annotations['2']).toEqual([{ ...stroke, peerId: 't' }]);
    const cleared = run(added.state, 't', { type: 'annotation_clear', page: 2 });
    expect(cleared.state.annotations['2']).toBeUndefined();
    expect(cleared.annotationCleared).toBe(2);
  });

  it('gives the demo visitor the presenter controls, alone and started', () => {
    const demo = newRoomState({ startsAt: at(0), endsAt: at(15), isDemo: true, now: at(0) });
    const joined = connect(demo, mia).state;
    expect(joined.status).toBe('started');
    expect(joined.participants.m.state).toBe('in_class');
    expect(permissionsOf(joined.participants.m, joined)).toEqual({ moderate: false, present: true, chat: true, deleteChat: false });
    expect(run(joined, 'm', { type: 'presentation_open' }).state.presentation.active).toBe(true);
  });
});

describe('applyRoomCommand: raised hands and recording consent (issue 12 points 11 and 16)', () => {
  function inClass(): RoomState {
    let state = withAskingStudent();
    state = run(state, 't', { type: 'admit', peerId: 'm' }).state;
    return state;
  }

  it('raises a hand until the student or the teacher lowers it; leaving lowers it too', () => {
    const raised = run(inClass(), 'm', { type: 'raise_hand', raised: true });
    expect(raised.state.participants.m.handRaised).toBe(true);
    expect(raised.changed).toEqual(['m']);
    expect(run(raised.state, 'm', { type: 'raise_hand', raised: true }).changed).toEqual([]);
    expect(run(raised.state, 'm', { type: 'raise_hand', raised: false }).state.participants.m.handRaised).toBe(false);
    expect(run(raised.state, 't', { type: 'lower_hand', peerId: 'm' }).state.participants.m.handRaised).toBe(false);
    expect(run(raised.state, 'm', { type: 'leave' }).state.participants.m.handRaised).toBe(false);
  });

  it('lets only students in class raise a hand, and only the teacher lower another hand', () => {
    const state = inClass();
    expect(errorCodeOf(() => run(state, 't', { type: 'raise_hand', raised: true }))).toBe('invalid_request');
    const waiting = connect(state, ben as never).state;
    expect(errorCodeOf(() => run(waiting, 'b', { type: 'raise_hand', raised: true }))).toBe('invalid_request');
    const raised = run(state, 'm', { type: 'raise_hand', raised: true }).state;
    expect(errorCodeOf(() => run(raised, 'm', { type: 'lower_hand', peerId: 'm' }))).toBe('forbidden');
  });

  it('keeps the recording choice of the latest join: a student who declined is let in all the same', () => {
    let state = connect(classRoom(), teacher).state;
    state = connect(state, { ...mia, recordingConsent: false } as never).state;
    state = run(state, 'm', { type: 'ask_to_join' }).state;
    state = run(state, 't', { type: 'admit', peerId: 'm' }).state;
    expect(state.participants.m).toMatchObject({ state: 'in_class', recordingConsent: false });
    const again = connect(state, { ...mia, recordingConsent: true } as never, 'm2').state;
    expect(again.participants.m.recordingConsent).toBe(true);
  });
});
