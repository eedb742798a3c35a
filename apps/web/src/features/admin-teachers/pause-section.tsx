import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useErrorText } from '../../shared/errors/error-text.ts';
import { useForm } from '../../shared/forms/use-form.ts';
import { notify } from '../../shared/notifications/notification-store.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { DateField } from '../../shared/ui/form-fields.tsx';
import { REMOVE_PAUSE, SET_PAUSE, TEACHER_TYPENAMES, type TeacherDetail } from './admin-teachers-documents.ts';

/** The teacher's pause as the teacher app has it (000 §4), set, edited, ended or removed by an admin. */
export function PauseSection({ detail }: { detail: TeacherDetail }) {
  const { t } = useTranslation('adminTeachers');
  const viewer = useViewerTime();
  const errorText = useErrorText();
  const { pause } = detail;
  const [, setPause] = useMutation(SET_PAUSE);
  const [{ fetching: removing }, removePause] = useMutation(REMOVE_PAUSE);
  const form = useForm(
    { startDate: pause.startDate ?? '', endDate: pause.endDate ?? '' },
    {
      schema: () => import('./admin-teachers-schemas.ts').then((m) => m.adminPauseForm),
      formErrorOf: (error) => errorText(error),
    },
  );
  const submit = form.handleSubmit(async (input) => {
    const result = await setPause({ teacherId: detail.teacher.id, input }, TEACHER_TYPENAMES);
    if (result.error) return result;
    notify('success', t('teacher.pause.saved'));
    return undefined;
  });
  const until = pause.pausedUntil ? viewer.dateTime(pause.pausedUntil, { dateOnly: true }) : '';
  return (
    <Card>
      <section aria-labelledby="pause-title" className="flex flex-col gap-3">
        <h2 id="pause-title" className="text-xl font-semibold text-slate-900">
          {t('teacher.pause.title')}
        </h2>
        <p className="text-slate-700">
          {pause.state === 'none'
            ? t('teacher.pause.none')
            : pause.state === 'planned'
              ? t('teacher.pause.planned', { from: viewer.dateTime(pause.pausedFrom ?? '', { dateOnly: true }), until })
              : t('teacher.pause.active', { until })}
        </p>
        <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-3">
          <p id="pause-hint" className="text-sm text-slate-600">
            {t('teacher.pause.hint', { days: pause.maxDays })}
          </p>
          <div className="grid gap-3 smw:grid-cols-2">
            <DateField
              label={t('teacher.pause.start')}
              value={form.values.startDate}
              onValueChange={(value) => form.setField('startDate', value)}
              error={form.errors.startDate}
            />
            <DateField
              label={t('teacher.pause.end')}
              value={form.values.endDate}
              onValueChange={(value) => form.setField('endDate', value)}
              error={form.errors.endDate}
            />
          </div>
          {form.formError ? (
            <p role="alert" className="text-sm text-red-800">
              {form.formError}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" busy={form.submitting}>
              {t('teacher.pause.save')}
            </Button>
            {pause.state !== 'none' ? (
              <Button
                variant="secondary"
                busy={removing}
                onClick={async () => {
                  const result = await removePause({ teacherId: detail.teacher.id }, { ...TEACHER_TYPENAMES, notifyErrors: true });
                  if (!result.error) notify('success', t('teacher.pause.removed'));
                }}
              >
                {pause.state === 'active' ? t('teacher.pause.endNow') : t('teacher.pause.remove')}
              </Button>
            ) : null}
          </div>
        </form>
      </section>
    </Card>
  );
}
