import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { notify } from '../../shared/notifications/notification-store.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Badge } from '../../shared/ui/badge.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { type Appeal, DECIDE_APPEAL, TEACHER_TYPENAMES } from './admin-teachers-documents.ts';
import { DecisionDialog } from './decision-dialog.tsx';

/** One appeal: the penalty, the teacher's reason, and accept / reject while pending. */
export function AppealCard({ appeal }: { appeal: Appeal }) {
  const { t } = useTranslation('adminTeachers');
  const viewer = useViewerTime();
  const [deciding, setDeciding] = useState<'accept' | 'reject' | null>(null);
  const [, decide] = useMutation(DECIDE_APPEAL);
  return (
    <article className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4" data-testid="penalty-appeal">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={appeal.status === 'pending' ? 'warning' : appeal.status === 'accepted' ? 'success' : 'muted'}>
          {t(`appeals.status.${appeal.status}`)}
        </Badge>
        <span className="text-sm text-slate-700">
          {t('appeals.penalty', {
            kind: t(`teacher.penalties.kind.${appeal.penaltyKind}`, { defaultValue: appeal.penaltyKind }),
            from: viewer.dateTime(appeal.penaltyFrom),
            until: viewer.dateTime(appeal.penaltyUntil),
          })}
        </span>
      </div>
      <p className="text-sm text-slate-700">
        {t('appeals.by', { name: appeal.teacherName, email: appeal.teacherEmail, date: viewer.dateTime(appeal.createdAt) })}
      </p>
      <blockquote className="border-l-4 border-slate-300 pl-3 whitespace-pre-line break-words text-slate-800">{appeal.reason}</blockquote>
      {appeal.status === 'pending' ? (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setDeciding('accept')} aria-label={t('appeals.acceptFor', { name: appeal.teacherName })}>
            {t('appeals.accept')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => setDeciding('reject')}
            aria-label={t('appeals.rejectFor', { name: appeal.teacherName })}
          >
            {t('appeals.reject')}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-slate-700">
          {appeal.decidedAt ? t('appeals.decided', { date: viewer.dateTime(appeal.decidedAt) }) : null}
          {appeal.decisionNote ? ` · ${t('appeals.noteWas', { note: appeal.decisionNote })}` : ''}
        </p>
      )}
      {deciding ? (
        <DecisionDialog
          title={t(deciding === 'accept' ? 'appeals.acceptTitle' : 'appeals.rejectTitle')}
          description={t(deciding === 'accept' ? 'appeals.acceptBody' : 'appeals.rejectBody', { name: appeal.teacherName })}
          confirm={t(deciding === 'accept' ? 'appeals.accept' : 'appeals.reject')}
          onClose={() => setDeciding(null)}
          decide={async (note) => {
            const result = await decide({ appealId: appeal.id, accept: deciding === 'accept', note }, TEACHER_TYPENAMES);
            if (!result.error) notify('success', t(deciding === 'accept' ? 'appeals.accepted' : 'appeals.rejected'));
            return result;
          }}
        />
      ) : null}
    </article>
  );
}
