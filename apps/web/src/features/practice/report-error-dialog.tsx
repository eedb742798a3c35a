import { CONTENT_ERROR_OPTIONS, type ContentErrorOption, type ContentErrorTarget } from '@parla/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useForm } from '../../shared/forms/use-form.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Checkbox } from '../../shared/ui/checkbox.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { TextAreaField } from '../../shared/ui/form-fields.tsx';
import { REPORT_CONTENT_ERROR } from './practice-documents.ts';

const INLINE = { notifyErrors: false };

/** "Report an error" beside every practice item (001 §5): opens the dialog, thanks afterwards. */
export function ReportErrorButton({ target, targetId }: { target: ContentErrorTarget; targetId: string }) {
  const { t } = useTranslation('practice');
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  return (
    <>
      <Button variant="ghost" className="shrink-0 px-3 text-xs" onClick={() => setOpen(true)}>
        {sent ? t('report.sentShort') : t('report.open')}
      </Button>
      {open ? (
        <ReportErrorDialog
          target={target}
          targetId={targetId}
          onClose={() => setOpen(false)}
          onSent={() => {
            setSent(true);
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}

interface Values {
  target: ContentErrorTarget;
  targetId: string;
  options: ContentErrorOption[];
  details: string;
}

/**
 * The report-content-error dialog (001 §5): at least one option ("You must select at least 1
 * option") and details ("Please provide more details"), checked by the contract the server uses.
 */
function ReportErrorDialog(props: { target: ContentErrorTarget; targetId: string; onClose: () => void; onSent: () => void }) {
  const { target, targetId, onClose, onSent } = props;
  const { t } = useTranslation('practice');
  const formId = useId();
  const [, report] = useMutation(REPORT_CONTENT_ERROR);
  const form = useForm<Values>(
    { target, targetId, options: [], details: '' },
    { schema: () => import('./practice-schemas.ts').then((m) => m.contentErrorReportInput) },
  );
  const toggle = (option: ContentErrorOption, on: boolean) =>
    form.setField('options', on ? [...form.values.options, option] : form.values.options.filter((o) => o !== option));
  const submit = form.handleSubmit(async (values) => {
    const res = await report(values, INLINE);
    if (res.data?.reportContentError) onSent();
    return res;
  });
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('report.title')}
      description={t('report.lead')}
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('report.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={form.submitting}>
            {t('report.send')}
          </Button>
        </>
      }
    >
      <form id={formId} ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-semibold text-slate-900">{t('report.optionsLegend')}</legend>
          {CONTENT_ERROR_OPTIONS.map((option, i) => (
            <Checkbox
              key={option}
              label={t(`report.options.${option}`)}
              checked={form.values.options.includes(option)}
              onCheckedChange={(on) => toggle(option, on)}
              // The list's one message shows under its last box, read with it.
              error={i === CONTENT_ERROR_OPTIONS.length - 1 ? form.errors.options : undefined}
            />
          ))}
        </fieldset>
        <TextAreaField
          label={t('report.details')}
          value={form.values.details}
          error={form.errors.details}
          onValueChange={(v) => form.setField('details', v)}
        />
        {form.formError ? <Alert>{form.formError}</Alert> : null}
      </form>
    </Dialog>
  );
}
