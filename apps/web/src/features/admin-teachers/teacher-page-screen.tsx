import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useMutation } from 'urql';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { notify } from '../../shared/notifications/notification-store.ts';
import { adminTeacherPaths } from '../../shared/routing/admin-teacher-paths.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Card } from '../../shared/ui/card.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { SwitchField } from '../../shared/ui/switch-field.tsx';
import { SET_OBSERVATION, TEACHER_DETAIL, TEACHER_TYPENAMES, type TeacherDetail } from './admin-teachers-documents.ts';
import { AppealCard } from './appeal-card.tsx';
import { DeactivateSection } from './deactivate-section.tsx';
import { PauseSection } from './pause-section.tsx';
import { PaySection } from './pay-section.tsx';
import { TeacherBadges } from './teacher-list-screen.tsx';

/** One teacher: facts, pause, observation, penalties and appeals, pay, deactivation (decision 099). */
export function TeacherPageScreen() {
  const { t } = useTranslation('adminTeachers');
  const locale = useLocale();
  const { teacherId = '' } = useParams();
  const query = useDataQuery({ query: TEACHER_DETAIL, variables: { id: teacherId } });
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10">
      <Link to={buildPath(adminTeacherPaths.list, { locale })} className="self-start text-sm font-semibold text-brand-800 underline">
        {t('teacher.back')}
      </Link>
      <QueryState query={query} main skeleton={<Skeleton lines={6} barClassName="h-24 rounded-xl" className="gap-4" />}>
        {({ adminTeacher: detail }) => <TeacherPage detail={detail} />}
      </QueryState>
    </div>
  );
}

function TeacherPage({ detail }: { detail: TeacherDetail }) {
  const { t } = useTranslation('adminTeachers');
  const { teacher } = detail;
  const name = `${teacher.firstName} ${teacher.lastName}`.trim();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <PageTitle>{name}</PageTitle>
        <p className="break-all text-slate-700">
          {t('teacher.facts', { email: teacher.email, uid: teacher.uid, timezone: teacher.timezone })}
        </p>
        <p className="text-slate-700">{t('teacher.languages', { languages: teacher.sections.join(', ') })}</p>
        <p className="text-slate-700">
          {detail.isOnboarded ? t('teacher.onboarded') : t('teacher.notOnboarded')} ·{' '}
          {t('teacher.upcoming', { count: detail.upcomingClasses })}
        </p>
        <div className="flex flex-wrap gap-2">
          <TeacherBadges teacher={teacher} />
        </div>
      </div>
      {teacher.deactivatedAt ? null : <PauseSection detail={detail} />}
      <ObservationSection detail={detail} />
      <PenaltiesSection detail={detail} />
      <PaySection detail={detail} />
      <DeactivateSection detail={detail} name={name} />
    </div>
  );
}

function ObservationSection({ detail }: { detail: TeacherDetail }) {
  const { t } = useTranslation('adminTeachers');
  const [{ fetching }, save] = useMutation(SET_OBSERVATION);
  return (
    <Card>
      <section aria-labelledby="observation-title" className="flex flex-col gap-2">
        <h2 id="observation-title" className="text-xl font-semibold text-slate-900">
          {t('teacher.observation.title')}
        </h2>
        <SwitchField
          label={t('teacher.observation.label')}
          description={t('teacher.observation.description')}
          checked={detail.observationOptOut}
          onCheckedChange={async (optOut) => {
            if (fetching) return;
            const result = await save({ teacherId: detail.teacher.id, optOut }, { ...TEACHER_TYPENAMES, notifyErrors: true });
            if (!result.error) notify('success', t('teacher.observation.saved'));
          }}
        />
      </section>
    </Card>
  );
}

function PenaltiesSection({ detail }: { detail: TeacherDetail }) {
  const { t } = useTranslation('adminTeachers');
  const viewer = useViewerTime();
  return (
    <Card>
      <section aria-labelledby="penalties-title" className="flex flex-col gap-3">
        <h2 id="penalties-title" className="text-xl font-semibold text-slate-900">
          {t('teacher.penalties.title')}
        </h2>
        {detail.penalties.length === 0 ? <p className="text-slate-700">{t('teacher.penalties.empty')}</p> : null}
        <ul className="flex flex-col gap-2">
          {detail.penalties.map((penalty) => (
            <li key={penalty.id} className="rounded-lg border border-slate-200 p-3">
              <p className="font-medium text-slate-900">{t(`teacher.penalties.kind.${penalty.kind}`, { defaultValue: penalty.kind })}</p>
              <p className="text-sm text-slate-700">
                {t('teacher.penalties.period', { from: viewer.dateTime(penalty.from), until: viewer.dateTime(penalty.until) })}
                {penalty.liftedAt
                  ? ` · ${t('teacher.penalties.lifted', { date: viewer.dateTime(penalty.liftedAt, { dateOnly: true }) })}`
                  : ''}
              </p>
              {penalty.reason ? <p className="text-sm break-words text-slate-700">{penalty.reason}</p> : null}
            </li>
          ))}
        </ul>
        <h3 className="text-lg font-semibold text-slate-900">{t('teacher.appeals.title')}</h3>
        {detail.appeals.length === 0 ? <p className="text-slate-700">{t('teacher.appeals.empty')}</p> : null}
        <ul className="flex flex-col gap-3">
          {detail.appeals.map((appeal) => (
            <li key={appeal.id}>
              <AppealCard appeal={appeal} />
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}
