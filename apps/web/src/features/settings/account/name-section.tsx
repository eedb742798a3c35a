import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useAuth } from '../../../shared/auth/auth-context.tsx';
import { useForm } from '../../../shared/forms/use-form.ts';
import { notify } from '../../../shared/notifications/notification-store.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { ACCOUNT_TYPENAMES, type AccountDetails, UPDATE_ACCOUNT_NAME } from './account-documents.ts';
import { Section } from './section.tsx';

export function NameSection({ account }: { account: AccountDetails }) {
  const { t } = useTranslation('settings');
  const { user, setUser } = useAuth();
  const [, save] = useMutation(UPDATE_ACCOUNT_NAME);
  const form = useForm(
    { firstName: account.firstName, lastName: account.lastName },
    { schema: () => import('./account-schemas.ts').then((m) => m.accountNameInput) },
  );
  const submit = form.handleSubmit(async (input) => {
    const result = await save({ input }, ACCOUNT_TYPENAMES);
    const saved = result.data?.updateAccountName;
    if (!saved) return result;
    // The user menu shows the name too.
    if (user)
      setUser({ ...user, firstName: saved.firstName, lastName: saved.lastName, fullName: `${saved.firstName} ${saved.lastName}`.trim() });
    notify('success', t('account.name.saved'));
  });
  return (
    <Section id="name" title={t('account.name.title')}>
      <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 smw:grid-cols-2">
          <TextField
            label={t('account.name.firstName')}
            value={form.values.firstName}
            onValueChange={(v) => form.setField('firstName', v)}
            error={form.errors.firstName}
            autoComplete="given-name"
            required
          />
          <TextField
            label={t('account.name.lastName')}
            value={form.values.lastName}
            onValueChange={(v) => form.setField('lastName', v)}
            error={form.errors.lastName}
            autoComplete="family-name"
          />
        </div>
        {form.formError ? <Alert>{form.formError}</Alert> : null}
        <Button type="submit" busy={form.submitting} className="self-start" data-testid="save-name">
          {t('account.name.save')}
        </Button>
      </form>
    </Section>
  );
}
