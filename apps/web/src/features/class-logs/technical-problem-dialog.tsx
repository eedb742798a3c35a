import { SCREENSHOT_MAX_BYTES, SCREENSHOT_TYPES } from '@parla/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { firstErrors, toFieldErrors } from '../../shared/forms/validation-errors.ts';
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
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [, report] = useMutation(REPORT_TECHNICAL_PROBLEM);

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    setErrors(({ screenshot: _gone, ...rest }) => rest);
    if (chosen && !(SCREENSHOT_TYPES as readonly string[]).includes(chosen.type))
      setErrors((e) => ({ ...e, screenshot: t('technical.wrongType') }));
    else if (chosen && chosen.size > SCREENSHOT_MAX_BYTES) setErrors((e) => ({ ...e, screenshot: t('technical.tooLarge') }));
  };

  const send = async () => {
    setFormError(null);
    if (!description.trim()) {
      setErrors((e) => ({ ...e, description: t('technical.describe') }));
      return;
    }
    if (errors.screenshot) return;
    setBusy(true);
    try {
      let screenshotId: string | null = null;
      if (file) {
        try {
          screenshotId = (await uploadScreenshot(classUid, file)).id;
        } catch (error) {
          const fields = firstErrors(toFieldErrors(error));
          if (Object.keys(fields).length > 0) setErrors((e) => ({ ...e, ...fields }));
          else setFormError(t('errors.notSaved'));
          return;
        }
      }
      const result = await report(
        { input: { classUid, description: description.trim(), screenshotId } },
        { ...CLASS_LOG_TYPENAMES, notifyErrors: false },
      );
      if (result.error) {
        const fields = firstErrors(toFieldErrors(result.error));
        setErrors((e) => ({ ...e, ...fields }));
        if (Object.keys(fields).length === 0) setFormError(errorText(result.error, t('errors.notSaved')));
        return;
      }
      notify('success', t('saved.technical'));
      onClose();
    } finally {
      setBusy(false);
    }
  };

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
          <Button onClick={send} busy={busy}>
            {t('technical.confirm')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <TextArea
          label={t('technical.description')}
          value={description}
          onValueChange={(value) => {
            setDescription(value);
            setErrors(({ description: _gone, ...rest }) => rest);
          }}
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
