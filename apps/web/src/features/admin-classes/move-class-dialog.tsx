import { MAX_ASSIGN_REASON_LENGTH } from '@parla/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { errorCodeOf, useErrorText } from '../../shared/errors/error-text.ts';
import { notify } from '../../shared/notifications/notification-store.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Checkbox } from '../../shared/ui/checkbox.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { DateField, SelectField } from '../../shared/ui/form-fields.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { type AdminClassDetail, CLASS_TYPENAMES, MOVE_CLASS } from './admin-classes-documents.ts';
import { localDay } from './class-filters.ts';
import { type MoveConflict, moveConflictsOf } from './move-conflicts.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Moves a class to another day and hour (a round hour, at least 48 hours ahead: the server says
 * so otherwise) and/or another lesson of its module. The consequences (decisions 100, 105) are
 * spelt out before confirming: students told and free to cancel with a refund; a new time
 * releases the teacher unless "keep" is ticked. Clashes the server finds (the teacher, the slot,
 * each student, the lesson's level) are listed; moving anyway takes an override with a reason.
 */
export function MoveClassDialog({ detail, booked, onClose }: { detail: AdminClassDetail; booked: number; onClose: () => void }) {
  const { t } = useTranslation('adminClasses');
  const errorText = useErrorText();
  const klass = detail.class;
  const start = new Date(klass.startDate);
  const [day, setDay] = useState(localDay(start));
  const [hour, setHour] = useState(`${pad(start.getHours())}:00`);
  const [lessonId, setLessonId] = useState(klass.lessonId);
  const [keepTeacher, setKeepTeacher] = useState(!!klass.teacherId);
  const [conflicts, setConflicts] = useState<MoveConflict[]>([]);
  const [override, setOverride] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [{ fetching }, move] = useMutation(MOVE_CLASS);
  const newStart = new Date(`${day}T${hour}`);
  const timeChanges = !Number.isNaN(newStart.getTime()) && newStart.getTime() !== start.getTime();
  // Another choice is another move: the clashes found for the last one no longer apply.
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setConflicts([]);
      setOverride(false);
    };

  const run = async () => {
    setError(null);
    if (Number.isNaN(newStart.getTime())) {
      setError(t('move.invalidTime'));
      return;
    }
    if (override && !reason.trim()) {
      setError(t('move.reasonRequired'));
      return;
    }
    const result = await move(
      {
        classUid: klass.uid,
        startDate: timeChanges ? newStart.toISOString() : null,
        lessonId: lessonId !== klass.lessonId ? lessonId : null,
        keepTeacher: timeChanges && !!klass.teacherId && keepTeacher,
        override: override && conflicts.length > 0,
        reason: override ? reason.trim() : null,
      },
      { ...CLASS_TYPENAMES, notifyErrors: false },
    );
    if (result.error) {
      if (errorCodeOf(result.error) === 'class_move_conflicts') setConflicts(moveConflictsOf(result.error));
      else setError(errorText(result.error));
      return;
    }
    notify('success', t('move.done'));
    onClose();
  };

  const conflictText = (conflict: MoveConflict) =>
    conflict.studentName !== undefined
      ? t('move.studentConflict', { name: conflict.studentName, problem: t(`errors:${conflict.code}`) })
      : t(`errors:${conflict.code}`);

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('move.title')}
      description={
        <>
          <p>{t('move.description', { count: booked })}</p>
          {timeChanges && klass.teacherId && !keepTeacher ? <p>{t('move.releasesTeacher', { teacher: klass.teacherName ?? '' })}</p> : null}
        </>
      }
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button busy={fetching} disabled={conflicts.length > 0 && !override} onClick={() => void run()}>
            {conflicts.length > 0 ? t('move.submitAnyway') : t('move.submit')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap gap-3">
          <DateField label={t('move.day')} value={day} onValueChange={changed(setDay)} />
          <SelectField
            label={t('move.hour')}
            value={hour}
            onValueChange={changed(setHour)}
            options={Array.from({ length: 24 }, (_, h) => ({ value: `${pad(h)}:00`, label: `${pad(h)}:00` }))}
          />
        </div>
        <SelectField
          label={t('move.lesson')}
          value={lessonId}
          onValueChange={changed(setLessonId)}
          options={detail.moduleLessons.map((l) => ({ value: l.id, label: l.name }))}
        />
        {timeChanges && klass.teacherId ? (
          <Checkbox
            label={t('move.keepTeacher', { teacher: klass.teacherName ?? '' })}
            checked={keepTeacher}
            onCheckedChange={changed(setKeepTeacher)}
          />
        ) : null}
        {conflicts.length > 0 ? (
          <div
            role="alert"
            className="flex flex-col gap-2 rounded-lg border-l-4 border-amber-700 bg-amber-50 px-4 py-3 text-sm text-amber-950"
          >
            <p className="font-semibold">{t('move.conflictsTitle', { count: conflicts.length })}</p>
            <ul className="list-disc pl-5" data-testid="move-conflicts">
              {conflicts.map((conflict) => (
                <li key={`${conflict.code}:${conflict.studentId ?? ''}`}>{conflictText(conflict)}</li>
              ))}
            </ul>
            <Checkbox label={t('move.override')} checked={override} onCheckedChange={setOverride} />
            {override ? (
              <TextField
                label={t('move.reason')}
                hint={t('move.reasonHint')}
                value={reason}
                onValueChange={setReason}
                maxLength={MAX_ASSIGN_REASON_LENGTH}
              />
            ) : null}
          </div>
        ) : null}
        {error ? (
          <p role="alert" className="text-red-800">
            {error}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
