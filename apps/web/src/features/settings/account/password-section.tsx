import { PASSWORD_MIN_LENGTH } from '@parla/contracts';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useForm } from '../../../shared/forms/use-form.ts';
import { notify } from '../../../shared/notifications/notification-store.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { PasswordField } from '../../../shared/ui/password-field.tsx';
import { type AccountDetails, CHANGE_PASSWORD } from './account-documents.ts';
import { PasswordSetRequest } from './password-set-request.tsx';
import { Section } from './section.tsx';

const EMPTY = { currentPassword: '', password: '', passwordConfirmation: '' };

/** Registration's rules; the other sessions end, this one gets fresh tokens (identity's password change). */
export function PasswordSection({ account }: { account: AccountDetails }) {
  return account.hasPassword ? <PasswordChange /> : <PasswordSetRequest account={account} />;
}

function PasswordChange() {
  const { t } = useTranslation('settings');
  const [, change] = useMutation(CHANGE_PASSWORD);
  const form = useForm({ ...EMPTY }, { schema: () => import('./account-schemas.ts').then((m) => m.accountPasswordInput) });
  const submit = form.handleSubmit(async (input) => {
    const result = await change({ input });
    if (!result.data?.changePassword) return result;
    form.setValues({ ...EMPTY });
    notify('success', t('account.password.saved'));
  });
  return (
    <Section id="password" title={t('account.password.title')} intro={t('account.password.intro')}>
      <form ref={form.formRef} onSubmit={submit} noValidate className="flex max-w-md flex-col gap-4">
        <PasswordField
          label={t('account.password.current')}
          value={form.values.currentPassword}
          onValueChange={(v) => form.setField('currentPassword', v)}
          error={form.errors.currentPassword}
          autoComplete="current-password"
        />
        <PasswordField
          label={t('account.password.new')}
          value={form.values.password}
          onValueChange={(v) => form.setField('password', v)}
          error={form.errors.password}
          hint={t('account.password.hint', { min: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
        />
        <PasswordField
          label={t('account.password.repeat')}
          value={form.values.passwordConfirmation}
          onValueChange={(v) => form.setField('passwordConfirmation', v)}
          error={form.errors.passwordConfirmation}
          autoComplete="new-password"
        />
        {form.formError ? <Alert>{form.formError}</Alert> : null}
        <Button type="submit" busy={form.submitting} className="self-start" data-testid="save-password">
          {t('account.password.save')}
        </Button>
      </form>
    </Section>
  );
}
