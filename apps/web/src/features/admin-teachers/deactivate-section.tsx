import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { notify } from '../../shared/notifications/notification-store.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { DEACTIVATE, TEACHER_TYPENAMES, type TeacherDetail } from './admin-teachers-documents.ts';
import { DecisionDialog } from './decision-dialog.tsx';

/** Deactivation, behind a confirmation that says how many committed classes are released. */
export function DeactivateSection({ detail, name }: { detail: TeacherDetail; name: string }) {
  const { t } = useTranslation('adminTeachers');
  const viewer = useViewerTime();
  const [confirming, setConfirming] = useState(false);
  const [, deactivate] = useMutation(DEACTIVATE);
  const { deactivatedAt } = detail.teacher;
  return (
    <Card>
      <section aria-labelledby="deactivate-title" className="flex flex-col gap-3">
        <h2 id="deactivate-title" className="text-xl font-semibold text-slate-900">
          {t('teacher.deactivate.title')}
        </h2>
        {deactivatedAt ? (
          <p className="text-slate-700">{t('teacher.deactivate.already', { date: viewer.dateTime(deactivatedAt) })}</p>
        ) : (
          <>
            <p className="text-slate-700">{t('teacher.deactivate.lead')}</p>
            <Button variant="danger" className="self-start" onClick={() => setConfirming(true)}>
              {t('teacher.deactivate.button')}
            </Button>
          </>
        )}
      </section>
      {confirming ? (
        <DecisionDialog
          title={t('teacher.deactivate.confirmTitle', { name })}
          description={t('teacher.deactivate.confirmBody', { count: detail.upcomingClasses })}
          confirm={t('teacher.deactivate.confirm')}
          withNote={false}
          onClose={() => setConfirming(false)}
          decide={async () => {
            const result = await deactivate({ teacherId: detail.teacher.id }, TEACHER_TYPENAMES);
            if (!result.error) notify('success', t('teacher.deactivate.done'));
            return result;
          }}
        />
      ) : null}
    </Card>
  );
}
