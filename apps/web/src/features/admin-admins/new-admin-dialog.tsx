import { ADMIN_ROLES, type CreateAdminInput, DISPLAY_LOCALES, type DisplayLocale, NATIVE_LOCALE_NAMES } from '@parla/contracts';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useErrorText } from '../../shared/errors/error-text.ts';
import { useForm } from '../../shared/forms/use-form.ts';
import { notify } from '../../shared/notifications/notification-store.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { FieldRow, SelectField } from '../../shared/ui/form-fields.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { ADMIN_TYPENAMES, type AdminRole, CREATE_ADMIN } from './admin-admins-documents.ts';

/** The languages the invitation e-mail is written in; other locales would read English. */

interface NewAdminValues {
  email: string;
  firstName: string;
  lastName: string;
  role: AdminRole;
  locale: DisplayLocale;
}

const inputOf = (v: NewAdminValues): CreateAdminInput => ({
  email: v.email.trim(),
  firstName: v.firstName.trim(),
  lastName: v.lastName.trim(),
  role: v.role,
  locale: v.locale,
});

/**
 * Invites an admin: name, e-mail, role and the invitation's language. They choose their password
 * through the e-mailed link (like a teacher's invitation); no password is typed or shown here.
 */
export function NewAdminDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('adminAdmins');
  const errorText = useErrorText();
  const viewerLocale = useLocale();
  const [{ fetching }, create] = useMutation(CREATE_ADMIN);
  const form = useForm<NewAdminValues>(
    {
      email: '',
      firstName: '',
      lastName: '',
      role: 'support',
      locale: (DISPLAY_LOCALES as readonly string[]).includes(viewerLocale) ? (viewerLocale as DisplayLocale) : 'en',
    },
    {
      schema: () => import('./admin-admins-schemas.ts').then((m) => m.createAdminInput),
      toInput: inputOf,
      formErrorOf: (error) => errorText(error),
    },
  );
  const { values, errors, formError } = form;

  const submit = form.handleSubmit(async (current) => {
    const result = await create({ input: inputOf(current) }, { ...ADMIN_TYPENAMES, notifyErrors: false });
    if (result.error) return result;
    notify('success', t('create.done', { email: current.email.trim() }));
    onClose();
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('create.title')}
      description={<p>{t('create.description')}</p>}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button busy={fetching || form.submitting} onClick={() => void submit()}>
            {t('create.submit')}
          </Button>
        </>
      }
    >
      <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FieldRow>
          <TextField
            label={t('create.firstName')}
            value={values.firstName}
            onValueChange={(value) => form.setField('firstName', value)}
            error={errors.firstName}
            autoComplete="off"
          />
          <TextField
            label={t('create.lastName')}
            value={values.lastName}
            onValueChange={(value) => form.setField('lastName', value)}
            error={errors.lastName}
            autoComplete="off"
          />
        </FieldRow>
        <TextField
          label={t('create.email')}
          type="email"
          value={values.email}
          onValueChange={(value) => form.setField('email', value)}
          error={errors.email}
          autoComplete="off"
        />
        <SelectField
          label={t('create.role')}
          hint={t(`create.roleHint.${values.role}`)}
          value={values.role}
          onValueChange={(value) => form.setField('role', value as AdminRole)}
          options={ADMIN_ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }))}
          error={errors.role}
        />
        <SelectField
          label={t('create.locale')}
          value={values.locale}
          onValueChange={(value) => form.setField('locale', value as DisplayLocale)}
          options={DISPLAY_LOCALES.map((locale) => ({ value: locale, label: NATIVE_LOCALE_NAMES[locale] }))}
          error={errors.locale}
        />
        {formError ? (
          <p role="alert" className="text-sm text-red-800">
            {formError}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
