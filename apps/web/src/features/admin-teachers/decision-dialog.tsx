import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../shared/errors/error-text.ts';
import { useForm } from '../../shared/forms/use-form.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { TextAreaField } from '../../shared/ui/form-fields.tsx';

/**
 * Confirms a decision (an appeal, an application, a deactivation) with an optional note kept
 * with it. `decide` returns urql's result; an error stays in the dialog.
 */
export function DecisionDialog({
  title,
  description,
  confirm,
  withNote = true,
  children,
  decide,
  onClose,
}: {
  title: string;
  description: ReactNode;
  confirm: string;
  withNote?: boolean;
  children?: ReactNode;
  decide: (note: string | null) => Promise<{ error?: unknown } | undefined>;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminTeachers');
  const errorText = useErrorText();
  const form = useForm(
    { note: '' },
    {
      schema: () => import('./admin-teachers-schemas.ts').then((m) => m.decisionNoteForm),
      formErrorOf: (error) => errorText(error),
    },
  );
  const submit = form.handleSubmit(async ({ note }) => {
    const result = await decide(note.trim() || null);
    if (result?.error) return result;
    onClose();
    return undefined;
  });
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      description={<p>{description}</p>}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button busy={form.submitting} onClick={() => void submit()}>
            {confirm}
          </Button>
        </>
      }
    >
      <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
        {children}
        {withNote ? (
          <TextAreaField
            label={t('note')}
            value={form.values.note}
            onValueChange={(value) => form.setField('note', value)}
            error={form.errors.note}
            rows={3}
          />
        ) : null}
        {form.formError ? (
          <p role="alert" className="text-sm text-red-800">
            {form.formError}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
