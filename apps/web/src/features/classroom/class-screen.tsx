import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useClient } from 'urql';
import { dataOf } from '../../shared/data/data-state.ts';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { useAuth } from '../../shared/auth/auth-context.tsx';
import { areaUrl } from '../../shared/routing/area-url.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Button, buttonClass } from '../../shared/ui/button.tsx';
import { BrowserGate } from './browser/browser-gate.tsx';
import { asClassroomJoin, CLASSROOM_INFO, type ClassroomInfo, JOIN_CLASSROOM } from './classroom-documents.ts';
import { classroomPaths, LEARN_TODAY_PATH, TEACHER_CLASS_LOG_PATH } from './classroom-paths.ts';
import { RoomEndScreen } from './end/room-end-screen.tsx';
import { JoinRefused } from './room/room-connection.ts';
import { ClassroomSession, type SessionEnd } from './session/classroom-session.tsx';
import { SignedIn } from './signed-in.tsx';
import { errorCodeOf, useErrorText } from '../../shared/errors/error-text.ts';
import { notOpenText } from './not-open-text.ts';

/** class/{classUid}: the live class (pre-join, waiting room, class) for its teacher, booked students and observers. */
export function ClassScreen() {
  return (
    <BrowserGate>
      <SignedIn>
        <ClassGate />
      </SignedIn>
    </BrowserGate>
  );
}

function ClassGate() {
  const { t } = useTranslation('classroom');
  const { classUid = '' } = useParams();
  const locale = useLocale();
  const errorText = useErrorText();
  const query = useDataQuery({ query: CLASSROOM_INFO, variables: { classUid }, requestPolicy: 'network-only' });
  const data = dataOf(query.state);
  const error = query.state.kind === 'error' ? query.state.error : undefined;
  const refetch = query.retry;

  // Loading: a skeleton holds the room's place. Failed: the room's own end screen says why (below).
  if (query.state.kind === 'loading') {
    return (
      <div className="mx-auto flex max-w-3xl flex-col px-4 py-10">
        <QueryState query={query} skeleton={<Skeleton lines={4} barClassName="h-8" className="min-h-48 gap-4" />}>
          {() => null}
        </QueryState>
      </div>
    );
  }
  if (!data) {
    const code = errorCodeOf(error) ?? 'unknown';
    return (
      <RoomEndScreen
        title={t('flow.failed_to_join')}
        text={code === 'not_found' ? t('classNotFound') : errorText(error ?? code)}
        testId="class-unavailable"
      >
        <Button onClick={refetch}>{t('actions.retry')}</Button>
      </RoomEndScreen>
    );
  }
  const info = data.classroom;
  if (info.blockingError) return <Blocked info={info} onRetry={refetch} />;
  return <LiveClass info={info} key={`${locale}-${classUid}`} />;
}

function Blocked({ info, onRetry }: { info: ClassroomInfo; onRetry: () => void }) {
  const { t } = useTranslation('classroom');
  const locale = useLocale();
  const viewer = useViewerTime();
  const errorText = useErrorText();
  const code = info.blockingError ?? 'unknown';
  const todayHref = areaUrl('learn', buildPath(LEARN_TODAY_PATH, { locale }));
  if (code === 'classroom_not_open') {
    return (
      <RoomEndScreen title={info.title} text={notOpenText(t, viewer, info.opensAt)} testId="classroom-not-open">
        <Button onClick={onRetry}>{t('blocked.checkAgain')}</Button>
        <Link className={buttonClass('secondary')} to={buildPath(classroomPaths.diagnostics, { locale })}>
          {t('prejoin.testSetup')}
        </Link>
      </RoomEndScreen>
    );
  }
  if (code === 'class_has_ended') {
    return (
      <RoomEndScreen title={info.title} text={errorText(code)} testId="class-has-ended">
        {info.role === 'teacher' ? (
          <a
            className={buttonClass('primary')}
            href={areaUrl('teacher', buildPath(TEACHER_CLASS_LOG_PATH, { locale, uid: info.classUid }))}
          >
            {t('end.toClassLog')}
          </a>
        ) : (
          <Link className={buttonClass('primary')} to={buildPath(classroomPaths.review, { locale, classUid: info.classUid })}>
            {info.hasReviewed ? t('end.toReport') : t('end.toReview')}
          </Link>
        )}
      </RoomEndScreen>
    );
  }
  return (
    <RoomEndScreen title={t('flow.failed_to_join')} text={errorText(code)} testId="class-blocked">
      <a className={buttonClass('secondary')} href={todayHref}>
        {t('end.toToday')}
      </a>
    </RoomEndScreen>
  );
}

function LiveClass({ info }: { info: ClassroomInfo }) {
  const { t } = useTranslation('classroom');
  const client = useClient();
  const navigate = useNavigate();
  const locale = useLocale();
  const { user } = useAuth();
  const classUid = info.classUid;

  // The recording choice goes with the first join (and is remembered); reconnections use the remembered one.
  const fetchJoin = useCallback(
    async (audioRecordingConsent?: boolean | null) => {
      const variables = audioRecordingConsent == null ? { classUid } : { classUid, audioRecordingConsent };
      const result = await client.mutation(JOIN_CLASSROOM, variables, { requestPolicy: 'network-only', notifyErrors: false }).toPromise();
      if (result.data) return asClassroomJoin(result.data.joinClassroom);
      const code = errorCodeOf(result.error);
      throw code ? new JoinRefused(code) : new Error(result.error?.message ?? 'join failed');
    },
    [client, classUid],
  );

  const onEnd = useCallback(
    (end: SessionEnd) => {
      if (end.kind === 'left') {
        navigate(buildPath(classroomPaths.leave, { locale, classUid }));
        return;
      }
      if (end.role === 'teacher') window.location.assign(areaUrl('teacher', buildPath(TEACHER_CLASS_LOG_PATH, { locale, uid: classUid })));
      else navigate(buildPath(classroomPaths.review, { locale, classUid }));
    },
    [navigate, locale, classUid],
  );

  return (
    <ClassroomSession
      info={{
        title: info.title,
        subtitle:
          [info.moduleName, info.lessonNumber ? t('prejoin.lessonNumber', { number: info.lessonNumber }) : null]
            .filter(Boolean)
            .join(' · ') || null,
        startDate: info.startDate,
        endDate: info.endDate,
        teacherName: info.teacher?.shortName ?? null,
        canBeAudioRecorded: info.canBeAudioRecorded && info.role === 'student',
        recordingConsent: info.audioRecordingConsent ?? null,
      }}
      selfName={user?.firstName ?? ''}
      joinLabel={info.role === 'student' ? t('prejoin.joinStudent') : t('prejoin.join')}
      diagnosticsHref={buildPath(classroomPaths.diagnostics, { locale })}
      fetchJoin={fetchJoin}
      onEnd={onEnd}
    />
  );
}
