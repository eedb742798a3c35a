import { useTranslation } from 'react-i18next';
import type { TeacherClassLog } from './class-log-documents.ts';
import { useLogTime } from './use-log-time.ts';

/** What the log says so far: outcome details, attendance, and what the class earned. */
export function LogSummary({ log }: { log: TeacherClassLog }) {
  const { t } = useTranslation('teacherLogs');
  const time = useLogTime();
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-slate-50 p-4 text-sm text-slate-800">
      {log.submittedAt ? (
        <p>
          {log.updatedAt && log.updatedAt !== log.submittedAt
            ? t('summary.updatedAt', { time: time.dateTime(log.updatedAt) })
            : t('summary.submittedAt', { time: time.dateTime(log.submittedAt) })}
        </p>
      ) : null}
      {log.outcome === 'missed' ? (
        <p>
          {log.missedReason === 'log_overdue'
            ? t('summary.missedOverdue')
            : t('summary.missedReported', { reason: t(`missed.reasons.${log.missedReason}`) })}
        </p>
      ) : null}
      {log.outcome === 'technical_issue' && log.technicalProblem ? (
        <p>
          {t('summary.technical', { text: log.technicalProblem })}{' '}
          {log.screenshotUrl ? (
            <a href={log.screenshotUrl} target="_blank" rel="noreferrer" className="font-semibold text-brand-800 underline">
              {t('summary.screenshot')}
            </a>
          ) : null}
        </p>
      ) : null}
      {log.students.length > 0 && !log.editable ? (
        <dl className="grid gap-x-4 gap-y-1 smn:grid-cols-[12rem_1fr]">
          {log.students.map((s) => (
            <div key={s.studentId} className="contents">
              <dt className="font-medium">{s.shortName}</dt>
              <dd>{s.attendance ? t(`attendance.${s.attendance}`) : t('summary.noAttendance')}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {!log.editable && log.notes ? <p>{t('summary.notes', { text: log.notes })}</p> : null}
      {log.earning ? (
        <p className="font-semibold" data-testid="class-log-earning">
          {log.earning.bonus > 0
            ? t('summary.earningWithBonus', {
                total: time.money(log.earning.total, log.earning.currency),
                bonus: time.money(log.earning.bonus, log.earning.currency),
              })
            : t('summary.earning', { total: time.money(log.earning.total, log.earning.currency) })}
        </p>
      ) : null}
    </div>
  );
}
