import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useForm } from '../../../shared/forms/use-form.ts';
import { notify } from '../../../shared/notifications/notification-store.ts';
import { useLocale } from '../../../shared/routing/use-locale.ts';
import { useViewerTime } from '../../../shared/time/use-viewer-time.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import {
  ACCOUNT_TYPENAMES,
  PAYOUT_DETAILS,
  type PayoutDetails,
  type PayoutInput,
  REQUEST_PAYOUT_CODE,
  UPDATE_PAYOUT,
} from '../account-documents.ts';
import { countryOptions } from '../../../shared/i18n/country-options.ts';
import { SectionHeading, SelectField } from '../fields.tsx';
import { isDomainFailure, useErrorText } from '../../../shared/errors/error-text.ts';
import { QueryState } from '../../../shared/data/query-state.tsx';
import { useDataQuery } from '../../../shared/data/use-data-query.ts';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';

function initialValues(details: PayoutDetails | null): PayoutInput {
  return {
    address: details?.address ?? '',
    address2: details?.address2 ?? '',
    city: details?.city ?? '',
    state: details?.state ?? '',
    postalCode: details?.postalCode ?? '',
    country: details?.country ?? '',
    incomeTaxNumber: details?.incomeTaxNumber ?? '',
    paymentMethod: details?.defaultPaymentMethod ?? 'BankTransfer',
    iban: details?.iban ?? '',
    accountNumber: details?.accountNumber ?? '',
    bic: details?.bic ?? '',
    paypalEmail: details?.paypal ?? '',
  };
}

/** Invoice and payment details (000 §3 form, §5): saving needs the 6-digit code e-mailed to the teacher. */
export function InvoicePage() {
  const query = useDataQuery({ query: PAYOUT_DETAILS, context: ACCOUNT_TYPENAMES });
  return (
    <QueryState query={query} skeleton={<Skeleton lines={6} barClassName="h-11" className="gap-4" />}>
      {(data) => (
        <InvoiceForm
          key={data.teacherAccount.payoutDetails?.updatedAt ?? 'new'}
          details={data.teacherAccount.payoutDetails}
          impersonated={data.teacherAccount.isImpersonated}
        />
      )}
    </QueryState>
  );
}

function InvoiceForm({ details, impersonated }: { details: PayoutDetails | null; impersonated: boolean }) {
  const { t } = useTranslation('teacherAccount');
  const locale = useLocale();
  const viewer = useViewerTime();
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const [useAccountNumber, setUseAccountNumber] = useState(Boolean(details?.accountNumber && !details.iban));
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [requesting, requestCode] = useMutation(REQUEST_PAYOUT_CODE);
  /** What is sent: the inactive bank field is left out, so the server keeps one way of paying. */
  const toInput = (current: PayoutInput): PayoutInput => ({
    ...current,
    iban: useAccountNumber ? '' : current.iban,
    accountNumber: useAccountNumber ? current.accountNumber : '',
  });
  const errorText = useErrorText();
  const form = useForm<PayoutInput>(initialValues(details), {
    schema: () => import('../teacher-account-schemas.ts').then((m) => m.payoutDetailsInput),
    toInput,
    formErrorOf: (error) => (isDomainFailure(error) ? errorText(error) : null),
  });
  const { values, errors, formError } = form;
  const set = (name: keyof PayoutInput) => (value: string) => form.setField(name, value);
  const input = toInput(values);

  const submit = form.handleSubmit(async (current) => {
    const result = await requestCode({ input: toInput(current) }, { notifyErrors: false });
    if (result.data) setCodeSentTo(result.data.requestPayoutDetailsCode.sentTo);
    return result;
  });

  const disabled = impersonated;
  return (
    <div className="flex flex-col gap-6">
      <p className="text-slate-700">{t('invoice.intro')}</p>
      {impersonated ? <Alert tone="info">{t('invoice.impersonated')}</Alert> : null}
      {details ? <p className="text-sm text-slate-600">{t('invoice.lastChanged', { date: viewer.dateTime(details.updatedAt) })}</p> : null}
      <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-8">
        <fieldset disabled={disabled} className="flex flex-col gap-4">
          <legend className="mb-2">
            <SectionHeading title={t('invoice.addressTitle')} />
          </legend>
          <TextField
            label={t('invoice.address')}
            value={values.address}
            onValueChange={set('address')}
            error={errors.address}
            autoComplete="address-line1"
            required
          />
          <TextField
            label={t('invoice.address2')}
            value={values.address2}
            onValueChange={set('address2')}
            error={errors.address2}
            autoComplete="address-line2"
          />
          <div className="grid gap-4 smw:grid-cols-2">
            <TextField
              label={t('invoice.city')}
              value={values.city}
              onValueChange={set('city')}
              error={errors.city}
              autoComplete="address-level2"
              required
            />
            <TextField
              label={t('invoice.state')}
              value={values.state}
              onValueChange={set('state')}
              error={errors.state}
              autoComplete="address-level1"
              required
            />
            <TextField
              label={t('invoice.zip')}
              value={values.postalCode}
              onValueChange={set('postalCode')}
              error={errors.postalCode}
              autoComplete="postal-code"
              required
            />
            <SelectField
              label={t('invoice.country')}
              value={values.country}
              onValueChange={set('country')}
              options={countries}
              placeholder={t('choose')}
              error={errors.country}
              autoComplete="country"
            />
          </div>
          <TextField
            label={t('invoice.incomeTaxNumber')}
            value={values.incomeTaxNumber}
            onValueChange={set('incomeTaxNumber')}
            error={errors.incomeTaxNumber}
          />
        </fieldset>

        <fieldset disabled={disabled} className="flex flex-col gap-4">
          <legend className="mb-2">
            <SectionHeading title={t('invoice.paymentTitle')} />
          </legend>
          <div role="radiogroup" aria-label={t('invoice.paymentMethod')} className="flex flex-wrap gap-3">
            {(['BankTransfer', 'PayPal'] as const).map((method) => (
              <label
                key={method}
                className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-4 py-2 ${values.paymentMethod === method ? 'border-brand-700 bg-brand-50' : 'border-slate-300'}`}
              >
                <input
                  type="radio"
                  name="paymentMethod"
                  value={method}
                  checked={values.paymentMethod === method}
                  onChange={() => set('paymentMethod')(method)}
                  className="accent-brand-700"
                />
                {t(`invoice.methods.${method}`)}
              </label>
            ))}
          </div>
          {values.paymentMethod === 'BankTransfer' ? (
            <>
              {useAccountNumber ? (
                <TextField
                  label={t('invoice.accountNumber')}
                  value={values.accountNumber}
                  onValueChange={set('accountNumber')}
                  error={errors.accountNumber ?? errors.iban}
                  required
                />
              ) : (
                <TextField
                  label={t('invoice.iban')}
                  value={values.iban}
                  onValueChange={set('iban')}
                  error={errors.iban}
                  hint={t('invoice.ibanHint')}
                  autoComplete="off"
                  spellCheck={false}
                  required
                />
              )}
              <div>
                <Button variant="ghost" className="px-0" onClick={() => setUseAccountNumber((v) => !v)}>
                  {useAccountNumber ? t('invoice.useIban') : t('invoice.useAccountNumber')}
                </Button>
              </div>
              <TextField
                label={useAccountNumber ? t('invoice.bankCode') : t('invoice.bic')}
                value={values.bic}
                onValueChange={set('bic')}
                error={errors.bic}
                autoComplete="off"
                spellCheck={false}
                required
              />
            </>
          ) : (
            <TextField
              label={t('invoice.paypalEmail')}
              type="email"
              value={values.paypalEmail}
              onValueChange={set('paypalEmail')}
              error={errors.paypalEmail}
              autoComplete="email"
              required
            />
          )}
        </fieldset>
        {formError ? <Alert>{formError}</Alert> : null}
        <div>
          <Button type="submit" busy={requesting.fetching} disabled={disabled}>
            {t('invoice.save')}
          </Button>
        </div>
      </form>
      {codeSentTo ? (
        <CodeDialog
          input={input}
          sentTo={codeSentTo}
          onClose={() => setCodeSentTo(null)}
          onResend={async () => {
            const result = await requestCode({ input }, { notifyErrors: false });
            if (isDomainFailure(result.error)) return errorText(result.error);
            if (result.data) setCodeSentTo(result.data.requestPayoutDetailsCode.sentTo);
            return null;
          }}
        />
      ) : null}
    </div>
  );
}

function CodeDialog({
  input,
  sentTo,
  onClose,
  onResend,
}: {
  input: PayoutInput;
  sentTo: string;
  onClose: () => void;
  onResend: () => Promise<string | null>;
}) {
  const { t } = useTranslation('teacherAccount');
  const [info, setInfo] = useState<string | null>(null);
  const [saving, save] = useMutation(UPDATE_PAYOUT);
  const errorText = useErrorText();
  const form = useForm(
    { code: '' },
    {
      validate: ({ code }) => (/^\d{6}$/.test(code) ? {} : { code: t('invoice.codeShape') }),
      formErrorOf: (failure) => (isDomainFailure(failure) ? errorText(failure) : t('saveFailed')),
    },
  );
  const error = form.errors.code ?? form.formError;

  const confirm = form.handleSubmit(async ({ code }) => {
    setInfo(null);
    const result = await save({ input, code }, { ...ACCOUNT_TYPENAMES, notifyErrors: false });
    if (result.data) {
      notify('success', t('invoice.saved'));
      onClose();
    }
    return result;
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('invoice.codeTitle')}
      description={<p>{t('invoice.codeSent', { email: sentTo })}</p>}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button busy={saving.fetching} onClick={() => void confirm()}>
            {t('invoice.confirm')}
          </Button>
        </>
      }
    >
      <form ref={form.formRef} onSubmit={confirm} noValidate className="flex flex-col gap-3">
        <TextField
          label={t('invoice.code')}
          value={form.values.code}
          onValueChange={(value) => {
            form.setField('code', value.replace(/\D/g, '').slice(0, 6));
            form.setFormError(null);
          }}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={error ?? undefined}
          autoFocus
        />
        {info ? <Alert tone="success">{info}</Alert> : null}
        <div>
          <Button
            variant="ghost"
            className="px-0"
            onClick={async () => {
              form.setFormError(null);
              const failure = await onResend();
              if (failure) form.setFormError(failure);
              else setInfo(t('invoice.codeResent'));
            }}
          >
            {t('invoice.resend')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
