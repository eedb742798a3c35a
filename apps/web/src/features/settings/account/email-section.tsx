import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useForm } from '../../../shared/forms/use-form.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { PasswordField } from '../../../shared/ui/password-field.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { ACCOUNT_TYPENAMES, type AccountDetails, REQUEST_EMAIL_CHANGE } from './account-documents.ts';
import { Section } from './section.tsx';

/** The login moves only when the link sent to the new address is opened; until then the old one stays. */
export function EmailSection({ account }: { account: AccountDetails }) {
  const { t } = useTranslation('settings');
  const [, request] = useMutation(REQUEST_EMAIL_CHANGE);
  const form = useForm(
    { email: '', currentPassword: '' },
    { schema: () => import('./account-schemas.ts').then((m) => m.emailChangeInput) },
  );
  const submit = form.handleSubmit(async (input) => {
    const result = await request({ input }, ACCOUNT_TYPENAMES);
    if (!result.data) return result;
    form.setValues({ email: '', currentPassword: '' });
  });
  return (
    <Section id="email" title={t('account.email.title')} intro={t('account.email.intro')}>
      <p className="mb-4 text-slate-800">
        {t('account.email.current')} <strong className="break-all">{account.email}</strong>
      </p>
      {account.pendingEmail ? (
        <div className="mb-4">
          <Alert tone="info">{t('account.email.pending', { email: account.pendingEmail })}</Alert>
        </div>
      ) : null}
      {account.hasPassword ? null : <p className="max-w-md text-slate-800">{t('account.email.setPasswordFirst')}</p>}
      <form hidden={!account.hasPassword} ref={form.formRef} onSubmit={submit} noValidate className="flex max-w-md flex-col gap-4">
        <TextField
          label={t('account.email.new')}
          type="email"
          value={form.values.email}
          onValueChange={(v) => form.setField('email', v)}
          error={form.errors.email}
          autoComplete="email"
        />
        <PasswordField
          label={t('account.email.password')}
          value={form.values.currentPassword}
          onValueChange={(v) => form.setField('currentPassword', v)}
          error={form.errors.currentPassword}
          autoComplete="current-password"
        />
        {form.formError ? <Alert>{form.formError}</Alert> : null}
        <Button type="submit" busy={form.submitting} className="self-start" data-testid="request-email-change">
          {t('account.email.send')}
        </Button>
      </form>
    </Section>
  );
}
