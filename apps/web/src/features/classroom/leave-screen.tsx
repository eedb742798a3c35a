import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useQuery } from 'urql';
import { areaUrl } from '../../shared/routing/area-url.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { buttonClass } from '../../shared/ui/button.tsx';
import { PageSpinner } from '../../shared/ui/spinner.tsx';
import { CLASSROOM_INFO } from './classroom-documents.ts';
import { classroomPaths, LEARN_TODAY_PATH, TEACHER_CLASS_LOG_PATH } from './classroom-paths.ts';
import { RoomEndScreen } from './end/room-end-screen.tsx';
import { SignedIn } from './signed-in.tsx';

/** class/{classUid}/leave: "left by user" (001 §4); students may rejoin while the class runs (001 §6). */
export function LeaveScreen() {
  return (
    <SignedIn>
      <Leave />
    </SignedIn>
  );
}

function Leave() {
  const { t } = useTranslation('classroom');
  const { classUid = '' } = useParams();
  const locale = useLocale();
  const [{ data, fetching }] = useQuery({ query: CLASSROOM_INFO, variables: { classUid }, requestPolicy: 'network-only' });
  if (fetching && !data) return <PageSpinner />;
  const info = data?.classroom;
  const running = info ? info.roomStatus !== 'ended' && !info.blockingError : false;
  const teacher = info?.role === 'teacher';
  return (
    <RoomEndScreen title={t('flow.left_by_user')} text={running ? t('end.leftText') : t('end.leftEndedText')} testId="left-class">
      {running ? (
        <Link className={buttonClass('primary')} to={buildPath(classroomPaths.classRoom, { locale, classUid })}>
          {t('end.rejoin')}
        </Link>
      ) : null}
      {teacher ? (
        <a
          className={buttonClass(running ? 'secondary' : 'primary')}
          href={areaUrl('teacher', buildPath(TEACHER_CLASS_LOG_PATH, { locale, uid: classUid }))}
        >
          {t('end.toClassLog')}
        </a>
      ) : (
        <Link className={buttonClass(running ? 'secondary' : 'primary')} to={buildPath(classroomPaths.review, { locale, classUid })}>
          {info?.hasReviewed ? t('end.toReport') : t('end.toReview')}
        </Link>
      )}
      {!teacher ? (
        <a className={buttonClass('secondary')} href={areaUrl('learn', buildPath(LEARN_TODAY_PATH, { locale }))}>
          {t('end.toToday')}
        </a>
      ) : null}
    </RoomEndScreen>
  );
}
