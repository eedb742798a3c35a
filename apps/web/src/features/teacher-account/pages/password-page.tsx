import { PASSWORD_MIN_LENGTH } from '@parla/contracts';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../shared/forms/use-form.ts';
import { http } from '../../../shared/http/http.ts';
import { notify } from '../../../shared/notifications/notification-store.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { PasswordField } from '../../../shared/ui/password-field.tsx';

/** Password change through PUT /api/users/update-password (identity): at least 6 characters, both entries equal. */
export function PasswordPage() {
  const { t } = useTranslation('teacherAccount');
  const form = useForm(
    { currentPassword: '', password: '', passwordConfirmation: '' },
    { schema: () => import('../teacher-account-schemas.ts').then((m) => m.updatePasswordInput) },
  );
  const { values, setField, errors, formError, submitting, handleSubmit, formRef } = form;

  const submit = handleSubmit(async (v) => {
    await http.put('/api/users/update-password', v);
    notify('success', t('password.changed'));
    setField('currentPassword', '');
    setField('password', '');
    setField('passwordConfirmation', '');
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex max-w-md flex-col gap-4">
      <PasswordField
        label={t('password.current')}
        value={values.currentPassword}
        onValueChange={(v) => setField('currentPassword', v)}
        error={errors.currentPassword}
        autoComplete="current-password"
      />
      <PasswordField
        label={t('password.new')}
        value={values.password}
        onValueChange={(v) => setField('password', v)}
        error={errors.password}
        hint={t('password.hint', { min: PASSWORD_MIN_LENGTH })}
        autoComplete="new-password"
      />
      <PasswordField
        label={t('password.repeat')}
        value={values.passwordConfirmation}
        onValueChange={(v) => setField('passwordConfirmation', v)}
        error={errors.passwordConfirmation}
        autoComplete="new-password"
      />
      {formError ? <Alert>{formError}</Alert> : null}
      <div>
        <Button type="submit" busy={submitting}>
          {t('password.submit')}
        </Button>
      </div>
    </form>
  );
}
