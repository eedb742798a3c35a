import { Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPage } from '../../../shared/app/lazy-page.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { PageSpinner } from '../../../shared/ui/spinner.tsx';
import { RoomEndScreen } from '../end/room-end-screen.tsx';
import { useLocalMedia } from '../media/use-local-media.ts';
import { PreJoinScreen } from '../prejoin/pre-join-screen.tsx';
import type { ClassroomJoin } from '../classroom-documents.ts';
import { JoinRefused } from '../room/room-connection.ts';
import { type ClassFlow, classFlowOf, isInClass } from '../room/room-selectors.ts';
import { useClassroomRoom } from '../room/use-classroom-room.ts';
import { useErrorText } from '../../../shared/errors/error-text.ts';
import { RoomNotices } from './notices.tsx';
import { StudentWaitingScreen } from './waiting-screen.tsx';
import { track } from '../../../shared/telemetry/analytics.ts';

export interface SessionInfo {
  title: string;
  subtitle?: string | null;
  startDate?: string;
  endDate?: string;
  teacherName?: string | null;
  /** Ask the student about audio recording (a class that may be recorded). */
  canBeAudioRecorded: boolean;
  /** The student's remembered choice (pre-fills the prejoin screen); null if never asked. */
  recordingConsent?: boolean | null;
}

export type SessionEnd = { kind: 'ended'; role: string | null } | { kind: 'left'; role: string | null };

interface ClassroomSessionProps {
  info: SessionInfo;
  selfName: string;
  joinLabel: string;
  diagnosticsHref: string;
  /** A join token; the first join passes the student's recording choice (null: not asked). */
  fetchJoin: (audioRecordingConsent?: boolean | null) => Promise<ClassroomJoin>;
  /** Where to go once the class ended or the user left (review, class log, leave page, demo completed). */
  onEnd: (end: SessionEnd) => void;
}

const END_REDIRECT_MS = 3000;

/**
 * The class itself (stage, presentation and whiteboard, controls, participants, chat) is its own
 * chunk, loaded while the pre-join screen shows: out of the classroom's first load (decision 110).
 */
const InClassView = lazyPage(() => import('./in-class-view.tsx'), 'InClassView');

/** One participant's visit: pre-join screen, then the room (waiting room, class, end). */
export function ClassroomSession({ info, selfName, joinLabel, diagnosticsHref, fetchJoin, onEnd }: ClassroomSessionProps) {
  const { t } = useTranslation('classroom');
  const errorText = useErrorText();
  const media = useLocalMedia();
  const [join, setJoin] = useState<ClassroomJoin | undefined>();
  const [joining, setJoining] = useState(false);
  const [joinError, setJoinError] = useState<string | null>(null);
  const room = useClassroomRoom({ active: Boolean(join), fetchJoin, initialJoin: join, media });
  const { state, controls } = room;
  const flow = classFlowOf(state);
  useEffect(() => {
    void InClassView.preload();
  }, []);

  const start = useCallback(
    async (audioRecordingConsent: boolean | null) => {
      setJoining(true);
      setJoinError(null);
      try {
        setJoin(await fetchJoin(audioRecordingConsent));
        track('classroom_joined');
      } catch (error) {
        setJoinError(errorText(error instanceof JoinRefused ? error.code : 'connection_failed_low_network'));
      } finally {
        setJoining(false);
      }
    },
    [fetchJoin, errorText],
  );

  const ended = flow === 'ended_by_host' || flow === 'hard_stop';
  const role = state.role;
  useEffect(() => {
    if (!join) return;
    if (flow === 'left_by_user') {
      onEnd({ kind: 'left', role });
      return;
    }
    if (!ended) return;
    const timer = setTimeout(() => onEnd({ kind: 'ended', role }), END_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [join, flow, ended, role, onEnd]);

  if (!join) {
    return (
      <PreJoinScreen
        {...info}
        media={media}
        selfName={selfName}
        joinLabel={joinLabel}
        busy={joining}
        error={joinError}
        diagnosticsHref={diagnosticsHref}
        onJoin={(consent) => void start(consent)}
      />
    );
  }

  const notices = <RoomNotices notices={state.notices} onDismiss={controls.dismissNotice} />;
  if (ended) {
    return (
      <>
        {notices}
        <RoomEndScreen title={t(`flow.${flow}`)} text={t(`end.${flow}`)} testId="class-ended">
          <Button onClick={() => onEnd({ kind: 'ended', role })}>{role === 'teacher' ? t('end.toClassLog') : t('end.continue')}</Button>
        </RoomEndScreen>
      </>
    );
  }
  const endScreen = endScreenFor(flow);
  if (endScreen) {
    const code = flow === 'failed_to_join' ? (state.failure ?? 'unknown') : flow === 'removed' ? 'removed_from_class' : 'duplicate_session';
    return (
      <RoomEndScreen title={t(`flow.${flow}`)} text={errorText(code)} testId={`room-${flow}`}>
        {flow === 'duplicate_session' || flow === 'failed_to_join' ? (
          <Button onClick={() => window.location.reload()}>{flow === 'duplicate_session' ? t('end.useHere') : t('actions.retry')}</Button>
        ) : null}
      </RoomEndScreen>
    );
  }
  if (flow === 'connecting' || flow === 'left_by_user') return <PageSpinner />;
  if (!isInClass(state)) {
    return (
      <>
        {notices}
        <StudentWaitingScreen state={state} flow={flow} media={media} controls={controls} />
      </>
    );
  }
  return (
    <>
      {notices}
      <Suspense fallback={<PageSpinner />}>
        <InClassView state={state} remotes={room.remotes} localScreen={room.localScreen} media={media} controls={controls} />
      </Suspense>
    </>
  );
}

function endScreenFor(flow: ClassFlow): boolean {
  return flow === 'failed_to_join' || flow === 'removed' || flow === 'duplicate_session';
}
