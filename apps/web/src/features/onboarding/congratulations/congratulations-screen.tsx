import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildPath } from '../../../shared/routing/build-path.ts';
import { studentPaths } from '../../../shared/routing/student-paths.ts';
import { useLocale } from '../../../shared/routing/use-locale.ts';
import { useViewerTime } from '../../../shared/time/use-viewer-time.ts';
import { buttonClass } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { PageTitle } from '../../../shared/ui/page-title.tsx';
import type { OnboardingFlowData } from '../flow/onboarding-documents.ts';
import { OnboardingFrame } from '../flow/onboarding-frame.tsx';

const linkClass = 'font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900';

/** account/onboarding/congratulations: what happens next (the class, how to join, how to prepare); the flow is done. */
export function CongratulationsScreen() {
  const { t } = useTranslation('onboarding');
  return (
    <OnboardingFrame step="congratulations">
      {(flow) => (
        <div className="flex flex-col gap-6">
          <PageTitle>{t('congratulations.title')}</PageTitle>
          <p className="text-lg text-slate-800">
            {flow.course
              ? t('congratulations.course', { course: flow.course.name, level: flow.course.level, sublevel: flow.sublevel ?? 1 })
              : null}
          </p>
          {flow.upcomingClass ? <NextClass upcoming={flow.upcomingClass} /> : <NoClassYet />}
        </div>
      )}
    </OnboardingFrame>
  );
}

function NextClass({ upcoming }: { upcoming: NonNullable<OnboardingFlowData['upcomingClass']> }) {
  const { t } = useTranslation('onboarding');
  const locale = useLocale();
  const viewer = useViewerTime();
  const classPath = buildPath(studentPaths.preClass, { locale, classId: upcoming.uid });
  return (
    <>
      <Card className="flex flex-col gap-2" data-testid="onboarding-next-class">
        <h2 className="text-lg font-semibold text-slate-900">{t('congratulations.classTitle')}</h2>
        <p className="text-slate-800">
          {t('congratulations.class', { number: upcoming.lessonNumber, title: upcoming.lessonTitle, type: t(`types.${upcoming.type}`) })}
        </p>
        <p className="font-semibold text-slate-900">
          <time dateTime={upcoming.startDate}>{viewer.dateTime(upcoming.startDate, { dateStyle: 'full' })}</time>
          <span className="font-normal text-slate-700"> ({viewer.timeZone})</span>
        </p>
      </Card>
      <section aria-labelledby="how-to-join" className="flex flex-col gap-2">
        <h2 id="how-to-join" className="text-lg font-semibold text-slate-900">
          {t('congratulations.joinTitle')}
        </h2>
        <p className="text-slate-800">{t('congratulations.join')}</p>
      </section>
      <section aria-labelledby="how-to-prepare" className="flex flex-col gap-2">
        <h2 id="how-to-prepare" className="text-lg font-semibold text-slate-900">
          {t('congratulations.prepareTitle')}
        </h2>
        <ul className="flex list-disc flex-col gap-1 pl-6 text-slate-800">
          <li>{t('congratulations.prepareDevice')}</li>
          <li>{t('congratulations.prepareLesson')}</li>
          <li>{t('congratulations.preparePlace')}</li>
          <li>{t('congratulations.prepareCancel')}</li>
        </ul>
      </section>
      <div className="flex flex-wrap gap-3">
        <Link to={classPath} className={buttonClass('primary')}>
          {t('congratulations.toClass')}
        </Link>
        <Link to={buildPath(studentPaths.today, { locale })} className={buttonClass('secondary')}>
          {t('congratulations.toToday')}
        </Link>
      </div>
    </>
  );
}

function NoClassYet() {
  const { t } = useTranslation('onboarding');
  const locale = useLocale();
  return (
    <>
      <Card className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{t('congratulations.noClassTitle')}</h2>
        <p className="text-slate-800">
          {t('congratulations.noClass')}{' '}
          <Link to={buildPath(studentPaths.booking, { locale })} className={linkClass}>
            {t('congratulations.toBooking')}
          </Link>
        </p>
      </Card>
      <Link to={buildPath(studentPaths.today, { locale })} className={buttonClass('primary', 'self-start')}>
        {t('congratulations.toToday')}
      </Link>
    </>
  );
}
