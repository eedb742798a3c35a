import { graphql, type ResultOf } from '../../shared/graphql/graphql.ts';

/** GraphQL of the classroom (docs/api/classroom.md §1). */
export const CLASSROOM_INFO = graphql(`
  query ClassroomInfo($classUid: ID!) {
    classroom(classUid: $classUid) {
      classUid isDemo title lessonNumber moduleName startDate endDate opensAt
      teacher { peerId firstName shortName photo }
      role blockingError status roomStatus presentationUrl canBeAudioRecorded audioRecordingConsent isForNewClassroom hasReviewed
    }
  }
`);
export type ClassroomInfo = ResultOf<typeof CLASSROOM_INFO>['classroom'];

const ClassroomJoinFields = graphql(`
  fragment ClassroomJoinFields on ClassroomJoin {
    token expiresAt websocketPath websocketUrl role iceServers classUid isDemo opensAt endsAt presentationUrl canBeAudioRecorded
  }
`);
type ClassroomJoinResult = ResultOf<typeof ClassroomJoinFields>;
/** What joinClassroom / startDemoClass hand out (contract §1 ClassroomJoin). */
export type ClassroomJoin = Omit<ClassroomJoinResult, 'iceServers'> & { iceServers: RTCIceServer[] };

/** iceServers is a JSON scalar in the schema: the server fills it from its ICE/TURN configuration as RTCIceServer entries. */
export function asClassroomJoin(join: ClassroomJoinResult): ClassroomJoin {
  return { ...join, iceServers: Array.isArray(join.iceServers) ? (join.iceServers as RTCIceServer[]) : [] };
}

export const JOIN_CLASSROOM = graphql(
  `
  mutation JoinClassroom($classUid: ID!, $audioRecordingConsent: Boolean) {
    joinClassroom(classUid: $classUid, audioRecordingConsent: $audioRecordingConsent) { ...ClassroomJoinFields }
  }
`,
  [ClassroomJoinFields],
);

export const START_DEMO_CLASS = graphql(
  `
  mutation StartDemoClass { startDemoClass { ...ClassroomJoinFields } }
`,
  [ClassroomJoinFields],
);

const ChatMessageFields = graphql(`
  fragment ChatMessageFields on ClassroomChatMessage { id peerId authorName authorRole text sentAt deletedAt }
`);

export const CHAT_HISTORY = graphql(
  `
  query ClassroomChatHistory($classUid: ID!) {
    classroomChatHistory(classUid: $classUid) { ...ChatMessageFields }
  }
`,
  [ChatMessageFields],
);

export const CLASS_REPORT = graphql(
  `
  query ClassReport($classUid: ID!) {
    classReport(classUid: $classUid) {
      classUid title startDate endDate startedAt endedAt endReason
      chat { ...ChatMessageFields }
      attendance { peerId name role state firstJoinedAt lastLeftAt minutesInClass joinCount }
    }
  }
`,
  [ChatMessageFields],
);
export type ClassReport = ResultOf<typeof CLASS_REPORT>['classReport'];
