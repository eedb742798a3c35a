import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useForm } from '../../shared/forms/use-form.ts';
import { notify } from '../../shared/notifications/notification-store.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import {
  CANCEL_COMMITMENT,
  CANCELLATION_REASONS,
  type CancellationPolicy,
  type CancellationReason,
  TEACHER_BOOKING_TYPENAMES,
} from './teacher-booking-documents.ts';
import { TextAreaField } from '../../shared/ui/form-fields.tsx';
import { useTeacherTime } from './use-teacher-time.ts';

interface CancelCommitmentDialogProps {
  open: boolean;
  onClose: () => void;
  onCancelled: () => void;
  classUid: string;
  policy: CancellationPolicy;
}

/** The teacher cancellation policy (000 §9) applied to this class, shown before the teacher confirms. */
export function CancelCommitmentDialog({ open, onClose, onCancelled, classUid, policy }: CancelCommitmentDialogProps) {
  const { t } = useTranslation('teacherBooking');
  const time = useTeacherTime();
  const reasonId = useId();
  // The one form mechanism (decision 030), checking the contract the server checks
  // (`cancelCommitmentInput`: a reason, an explanation of at most 2000 characters); whether the
  // explanation is required depends on the time left, which the server decides. Failures on no
  // field are notified by the client already.
  const form = useForm(
    { reason: '' as CancellationReason | '', explanation: '' },
    { schema: () => import('./teacher-booking-schemas.ts').then((m) => m.cancelCommitmentInput), formErrorOf: () => null },
  );
  const { values, errors } = form;
  const [state, cancel] = useMutation(CANCEL_COMMITMENT);

  const confirm = form.handleSubmit(async ({ reason, explanation }) => {
    if (!reason) return;
    const result = await cancel({ classUid, reason, ...(explanation.trim() ? { explanation } : {}) }, TEACHER_BOOKING_TYPENAMES);
    if (!result.data) return result;
    const done = result.data.cancelClassCommitment;
    notify('success', done.penaltyUntil ? t('cancel.doneBlocked', { date: time.dateTime(done.penaltyUntil) }) : t('cancel.done'));
    onCancelled();
  });

  const consequence = policy.freeBecauseAccidental ? (
    <p>{t('cancel.accidental', { time: time.dateTime(policy.freeUntil) })}</p>
  ) : policy.consequence === 'none' ? (
    <p>{t('cancel.noConsequence')}</p>
  ) : (
    <p role="alert" className="rounded-lg border-l-4 border-amber-700 bg-amber-50 px-3 py-2 font-medium text-amber-900">
      <span aria-hidden="true">⚠ </span>
      {t(policy.consequence === 'block_7_days' ? 'cancel.block' : 'cancel.blockExplain', {
        days: policy.blockDays,
        date: policy.penaltyUntil ? time.dateTime(policy.penaltyUntil) : '',
      })}
    </p>
  );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('cancel.title')}
      description={
        policy.allowed ? (
          <>
            {consequence}
            {policy.wouldTriggerReview ? <p className="font-medium">{t('cancel.review')}</p> : null}
            <p>{t('cancel.studentsTold')}</p>
            <details className="text-sm">
              <summary className="cursor-pointer font-semibold text-brand-800">{t('cancel.policyHeading')}</summary>
              <ul className="mt-2 list-disc pl-5">
                <li>{t('cancel.policyFree', { time: time.dateTime(policy.freeUntil) })}</li>
                <li>{t('cancel.policyEarly', { time: time.dateTime(policy.lateFrom) })}</li>
                <li>{t('cancel.policyLate', { time: time.dateTime(policy.lateFrom), days: policy.blockDays })}</li>
                <li>{t('cancel.policyVeryLate', { time: time.dateTime(policy.veryLateFrom) })}</li>
                <li>{t('cancel.policyReview')}</li>
              </ul>
            </details>
          </>
        ) : (
          <p>{t('cancel.notAllowed')}</p>
        )
      }
      actions={
        <>
          <Button variant="ghost" onClick={onClose} autoFocus>
            {t('cancel.keep')}
          </Button>
          {policy.allowed ? (
            <Button busy={state.fetching} onClick={() => void confirm()}>
              {t('cancel.confirm')}
            </Button>
          ) : null}
        </>
      }
    >
      {policy.allowed ? (
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={reasonId} className="text-sm font-medium text-slate-800">
              {t('cancel.reasonLabel')}
            </label>
            <select
              id={reasonId}
              value={values.reason}
              onChange={(event) => form.setField('reason', event.target.value as CancellationReason | '')}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={errors.reason ? `${reasonId}-error` : undefined}
              className="min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900"
            >
              <option value="">{t('cancel.reasonPlaceholder')}</option>
              {CANCELLATION_REASONS.map((r) => (
                <option key={r} value={r}>
                  {t(`cancel.reasons.${r}`)}
                </option>
              ))}
            </select>
            {errors.reason ? (
              <p id={`${reasonId}-error`} className="text-sm font-medium text-red-700">
                {errors.reason}
              </p>
            ) : null}
          </div>
          {policy.requiresExplanation ? (
            <TextAreaField
              label={t('cancel.explanationLabel')}
              hint={t('cancel.explanationHint')}
              value={values.explanation}
              onValueChange={(value) => form.setField('explanation', value)}
              error={errors.explanation}
              required
            />
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
