import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useErrorText } from '../../shared/errors/error-text.ts';
import { notify } from '../../shared/notifications/notification-store.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { DateField, SelectField } from '../../shared/ui/form-fields.tsx';
import {
  type AdminClassDetail,
  type AdminClassRow,
  CLASS_TYPENAMES,
  INVALIDATE_CLASS,
  MOVE_CLASS,
  RELEASE_CLASS,
} from './admin-classes-documents.ts';
import { localDay } from './class-filters.ts';

/** Confirms invalidating (cancel, refund, tell everyone) or releasing (unassign the teacher) a class. */
export function ConfirmActionDialog({
  action,
  klass,
  booked,
  onClose,
}: {
  action: 'invalidate' | 'release';
  klass: AdminClassRow;
  booked: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminClasses');
  const errorText = useErrorText();
  const [{ fetching: invalidating }, invalidate] = useMutation(INVALIDATE_CLASS);
  const [{ fetching: releasing }, release] = useMutation(RELEASE_CLASS);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    const context = { ...CLASS_TYPENAMES, notifyErrors: false };
    const result =
      action === 'invalidate' ? await invalidate({ classUid: klass.uid }, context) : await release({ classUid: klass.uid }, context);
    if (result.error) {
      setError(errorText(result.error));
      return;
    }
    notify('success', t(`${action}.done`));
    onClose();
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={t(`${action}.title`)}
      description={
        <>
          <p>{t(`${action}.description`, { count: booked, teacher: klass.teacherName ?? '' })}</p>
          {error ? (
            <p role="alert" className="text-red-800">
              {error}
            </p>
          ) : null}
        </>
      }
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button variant={action === 'invalidate' ? 'danger' : 'primary'} busy={invalidating || releasing} onClick={() => void run()}>
            {t(`${action}.submit`)}
          </Button>
        </>
      }
    />
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Moves a class to another day and hour (a round hour, at least 48 hours ahead: the server says
 * so otherwise) and/or another lesson of its module. The consequences (decision 100) are spelt
 * out before confirming: students told and free to cancel with a refund; a new time releases the teacher.
 */
export function MoveClassDialog({ detail, booked, onClose }: { detail: AdminClassDetail; booked: number; onClose: () => void }) {
  const { t } = useTranslation('adminClasses');
  const errorText = useErrorText();
  const klass = detail.class;
  const start = new Date(klass.startDate);
  const [day, setDay] = useState(localDay(start));
  const [hour, setHour] = useState(`${pad(start.getHours())}:00`);
  const [lessonId, setLessonId] = useState(klass.lessonId);
  const [error, setError] = useState<string | null>(null);
  const [{ fetching }, move] = useMutation(MOVE_CLASS);
  const newStart = new Date(`${day}T${hour}`);
  const timeChanges = !Number.isNaN(newStart.getTime()) && newStart.getTime() !== start.getTime();

  const run = async () => {
    if (Number.isNaN(newStart.getTime())) {
      setError(t('move.invalidTime'));
      return;
    }
    const result = await move(
      {
        classUid: klass.uid,
        startDate: timeChanges ? newStart.toISOString() : null,
        lessonId: lessonId !== klass.lessonId ? lessonId : null,
      },
      { ...CLASS_TYPENAMES, notifyErrors: false },
    );
    if (result.error) {
      setError(errorText(result.error));
      return;
    }
    notify('success', t('move.done'));
    onClose();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('move.title')}
      description={
        <>
          <p>{t('move.description', { count: booked })}</p>
          {timeChanges && klass.teacherId ? <p>{t('move.releasesTeacher', { teacher: klass.teacherName ?? '' })}</p> : null}
        </>
      }
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button busy={fetching} onClick={() => void run()}>
            {t('move.submit')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap gap-3">
          <DateField label={t('move.day')} value={day} onValueChange={setDay} />
          <SelectField
            label={t('move.hour')}
            value={hour}
            onValueChange={setHour}
            options={Array.from({ length: 24 }, (_, h) => ({ value: `${pad(h)}:00`, label: `${pad(h)}:00` }))}
          />
        </div>
        <SelectField
          label={t('move.lesson')}
          value={lessonId}
          onValueChange={setLessonId}
          options={detail.moduleLessons.map((l) => ({ value: l.id, label: l.name }))}
        />
        {error ? (
          <p role="alert" className="text-red-800">
            {error}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
