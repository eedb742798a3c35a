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
import { ACCOUNT_TYPENAMES, type AccountDetails, REMOVE_INVOICE_ADDRESS, UPDATE_INVOICE_ADDRESS } from './account-documents.ts';
import { Section } from './section.tsx';

type Field = 'name' | 'company' | 'line1' | 'line2' | 'postalCode' | 'city' | 'vatId';
const AUTOCOMPLETE: Record<Field, string> = {
  name: 'name',
  company: 'organization',
  line1: 'address-line1',
  line2: 'address-line2',
  postalCode: 'postal-code',
  city: 'address-level2',
  vatId: 'off',
};

/** Printed on invoices issued from now on; issued invoices keep the address they were issued with. */
export function InvoiceAddressSection({ account }: { account: AccountDetails }) {
  const { t } = useTranslation('settings');
  const locale = useLocale();
  const [, save] = useMutation(UPDATE_INVOICE_ADDRESS);
  const [removal, remove] = useMutation(REMOVE_INVOICE_ADDRESS);
  const a = account.invoiceAddress;
  const form = useForm(
    {
      name: a?.name ?? '',
      company: a?.company ?? '',
      line1: a?.line1 ?? '',
      line2: a?.line2 ?? '',
      postalCode: a?.postalCode ?? '',
      city: a?.city ?? '',
      country: a?.country ?? account.countryCode ?? '',
      vatId: a?.vatId ?? '',
    },
    { schema: () => import('./account-schemas.ts').then((m) => m.invoiceAddressInput) },
  );
  const submit = form.handleSubmit(async (input) => {
    const result = await save({ input }, ACCOUNT_TYPENAMES);
    if (!result.data) return result;
    notify('success', t('account.invoice.saved'));
  });
  const text = (field: Field, className = '') => (
    <TextField
      label={t(`account.invoice.${field}`)}
      value={form.values[field]}
      onValueChange={(v) => form.setField(field, v)}
      error={form.errors[field]}
      autoComplete={AUTOCOMPLETE[field]}
      required={field === 'line1' || field === 'postalCode' || field === 'city'}
      className={className}
    />
  );
  return (
    <Section id="invoice" title={t('account.invoice.title')} intro={t('account.invoice.intro')}>
      <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 smw:grid-cols-2">
          {text('name')}
          {text('company')}
          {text('line1', 'smw:col-span-2')}
          {text('line2', 'smw:col-span-2')}
          {text('postalCode')}
          {text('city')}
          <SelectField
            label={t('account.invoice.country')}
            value={form.values.country}
            onValueChange={(v) => form.setField('country', v)}
            options={countryOptions(locale)}
            placeholder={t('account.invoice.chooseCountry')}
            error={form.errors.country}
            autoComplete="country"
            required
          />
          {text('vatId')}
        </div>
        {form.formError ? <Alert>{form.formError}</Alert> : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" busy={form.submitting} data-testid="save-invoice-address">
            {t('account.invoice.save')}
          </Button>
          {a ? (
            <Button variant="ghost" busy={removal.fetching} onClick={() => void remove({}, ACCOUNT_TYPENAMES)}>
              {t('account.invoice.remove')}
            </Button>
          ) : null}
        </div>
      </form>
    </Section>
  );
}
