import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useErrorText } from '../../shared/errors/error-text.ts';
import { useForm } from '../../shared/forms/use-form.ts';
import { notify } from '../../shared/notifications/notification-store.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { TextAreaField } from '../../shared/ui/form-fields.tsx';
import { type AdminContentErrorReport, CLOSE_CONTENT_ERROR_REPORT, type ContentErrorReportOutcome } from './back-office-documents.ts';

/** The list refreshes after a report leaves it: its typename is in the list's result. */
const REPORT_TYPENAMES = { additionalTypenames: ['AdminContentErrorReport', 'AdminContentErrorReportList'], notifyErrors: false };

/**
 * Resolves (the content was fixed; the student is thanked in-app) or dismisses a report, with an
 * optional note kept on the report for the next admin.
 */
export function CloseReportDialog({
  report,
  outcome,
  onClose,
}: {
  report: AdminContentErrorReport;
  outcome: ContentErrorReportOutcome;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const [{ fetching }, close] = useMutation(CLOSE_CONTENT_ERROR_REPORT);
  const form = useForm(
    { note: '' },
    {
      schema: () => import('./back-office-schemas.ts').then((m) => m.closeContentErrorReportInput),
      toInput: ({ note }) => ({ reportId: report.id, outcome, note }),
      formErrorOf: (error) => errorText(error),
    },
  );

  const submit = form.handleSubmit(async ({ note }) => {
    const result = await close({ reportId: report.id, outcome, note: note.trim() || null }, REPORT_TYPENAMES);
    if (result.error) return result;
    notify('success', t(`reports.${outcome}.done`));
    onClose();
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={t(`reports.${outcome}.title`)}
      description={<p>{t(`reports.${outcome}.description`)}</p>}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button busy={fetching || form.submitting} onClick={() => void submit()}>
            {t(`reports.${outcome}.submit`)}
          </Button>
        </>
      }
    >
      <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800">“{report.itemText ?? report.lessonTitle}”</p>
        <TextAreaField
          label={t('reports.note')}
          hint={t(`reports.${outcome}.noteHint`)}
          value={form.values.note}
          onValueChange={(value) => form.setField('note', value)}
          error={form.errors.note}
          rows={3}
        />
        {form.formError ? (
          <p role="alert" className="text-sm text-red-800">
            {form.formError}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
