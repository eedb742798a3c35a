import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useForm } from '../../../shared/forms/use-form.ts';
import { countryOptions } from '../../../shared/i18n/country-options.ts';
import { notify } from '../../../shared/notifications/notification-store.ts';
import { useLocale } from '../../../shared/routing/use-locale.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { SelectField } from '../../../shared/ui/form-fields.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { ACCOUNT_TYPENAMES, type AccountDetails, UPDATE_PHONE_NUMBERS } from './account-documents.ts';
import { Section } from './section.tsx';

/** Phone and WhatsApp (001 §3: used for SMS and WhatsApp); checked with libphonenumber-js on both sides. */
export function PhoneSection({ account }: { account: AccountDetails }) {
  const { t } = useTranslation('settings');
  const locale = useLocale();
  const [, save] = useMutation(UPDATE_PHONE_NUMBERS);
  const form = useForm(
    { countryCode: account.countryCode ?? '', phoneNumber: account.phoneNumber ?? '', whatsappNumber: account.whatsappNumber ?? '' },
    {
      schema: () => import('./account-schemas.ts').then((m) => m.phoneNumbersInput),
      toInput: (v) => ({ ...v, countryCode: v.countryCode || null }),
    },
  );
  const submit = form.handleSubmit(async (v) => {
    const result = await save({ input: { ...v, countryCode: v.countryCode || null } }, ACCOUNT_TYPENAMES);
    if (!result.data) return result;
    notify('success', t('account.phone.saved'));
  });
  return (
    <Section id="phone" title={t('account.phone.title')} intro={t('account.phone.intro')}>
      <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <SelectField
          label={t('account.phone.country')}
          value={form.values.countryCode}
          onValueChange={(v) => form.setField('countryCode', v)}
          options={countryOptions(locale)}
          placeholder={t('account.phone.noCountry')}
          error={form.errors.countryCode}
          hint={t('account.phone.countryHint')}
          autoComplete="country"
          className="max-w-md"
        />
        <div className="grid gap-4 smw:grid-cols-2">
          <TextField
            label={t('account.phone.phone')}
            type="tel"
            value={form.values.phoneNumber}
            onValueChange={(v) => form.setField('phoneNumber', v)}
            error={form.errors.phoneNumber}
            autoComplete="tel"
          />
          <TextField
            label={t('account.phone.whatsapp')}
            type="tel"
            value={form.values.whatsappNumber}
            onValueChange={(v) => form.setField('whatsappNumber', v)}
            error={form.errors.whatsappNumber}
            autoComplete="tel"
          />
        </div>
        {form.formError ? <Alert>{form.formError}</Alert> : null}
        <Button type="submit" busy={form.submitting} className="self-start" data-testid="save-phone">
          {t('account.phone.save')}
        </Button>
      </form>
    </Section>
  );
}
