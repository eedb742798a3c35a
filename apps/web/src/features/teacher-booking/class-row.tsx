import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildPath } from '../../shared/routing/build-path.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Badge } from '../../shared/ui/badge.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { useNow } from '../../shared/time/use-now.ts';
import { blockerText } from './blocker-text.ts';
import { DisplayStatusBadge } from './display-status-badge.tsx';
import type { TeacherClassSummary } from './teacher-booking-documents.ts';
import { TEACHER_CLASS_PATH } from './teacher-booking-paths.ts';
import type { CommittedHere, Commitments } from './use-commitments.ts';
import { formatMoney } from './teacher-week.ts';
import { useTeacherTime } from './use-teacher-time.ts';

interface ClassRowProps {
  klass: TeacherClassSummary;
  /** The day is already the list's heading: show the time only. */
  timeOnly?: boolean;
  /** 'commit' on the booking page, 'approve' for private requests, none on the home page. */
  action?: 'commit' | 'approve';
  /** The list's commit and undo (required with `action`): one commit at a time, committed rows stay. */
  commitments?: Commitments;
}

/** One class in a teacher list: when, what, who, pay, availability, and the commit button or why not. */
export function ClassRow({ klass, timeOnly = false, action, commitments }: ClassRowProps) {
  const { t } = useTranslation('teacherBooking');
  const locale = useLocale();
  const time = useTeacherTime();
  const here = commitments?.committedHere(klass.uid) ?? null;
  const when = timeOnly ? `${time.time(klass.startDate)}–${time.time(klass.endDate)}` : time.dateTime(klass.startDate);
  const href = buildPath(TEACHER_CLASS_PATH, { locale, classId: klass.uid });
  const blockerId = `blocker-${klass.uid}`;

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 smw:flex-row smw:items-center smw:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-semibold text-slate-900">
          <time dateTime={klass.startDate}>{when}</time>
          <span className="font-normal text-slate-600"> · {t(`types.${klass.type}`)}</span>
        </p>
        <Link to={href} className="truncate font-medium text-brand-800 underline-offset-2 hover:underline">
          {t('classes.lessonLine', { number: klass.lesson.number, title: klass.lesson.title })}
        </Link>
        <p className="text-sm text-slate-700">
          {t('classes.moduleLine', { section: klass.module.section.name, module: klass.module.name, level: klass.module.cefrLevelName })}
          {klass.courseName ? ` · ${t('classes.courseLine', { course: klass.courseName })}` : ''}
        </p>
        <div className="flex flex-wrap gap-2 pt-1">
          <Badge tone="neutral">{t('classes.students', { count: klass.seatsTaken })}</Badge>
          {klass.isInAvailability === true ? (
            <Badge tone="success" icon="✓">
              {t('classes.inAvailability')}
            </Badge>
          ) : null}
          {klass.isInAvailability === false ? <Badge tone="muted">{t('classes.outsideAvailability')}</Badge> : null}
          {klass.price ? (
            <Badge tone="info">
              {t('classes.price', { amount: formatMoney(klass.price.attendedCents, klass.price.currency, time.locale) })}
            </Badge>
          ) : null}
          {klass.isMine && !here ? <Badge tone="success">{t('classes.yours')}</Badge> : null}
          {klass.displayStatus !== 'scheduled' ? <DisplayStatusBadge status={klass.displayStatus} /> : null}
        </div>
      </div>
      {action && commitments && here ? (
        <CommittedActions klass={klass} here={here} commitments={commitments} />
      ) : action && commitments && klass.statusByTeacher === 'open' ? (
        <div className="flex shrink-0 flex-col items-start gap-1 smw:items-end">
          <Button
            onClick={() => void commitments.commit(klass, action)}
            busy={commitments.committing === klass.uid}
            disabled={klass.commitBlocker !== null || commitments.committing !== null || commitments.undoing !== null}
            aria-describedby={klass.commitBlocker ? blockerId : undefined}
            aria-label={t(action === 'approve' ? 'classes.approveLabel' : 'classes.commitLabel', { when: time.dateTime(klass.startDate) })}
          >
            {t(action === 'approve' ? 'classes.approve' : 'classes.commit')}
          </Button>
          {klass.commitBlocker ? (
            <p id={blockerId} className="max-w-64 text-sm text-slate-700">
              {blockerText(klass.commitBlocker, t)}
            </p>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/**
 * Where the commit button was, the row now says "Committed" (not a button, so the second click of
 * a double click lands on nothing) with Undo beside it while the free 30 minutes last: one line of
 * the button's height, so neither this row nor the rows below it move. Undo sits on the side away
 * from where the button was (left of it where rows align right, right of it where they align left).
 */
function CommittedActions({ klass, here, commitments }: { klass: TeacherClassSummary; here: CommittedHere; commitments: Commitments }) {
  const { t } = useTranslation('teacherBooking');
  const time = useTeacherTime();
  const now = useNow(10_000);
  const canUndo = now.getTime() < here.undoUntil;
  return (
    <div className="flex shrink-0 items-center gap-2" data-testid="committed-actions">
      <p
        role="status"
        className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-emerald-50 px-4 text-sm font-semibold text-emerald-900"
      >
        <span aria-hidden="true">✓</span>
        {t('classes.committedHere')}
      </p>
      {canUndo ? (
        <Button
          variant="secondary"
          className="smw:order-first"
          busy={commitments.undoing === klass.uid}
          disabled={commitments.committing !== null}
          aria-label={t('classes.undoLabel', { when: time.dateTime(klass.startDate) })}
          onClick={(event) => {
            // The second click of a double click on "Commit" must not undo what the first one did.
            if (event.detail > 1) return;
            void commitments.undo(klass.uid);
          }}
        >
          {t('classes.undo')}
        </Button>
      ) : null}
    </div>
  );
}
