import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { buttonClass } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { SPRINT_PROGRESS, SPRINT_PROGRESS_TYPENAMES, type SprintProgress, type SprintRisk } from './sprint-documents.ts';

/**
 * Today's Sprint card (issue 18, 001 §5 and §7, decision 091): classes attended against the plan,
 * days left, whether the pace holds, and the Sprint's rules in plain words, with the ones already
 * hurting named first. Lazy on Today with its own small query; nothing for students without a
 * running or upcoming Sprint (most students), so no space is reserved while it loads.
 */
export function SprintProgressCard() {
  const query = useDataQuery({ query: SPRINT_PROGRESS, context: SPRINT_PROGRESS_TYPENAMES }, (data) => data.sprintProgress === null);
  return (
    <QueryState query={query} skeleton={<span />} empty={null}>
      {({ sprintProgress }) => (sprintProgress ? <SprintCard progress={sprintProgress} /> : null)}
    </QueryState>
  );
}

function SprintCard({ progress }: { progress: SprintProgress }) {
  const { t } = useTranslation('sprint');
  const viewer = useViewerTime();
  const { sprint } = progress;
  const startDate = viewer.dateTime(sprint.startDate, { dateOnly: true, dateStyle: 'full' });
  const lastDay = viewer.dateTime(new Date(new Date(sprint.endDate).getTime() - 1), { dateOnly: true, dateStyle: 'medium' });
  const upcoming = progress.phase === 'upcoming';
  return (
    <Card role="region" aria-labelledby="sprint-card-heading" className="flex flex-col gap-4" data-testid="sprint-card">
      <div className="flex flex-col gap-1">
        <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{t('card.label')}</p>
        <h2 id="sprint-card-heading" className="text-xl font-semibold text-slate-900">
          {/* Not the stored name: it is English ("English Sprint from 2026-12-07"); the start says which. */}
          {t('card.title', { date: viewer.dateTime(sprint.startDate, { dateOnly: true, dateStyle: 'long' }) })}
        </h2>
        <p className="text-sm text-slate-700">{t('card.plan', { count: progress.classesPlanned, days: progress.daysTotal, lastDay })}</p>
      </div>
      {upcoming ? (
        <div className="flex flex-col gap-2" data-testid="sprint-upcoming">
          <p className="font-medium text-slate-900">{t('card.startsOn', { date: startDate })}</p>
          {progress.daysUntilStart > 0 ? <p className="text-slate-800">{t('card.startsIn', { count: progress.daysUntilStart })}</p> : null}
        </div>
      ) : (
        <Progress progress={progress} />
      )}
      {progress.disqualified ? (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-3 text-red-900" data-testid="sprint-disqualified">
          {t('card.disqualified')}
        </p>
      ) : upcoming ? (
        <p className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950" data-testid="sprint-start-warning">
          {t('card.beforeStartWarning', { date: startDate })}
        </p>
      ) : null}
      <Hurting risks={progress.risks} />
      <Rules />
      {!progress.completed && progress.phase !== 'ended' && !progress.disqualified && !upcoming ? (
        <Link to={buildPath(studentPaths.booking, { locale: viewer.locale })} className={buttonClass('primary', 'self-start')}>
          {t('card.book')}
        </Link>
      ) : null}
    </Card>
  );
}

function Progress({ progress }: { progress: SprintProgress }) {
  const { t } = useTranslation('sprint');
  const label = t('card.classes', { count: progress.classesTaken, planned: progress.classesPlanned });
  const percent = Math.min(100, Math.round((progress.classesTaken / Math.max(progress.classesPlanned, 1)) * 100));
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1" data-testid="sprint-classes">
        <span className="text-lg font-semibold text-slate-900">{label}</span>
        <div
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={progress.classesPlanned}
          aria-valuenow={Math.min(progress.classesTaken, progress.classesPlanned)}
          className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className={`h-full rounded-full ${progress.completed ? 'bg-emerald-600' : 'bg-brand-700'}`}
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
      <p className="text-slate-900" data-testid="sprint-days-left">
        {progress.phase === 'ended' ? t('card.ended') : t('card.daysLeft', { count: progress.daysLeft })}
      </p>
      {progress.classesBooked > 0 || progress.classesAwaitingLog > 0 ? (
        <p className="text-sm text-slate-700">
          {[
            progress.classesBooked > 0 ? t('card.booked', { count: progress.classesBooked }) : null,
            progress.classesAwaitingLog > 0 ? t('card.awaitingLog', { count: progress.classesAwaitingLog }) : null,
          ]
            .filter(Boolean)
            .join(' ')}
        </p>
      ) : null}
      {progress.disqualified ? null : <PaceMessage progress={progress} />}
    </div>
  );
}

function PaceMessage({ progress }: { progress: SprintProgress }) {
  const { t } = useTranslation('sprint');
  const [text, tone] = progress.completed
    ? [t('card.completed'), 'text-emerald-800']
    : !progress.completable
      ? [t('card.cannotComplete'), 'text-red-800']
      : progress.onTrack
        ? [t('card.onTrack', { count: progress.classesExpected }), 'text-emerald-800']
        : [t('card.behind', { count: progress.classesExpected }), 'text-amber-900'];
  return (
    <p className={`font-medium ${tone}`} data-testid="sprint-pace">
      {text}
    </p>
  );
}

/** What already counts against this Sprint, most serious first (the server's order). */
function Hurting({ risks }: { risks: readonly SprintRisk[] }) {
  const { t } = useTranslation('sprint');
  // Booking before the start has its own alert above; the rest are named here.
  const shown = risks.filter((r) => r.reason !== 'booked_before_start');
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="sprint-hurting-heading" className="flex flex-col gap-2" data-testid="sprint-risks">
      <h3 id="sprint-hurting-heading" className="font-semibold text-slate-900">
        {t('card.hurtingTitle')}
      </h3>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-slate-800">
        {shown.map((risk) => (
          <li key={risk.reason}>{t(`risks.${risk.reason}`, { count: risk.count })}</li>
        ))}
      </ul>
    </section>
  );
}

const RULES = ['oneADay', 'missed', 'cancelled', 'beforeStart', 'timeZone'] as const;

/** The Sprint's rules (001 §5), always listed, so nobody learns them from a lost Sprint. */
function Rules() {
  const { t } = useTranslation('sprint');
  return (
    <section aria-labelledby="sprint-rules-heading" className="flex flex-col gap-2">
      <h3 id="sprint-rules-heading" className="font-semibold text-slate-900">
        {t('card.rulesTitle')}
      </h3>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-slate-800" data-testid="sprint-rules">
        {RULES.map((rule) => (
          <li key={rule}>{t(`rules.${rule}`)}</li>
        ))}
      </ul>
    </section>
  );
}
