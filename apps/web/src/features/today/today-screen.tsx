import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../shared/auth/auth-context.tsx';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { JoinClassButton } from '../../shared/classes/join-class-button.tsx';
import { buildPath } from '../../shared/routing/build-path.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';
import { useNow } from '../../shared/time/use-now.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { buttonClass } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { StandingBanner } from '../../shared/standing/standing-banner.tsx';
import { AwaitingReviewCard } from './awaiting-review-card.tsx';
import { ContinueOnboarding } from './continue-onboarding.tsx';
import { CreditsSummary } from './credits-summary.tsx';
import { EmailReminder } from './email-reminder.tsx';
import { NotificationsCard } from './notifications-card.tsx';
import { TODAY_CLASSES, TODAY_TYPENAMES, type UpcomingClass } from './today-documents.ts';

const linkClass = 'font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900';

// Shown to new students only, after its own query: out of Today's first load (decision 110).
const OnboardingChecklistCard = lazy(async () => ({
  default: (await import('./checklist/onboarding-checklist-card.tsx')).OnboardingChecklistCard,
}));
const InstallPrompt = lazy(async () => ({ default: (await import('../../shared/pwa/install-prompt.tsx')).InstallPrompt }));

/** The other features' cards, placed on Today by the area (a feature imports no other feature, decision 033). */
export interface TodayCards {
  /** Practice: the day's set (decision 077). */
  dailyPractice?: ReactNode;
  /** Challenges: this month's challenge (decision 087). */
  challenges?: ReactNode;
  /** Achievements: the latest badge and the next milestone (decision 086). */
  achievements?: ReactNode;
  /** Achievements: the yearly recap banner in December and January (decision 086). */
  recap?: ReactNode;
  /** Classes: the teacher's feedback ready to read (decision 089). */
  classFeedback?: ReactNode;
  /** Goals: this week against the weekly goals (decision 085). */
  weeklyGoal?: ReactNode;
  /** Reviews: the day's short review question, if any (decision 090). */
  reviewPrompt?: ReactNode;
  /** Sprint: classes taken against the plan, days left, what hurts completion (decision 091). */
  sprint?: ReactNode;
}

/** The student's Today page (001 §2 account/home): next class, the week ahead, credits, news, and the cards of `TodayCards`. */
export function TodayScreen({
  dailyPractice,
  challenges,
  achievements,
  recap,
  classFeedback,
  weeklyGoal,
  reviewPrompt,
  sprint,
}: TodayCards) {
  const { t } = useTranslation('student');
  const { user } = useAuth();
  const viewer = useViewerTime();
  const now = useNow();
  // A class that began up to an hour ago is still joinable, so the list starts an hour back (fixed per visit, one cache key).
  const [from] = useState(() => new Date(Date.now() - 60 * 60_000).toISOString());
  const stillAhead = (items: UpcomingClass[]) => items.filter((c) => new Date(c.endDate).getTime() > now.getTime());
  const query = useDataQuery(
    { query: TODAY_CLASSES, variables: { from, limit: 6 }, context: TODAY_TYPENAMES },
    (data) => stillAhead(data.appointments.items).length === 0,
    // Today opens offline with the classes last loaded (issue 20).
    { offline: 'today' },
  );

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-10">
      <div className="flex flex-col gap-2">
        <PageTitle>{t('today.title')}</PageTitle>
        <p className="text-lg text-slate-800">{t('today.greeting', { firstName: user?.firstName ?? '' })}</p>
        <p className="text-slate-700">
          <time dateTime={now.toISOString()}>{viewer.dateTime(now, { dateStyle: 'full' })}</time>{' '}
          <span className="text-slate-600">({t('today.timeZone', { timeZone: viewer.timeZone })})</span>
        </p>
      </div>
      <EmailReminder />
      <ContinueOnboarding />
      <StandingBanner verifyEmail={false} />
      <div className="grid gap-6 md:grid-cols-[1fr_18rem]">
        <div className="flex min-w-0 flex-col gap-6">
          {/* The next class first (what a student opens Today for), then a few rows of the week: the skeleton keeps their height. */}
          <QueryState
            query={query}
            skeleton={<Skeleton lines={6} barClassName="h-6" className="min-h-64 gap-3 rounded-2xl border border-slate-200 bg-white p-6" />}
            empty={<EmptyState />}
          >
            {(data) => {
              const [next, ...rest] = stillAhead(data.appointments.items);
              return (
                <div className="flex flex-col gap-6">
                  {next ? <NextClassCard klass={next} /> : null}
                  {/* A booked class is the moment to offer the app (decision 108), never a first visit. */}
                  {next ? (
                    <Suspense fallback={null}>
                      <InstallPrompt />
                    </Suspense>
                  ) : null}
                  {rest.length > 0 ? (
                    <section aria-labelledby="upcoming-heading" className="flex flex-col gap-3">
                      <h2 id="upcoming-heading" className="text-xl font-semibold text-slate-900">
                        {t('today.upcoming')}
                      </h2>
                      <ul className="flex flex-col gap-2">
                        {rest.slice(0, 5).map((klass) => (
                          <li key={klass.uid}>
                            <Link
                              to={buildPath(studentPaths.classDetails, { locale: viewer.locale, classId: klass.uid })}
                              className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-700 smn:flex-row smn:justify-between"
                            >
                              <span className="font-semibold text-slate-900">{klass.lesson.title}</span>
                              <span className="text-sm text-slate-700">{viewer.dateTime(klass.startDate)}</span>
                            </Link>
                          </li>
                        ))}
                      </ul>
                      <Link to={buildPath(studentPaths.classes, { locale: viewer.locale, view: 'upcoming' })} className={linkClass}>
                        {t('today.allClasses')}
                      </Link>
                    </section>
                  ) : null}
                </div>
              );
            }}
          </QueryState>
          {/* After the next class, what the student can do now: practise, rate, the first steps. */}
          {recap}
          {classFeedback}
          {reviewPrompt}
          {dailyPractice}
          {challenges}
          <AwaitingReviewCard />
          <Suspense fallback={null}>
            <OnboardingChecklistCard />
          </Suspense>
          <NotificationsCard />
        </div>
        <aside className="flex flex-col gap-6">
          {sprint}
          {weeklyGoal}
          <CreditsSummary />
          {achievements}
        </aside>
      </div>
    </div>
  );
}

function EmptyState() {
  const { t } = useTranslation('student');
  const { locale } = useViewerTime();
  return (
    <Card className="flex flex-col items-start gap-3">
      <h2 className="text-xl font-semibold text-slate-900">{t('today.emptyTitle')}</h2>
      <p className="text-slate-700">{t('today.emptyText')}</p>
      <Link to={buildPath(studentPaths.booking, { locale, lesson: 'next' })} className={buttonClass('primary')}>
        {t('today.bookClass')}
      </Link>
    </Card>
  );
}

function NextClassCard({ klass }: { klass: UpcomingClass }) {
  const { t } = useTranslation('student');
  const viewer = useViewerTime();
  return (
    <Card className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{t('today.nextClass')}</h2>
        <p className="text-xl font-semibold text-slate-900">{klass.lesson.title}</p>
        <p className="text-slate-800">
          {viewer.dateTime(klass.startDate, { dateStyle: 'full' })} – {viewer.time(klass.endDate)}
        </p>
        <p className="text-slate-700">
          {klass.teacher
            ? t('today.teacher', { name: `${klass.teacher.firstName} ${klass.teacher.lastName}`.trim() })
            : t('today.waitingForTeacher')}
        </p>
      </div>
      <div className="flex flex-wrap items-start gap-4">
        <JoinClassButton klass={klass} />
        <Link to={buildPath(studentPaths.classDetails, { locale: viewer.locale, classId: klass.uid })} className={`${linkClass} py-3`}>
          {t('today.classDetails')}
        </Link>
      </div>
    </Card>
  );
}
