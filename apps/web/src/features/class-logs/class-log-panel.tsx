import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataOf } from '../../shared/data/data-state.ts';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { Alert } from '../../shared/ui/alert.tsx';
import { Badge, type BadgeTone } from '../../shared/ui/badge.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { CLASS_LOG_TYPENAMES, type ClassLogOutcome, TEACHER_CLASS_LOG, type TeacherClassLog } from './class-log-documents.ts';
import { LogForm } from './log-form.tsx';
import { LogSummary } from './log-summary.tsx';
import { MissedClassDialog } from './missed-class-dialog.tsx';
import { NoShowDialog } from './no-show-dialog.tsx';
import { TechnicalProblemDialog } from './technical-problem-dialog.tsx';
import { useLogTime } from './use-log-time.ts';

/** Where teachers read how to log and cancel classes (000 §2: help-article and teacher-community links). */
export const HELP_LINKS = {
  article: 'https://help.parla.school/teachers/class-logs',
  community: 'https://community.parla.school/c/teachers/class-logs',
} as const;

const OUTCOME_TONES: Record<ClassLogOutcome, BadgeTone> = {
  submitted: 'success',
  updated: 'success',
  no_students: 'info',
  technical_issue: 'warning',
  missed: 'warning',
  cancelled: 'muted',
};

/**
 * The class log of one class as the teacher writes it (000 §3 class log, §4 outcomes, §5),
 * embedded in the teacher class page (classes/{classId}). Owned by the class-logs feature.
 */
export function ClassLogPanel({ classUid }: { classUid: string }) {
  const { t } = useTranslation('teacherLogs');
  const query = useDataQuery({ query: TEACHER_CLASS_LOG, variables: { classUid }, context: CLASS_LOG_TYPENAMES });
  const log = dataOf(query.state)?.teacherClassLog;
  return (
    <section
      aria-labelledby="class-log-heading"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 smn:p-6"
      data-testid="class-log-panel"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="class-log-heading" className="text-xl font-semibold text-slate-900">
          {t('title')}
        </h2>
        {log ? <LogStatus log={log} /> : null}
      </div>
      {/* The log's text and its buttons: the skeleton keeps their height; a failure says why or offers Try again. */}
      <QueryState query={query} skeleton={<Skeleton lines={4} barClassName="h-6" className="min-h-32 gap-3" />}>
        {(data) => <LogBody log={data.teacherClassLog} />}
      </QueryState>
      <p className="text-sm text-slate-700">
        {t('help.intro')}{' '}
        <a href={HELP_LINKS.article} target="_blank" rel="noreferrer" className="font-semibold text-brand-800 underline">
          {t('help.article')}
        </a>{' '}
        ·{' '}
        <a href={HELP_LINKS.community} target="_blank" rel="noreferrer" className="font-semibold text-brand-800 underline">
          {t('help.community')}
        </a>
      </p>
    </section>
  );
}

function LogStatus({ log }: { log: TeacherClassLog }) {
  const { t } = useTranslation('teacherLogs');
  if (log.outcome) return <Badge tone={OUTCOME_TONES[log.outcome]}>{t(`outcome.${log.outcome}`)}</Badge>;
  if (log.state === 'overdue') return <Badge tone="warning">{t('state.overdue')}</Badge>;
  if (log.state === 'open') return <Badge tone="info">{t('state.open')}</Badge>;
  return <Badge tone="muted">{t('state.not_yet_open')}</Badge>;
}

function LogBody({ log }: { log: TeacherClassLog }) {
  const { t } = useTranslation('teacherLogs');
  const time = useLogTime();
  const [dialog, setDialog] = useState<'noShow' | 'technical' | 'missed' | null>(null);
  const close = () => setDialog(null);
  return (
    <div className="flex flex-col gap-4">
      {log.state === 'not_yet_open' && !log.outcome ? (
        <Alert tone="info">{t('window.notYetOpen', { time: time.dateTime(log.opensAt) })}</Alert>
      ) : null}
      {log.state === 'open' && log.editable ? (
        <p className="text-sm text-slate-700">{t('window.due', { time: time.dateTime(log.dueAt) })}</p>
      ) : null}
      {log.state === 'overdue' && !log.outcome ? <Alert>{t('window.overdue')}</Alert> : null}
      {log.outcome ? <LogSummary log={log} /> : null}
      {log.editable ? <LogForm key={`${log.classUid}:${log.updatedAt ?? ''}`} log={log} /> : null}
      {log.editable ? (
        <div className="flex flex-col gap-2 border-t border-slate-200 pt-4">
          <h3 className="text-base font-semibold text-slate-900">{t('actions.title')}</h3>
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => setDialog('noShow')} disabled={!log.canReportNoShow}>
              {t('actions.noShow')}
            </Button>
            <Button variant="secondary" onClick={() => setDialog('technical')}>
              {t('actions.technical')}
            </Button>
            <Button variant="ghost" onClick={() => setDialog('missed')}>
              {t('actions.missed')}
            </Button>
          </div>
          {!log.canReportNoShow ? (
            <p className="text-sm text-slate-600">{t('noShow.wait', { time: time.time(log.noShowAllowedAt) })}</p>
          ) : null}
        </div>
      ) : null}
      <NoShowDialog classUid={log.classUid} open={dialog === 'noShow'} onClose={close} />
      <TechnicalProblemDialog classUid={log.classUid} open={dialog === 'technical'} onClose={close} />
      <MissedClassDialog classUid={log.classUid} open={dialog === 'missed'} onClose={close} />
    </div>
  );
}
