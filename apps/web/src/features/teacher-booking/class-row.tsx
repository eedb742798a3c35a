import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMutation } from 'urql';
import { notify } from '../../shared/notifications/notification-store.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Badge } from '../../shared/ui/badge.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { blockerText } from './blocker-text.ts';
import {
  APPROVE_PENDING_CLASS,
  COMMIT_TO_CLASS,
  TEACHER_BOOKING_TYPENAMES,
  type TeacherClassSummary,
} from './teacher-booking-documents.ts';
import { TEACHER_CLASS_PATH } from './teacher-booking-paths.ts';
import { formatMoney } from './teacher-week.ts';
import { useTeacherTime } from './use-teacher-time.ts';

interface ClassRowProps {
  klass: TeacherClassSummary;
  /** The day is already the list's heading: show the time only. */
  timeOnly?: boolean;
  /** 'commit' on the booking page, 'approve' for private requests, none on the home page. */
  action?: 'commit' | 'approve';
}

/** One class in a teacher list: when, what, who, pay, availability, and the commit button or why not. */
export function ClassRow({ klass, timeOnly = false, action }: ClassRowProps) {
  const { t } = useTranslation('teacherBooking');
  const locale = useLocale();
  const time = useTeacherTime();
  const [committing, commit] = useMutation(COMMIT_TO_CLASS);
  const [approving, approve] = useMutation(APPROVE_PENDING_CLASS);
  const when = timeOnly ? `${time.time(klass.startDate)}–${time.time(klass.endDate)}` : time.dateTime(klass.startDate);
  const href = buildPath(TEACHER_CLASS_PATH, { locale, classId: klass.uid });
  const blockerId = `blocker-${klass.uid}`;

  const run = async () => {
    const result =
      action === 'approve'
        ? await approve({ classUid: klass.uid }, TEACHER_BOOKING_TYPENAMES)
        : await commit({ classUid: klass.uid }, TEACHER_BOOKING_TYPENAMES);
    if (result.data) notify('success', t(action === 'approve' ? 'classes.approved' : 'classes.committed'));
  };

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
          {klass.isMine ? <Badge tone="success">{t('classes.yours')}</Badge> : null}
        </div>
      </div>
      {action && klass.statusByTeacher === 'open' ? (
        <div className="flex shrink-0 flex-col items-start gap-1 smw:items-end">
          <Button
            onClick={() => void run()}
            busy={committing.fetching || approving.fetching}
            disabled={klass.commitBlocker !== null}
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
