import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useAuth } from '../../../shared/auth/auth-context.tsx';
import { useForm } from '../../../shared/forms/use-form.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { PasswordField } from '../../../shared/ui/password-field.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { PROMOTE_GUEST } from './guest-documents.ts';

/**
 * The "promote guest" form (001 §7): a password and, optionally, a name; `withEmail` also lets
 * the guest change the address (complete-account-setup). The post-checkout page and both
 * complete-account pages use it; the server refuses anyone who is not a signed-in guest.
 */
export function PromoteGuestForm({
  withName = true,
  withEmail = false,
  submitLabel,
  onDone,
}: {
  withName?: boolean;
  withEmail?: boolean;
  submitLabel: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('pricing');
  const { user, setUser } = useAuth();
  const [, promote] = useMutation(PROMOTE_GUEST);
  const form = useForm(
    { email: user?.email ?? '', firstName: user?.firstName ?? '', lastName: user?.lastName ?? '', password: '' },
    {
      schema: () => import('./guest-schemas.ts').then((m) => m.promoteGuestInput),
      // Blank names are "no name" (optional), not an empty one.
      toInput: (v) => ({
        email: v.email.trim(),
        password: v.password,
        ...(v.firstName.trim() ? { firstName: v.firstName.trim() } : {}),
        ...(v.lastName.trim() ? { lastName: v.lastName.trim() } : {}),
      }),
    },
  );
  const { values, errors } = form;

  const onSubmit = form.handleSubmit(async (v) => {
    const result = await promote(
      {
        input: {
          email: v.email.trim(),
          password: v.password,
          firstName: v.firstName.trim() || undefined,
          lastName: v.lastName.trim() || undefined,
        },
      },
      { notifyErrors: false },
    );
    if (result.error) return result;
    const promoted = result.data?.promoteGuest;
    // Updated in place (a refresh would show the page's loading state and lose this one).
    if (user && promoted) {
      const fullName = [promoted.firstName, promoted.lastName].filter(Boolean).join(' ');
      setUser({ ...user, email: promoted.email, firstName: promoted.firstName, lastName: promoted.lastName, fullName, isGuest: false });
    }
    onDone();
    return result;
  });

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      {withEmail ? (
        <TextField
          label={t('promote.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onValueChange={(v) => form.setField('email', v)}
          error={errors.email}
        />
      ) : (
        <p className="text-sm text-slate-700">{t('promote.loginWith', { email: user?.email ?? '' })}</p>
      )}
      {withName ? (
        <div className="grid gap-4 smw:grid-cols-2">
          <TextField
            label={t('promote.firstName')}
            name="firstName"
            autoComplete="given-name"
            hint={t('promote.optional')}
            value={values.firstName}
            onValueChange={(v) => form.setField('firstName', v)}
            error={errors.firstName}
          />
          <TextField
            label={t('promote.lastName')}
            name="lastName"
            autoComplete="family-name"
            hint={t('promote.optional')}
            value={values.lastName}
            onValueChange={(v) => form.setField('lastName', v)}
            error={errors.lastName}
          />
        </div>
      ) : null}
      <PasswordField
        label={t('promote.password')}
        name="password"
        autoComplete="new-password"
        required
        hint={t('promote.passwordHint')}
        value={values.password}
        onValueChange={(v) => form.setField('password', v)}
        error={errors.password}
      />
      <Button type="submit" busy={form.submitting} className="self-start">
        {submitLabel}
      </Button>
    </form>
  );
}
