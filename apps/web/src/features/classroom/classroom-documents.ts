import { gql } from 'urql';
import type { ChatMessage, ClassroomRole } from './room/protocol.ts';
import type { ClassroomJoin } from './room/room-connection.ts';

/** GraphQL of the classroom (docs/api/classroom.md §1). */
export interface ClassroomInfo {
  classUid: string;
  isDemo: boolean;
  title: string;
  lessonNumber: number | null;
  moduleName: string | null;
  startDate: string;
  endDate: string;
  opensAt: string;
  teacher: { peerId: string; firstName: string; shortName: string; photo: string | null } | null;
  role: ClassroomRole | null;
  blockingError: string | null;
  status: string;
  roomStatus: 'waiting' | 'started' | 'ended';
  presentationUrl: string | null;
  canBeAudioRecorded: boolean;
  isForNewClassroom: boolean;
  hasReviewed: boolean;
}

export const CLASSROOM_INFO = gql<{ classroom: ClassroomInfo }, { classUid: string }>(`
  query ClassroomInfo($classUid: ID!) {
    classroom(classUid: $classUid) {
      classUid isDemo title lessonNumber moduleName startDate endDate opensAt
      teacher { peerId firstName shortName photo }
      role blockingError status roomStatus presentationUrl canBeAudioRecorded isForNewClassroom hasReviewed
    }
  }
`);

const JOIN_FIELDS =
  'token expiresAt websocketPath websocketUrl role iceServers classUid isDemo opensAt endsAt presentationUrl canBeAudioRecorded';

export const JOIN_CLASSROOM = gql<{ joinClassroom: ClassroomJoin }, { classUid: string }>(`
  mutation JoinClassroom($classUid: ID!) { joinClassroom(classUid: $classUid) { ${JOIN_FIELDS} } }
`);

export const START_DEMO_CLASS = gql<{ startDemoClass: ClassroomJoin }, Record<string, never>>(`
  mutation StartDemoClass { startDemoClass { ${JOIN_FIELDS} } }
`);

export const CHAT_HISTORY = gql<{ classroomChatHistory: ChatMessage[] }, { classUid: string }>(`
  query ClassroomChatHistory($classUid: ID!) {
    classroomChatHistory(classUid: $classUid) { id peerId authorName authorRole text sentAt deletedAt }
  }
`);

export interface ClassAttendance {
  peerId: string;
  name: string;
  role: ClassroomRole;
  state: string;
  firstJoinedAt: string | null;
  lastLeftAt: string | null;
  minutesInClass: number;
  joinCount: number;
}

export interface ClassReport {
  classUid: string;
  title: string;
  startDate: string;
  endDate: string;
  startedAt: string | null;
  endedAt: string | null;
  endReason: 'ended_by_host' | 'hard_stop' | null;
  chat: ChatMessage[];
  attendance: ClassAttendance[];
}

export const CLASS_REPORT = gql<{ classReport: ClassReport }, { classUid: string }>(`
  query ClassReport($classUid: ID!) {
    classReport(classUid: $classUid) {
      classUid title startDate endDate startedAt endedAt endReason
      chat { id peerId authorName authorRole text sentAt deletedAt }
      attendance { peerId name role state firstJoinedAt lastLeftAt minutesInClass joinCount }
    }
  }
`);

export interface SubmitClassReviewInput {
  classUid: string;
  teacherRating: number;
  materialRating: number;
  technicalQuality: number | null;
  feedback: string;
}

export const SUBMIT_CLASS_REVIEW = gql<{ submitClassReview: { id: string; createdAt: string } }, { input: SubmitClassReviewInput }>(`
  mutation SubmitClassReview($input: SubmitClassReviewInput!) { submitClassReview(input: $input) { id createdAt } }
`);
