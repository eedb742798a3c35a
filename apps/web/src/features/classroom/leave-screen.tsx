import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { dataOf } from '../../shared/data/data-state.ts';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { areaUrl } from '../../shared/routing/area-url.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { buttonClass } from '../../shared/ui/button.tsx';
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
  const query = useDataQuery({ query: CLASSROOM_INFO, variables: { classUid }, requestPolicy: 'network-only' });
  // Loading: a skeleton holds the page's place. Failed: the page still says goodbye, as if the room had ended.
  if (query.state.kind === 'loading') {
    return (
      <div className="mx-auto flex max-w-3xl flex-col px-4 py-10">
        <QueryState query={query} skeleton={<Skeleton lines={4} barClassName="h-8" className="min-h-48 gap-4" />}>
          {() => null}
        </QueryState>
      </div>
    );
  }
  const info = dataOf(query.state)?.classroom;
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
