import { SCREENSHOT_MAX_BYTES, SCREENSHOT_TYPES } from '@parla/contracts';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useForm } from '../../shared/forms/use-form.ts';
import { notify } from '../../shared/notifications/notification-store.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { CLASS_LOG_TYPENAMES, REPORT_TECHNICAL_PROBLEM } from './class-log-documents.ts';
import { TextArea } from './text-area.tsx';
import { uploadScreenshot } from './upload-screenshot.ts';
import { useErrorText } from '../../shared/errors/error-text.ts';

/** A technical problem stopped the class (000 §7): what happened, with an optional screenshot (image, at most 5 MB). */
export function TechnicalProblemDialog({ classUid, open, onClose }: { classUid: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('teacherLogs');
  const errorText = useErrorText();
  const fileId = useId();
  const fileErrorId = useId();
  const [, report] = useMutation(REPORT_TECHNICAL_PROBLEM);
  /** An upload that fails on no field says only "not saved"; the report's failure says why. */
  const uploadFailed = useRef(false);

  const fileError = (chosen: File | null) =>
    !chosen
      ? undefined
      : !(SCREENSHOT_TYPES as readonly string[]).includes(chosen.type)
        ? t('technical.wrongType')
        : chosen.size > SCREENSHOT_MAX_BYTES
          ? t('technical.tooLarge')
          : undefined;

  // The one form mechanism (decision 030): the file checks are the client's own (no contract holds
  // a File); upload and report errors land on the fields through the hook.
  const form = useForm(
    { description: '', screenshot: null as File | null },
    {
      validate: ({ description, screenshot }) => ({
        description: description.trim() ? undefined : t('technical.describe'),
        screenshot: fileError(screenshot),
      }),
      formErrorOf: (error) => (uploadFailed.current ? t('errors.notSaved') : errorText(error, t('errors.notSaved'))),
    },
  );
  const { values, errors, formError } = form;

  const chooseFile = (chosen: File | null) => {
    form.setField('screenshot', chosen);
    const error = fileError(chosen);
    if (error) form.setErrors((current) => ({ ...current, screenshot: error }));
  };

  const send = form.handleSubmit(async ({ description, screenshot }) => {
    uploadFailed.current = true;
    const screenshotId = screenshot ? (await uploadScreenshot(classUid, screenshot)).id : null;
    uploadFailed.current = false;
    const result = await report(
      { input: { classUid, description: description.trim(), screenshotId } },
      { ...CLASS_LOG_TYPENAMES, notifyErrors: false },
    );
    if (result.error) return result;
    notify('success', t('saved.technical'));
    onClose();
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('technical.title')}
      description={<p>{t('technical.body')}</p>}
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('actions.back')}
          </Button>
          <Button onClick={() => send()} busy={form.submitting}>
            {t('technical.confirm')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <TextArea
          label={t('technical.description')}
          value={values.description}
          onValueChange={(value) => form.setField('description', value)}
          error={errors.description}
          maxLength={2000}
          required
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fileId} className="text-sm font-medium text-slate-800">
            {t('technical.screenshot')}
          </label>
          <input
            id={fileId}
            type="file"
            accept={SCREENSHOT_TYPES.join(',')}
            onChange={(event) => chooseFile(event.target.files?.[0] ?? null)}
            aria-invalid={errors.screenshot ? true : undefined}
            aria-describedby={errors.screenshot ? fileErrorId : undefined}
            className="text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-brand-700 file:bg-white file:px-4 file:font-semibold file:text-brand-800"
          />
          <p className="text-sm text-slate-600">{t('technical.screenshotHint')}</p>
          {errors.screenshot ? (
            <p id={fileErrorId} className="text-sm font-medium text-red-700">
              {errors.screenshot}
            </p>
          ) : null}
        </div>
        {formError ? <Alert>{formError}</Alert> : null}
      </div>
    </Dialog>
  );
}
