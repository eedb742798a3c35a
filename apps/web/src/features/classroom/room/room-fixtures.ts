import type { ClassState, Participant, WelcomeMessage } from './protocol.ts';

/** Builders for unit tests of the room's pure parts. */
export function participant(overrides: Partial<Participant> = {}): Participant {
  return {
    peerId: 'student-1',
    name: 'Mia K.',
    photo: null,
    role: 'student',
    state: 'in_class',
    connected: true,
    connectionId: 'c-1',
    late: false,
    audio: true,
    video: true,
    mutedByTeacher: false,
    askedAt: null,
    joinedAt: null,
    ...overrides,
  };
}

export function classState(overrides: Partial<ClassState> = {}): ClassState {
  return {
    status: 'started',
    teacherPresent: true,
    startedAt: '2026-03-02T10:00:00.000Z',
    endedAt: null,
    endReason: null,
    endsAt: '2026-03-02T11:00:00.000Z',
    ...overrides,
  };
}

export function welcome(overrides: Partial<WelcomeMessage> = {}): WelcomeMessage {
  const self = overrides.self ?? participant();
  const teacher = participant({ peerId: 'teacher-1', name: 'Tom T.', role: 'teacher', connectionId: 'c-t' });
  return {
    type: 'welcome',
    serverTime: '2026-03-02T10:10:00.000Z',
    self,
    role: self.role,
    permissions: { moderate: false, present: false, chat: true, deleteChat: false },
    room: {
      classUid: 'K1',
      isDemo: false,
      title: 'Greetings',
      startDate: '2026-03-02T10:00:00.000Z',
      endDate: '2026-03-02T11:00:00.000Z',
      opensAt: '2026-03-02T09:55:00.000Z',
      endsAt: '2026-03-02T11:00:00.000Z',
      presentationUrl: '/api/lessons/1/presentation.pdf',
      canBeAudioRecorded: false,
    },
    classState: classState(),
    participants: [teacher, self],
    waitingRoom: [],
    chat: [],
    presentation: { active: false, mode: 'presenting', page: 1, sharedPage: 1, pageCount: null, presenterPeerId: null },
    annotations: {},
    screenShare: null,
    iceServers: [{ urls: 'stun:stun.example.test:3478' }],
    ...overrides,
  };
}
