import { CURRENCIES, type Currency } from '@parla/contracts';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useErrorText } from '../../shared/errors/error-text.ts';
import { useForm } from '../../shared/forms/use-form.ts';
import { notify } from '../../shared/notifications/notification-store.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Checkbox } from '../../shared/ui/checkbox.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { DateField, FieldRow, SelectField } from '../../shared/ui/form-fields.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { COMMERCE_TYPENAMES, CREATE_COUPON } from './commerce-admin-documents.ts';
import { type CouponFormValues, NEW_COUPON, couponInputOf } from './coupon-form.ts';

/**
 * A new promo code: a percentage or an amount in one currency, optionally for new students only,
 * for every payment of the plan (lifetime), until a last day, a number of times.
 */
export function NewCouponDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('adminCommerce');
  const errorText = useErrorText();
  const [{ fetching }, create] = useMutation(CREATE_COUPON);
  const form = useForm<CouponFormValues>(NEW_COUPON, {
    schema: () => import('./commerce-admin-schemas.ts').then((m) => m.createCouponInput),
    toInput: couponInputOf,
    fieldAliases: { amountOffCents: 'amountOff', validUntil: 'lastDay' },
    formErrorOf: (error) => errorText(error),
  });
  const { values, errors, formError } = form;

  const submit = form.handleSubmit(async (current) => {
    const input = couponInputOf(current);
    const result = await create(
      { input: { ...input, validUntil: input.validUntil?.toISOString() ?? null } },
      { ...COMMERCE_TYPENAMES, notifyErrors: false },
    );
    if (result.error) return result;
    notify('success', t('coupons.created', { code: result.data?.adminCreateCoupon.code ?? input.code.toUpperCase() }));
    onClose();
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('coupons.newTitle')}
      description={<p>{t('coupons.newDescription')}</p>}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button busy={fetching || form.submitting} onClick={() => void submit()}>
            {t('coupons.create')}
          </Button>
        </>
      }
    >
      <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          label={t('coupons.code')}
          hint={t('coupons.codeHint')}
          value={values.code}
          onValueChange={(value) => form.setField('code', value)}
          error={errors.code}
          autoComplete="off"
        />
        <TextField
          label={t('coupons.description')}
          value={values.description}
          onValueChange={(value) => form.setField('description', value)}
          error={errors.description}
        />
        <fieldset className="flex flex-wrap gap-4">
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('coupons.discountKind')}</legend>
          {(['percent', 'amount'] as const).map((kind) => (
            <label key={kind} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="discount-kind"
                value={kind}
                checked={values.discountKind === kind}
                onChange={() => form.setField('discountKind', kind)}
              />
              {t(`coupons.kinds.${kind}`)}
            </label>
          ))}
        </fieldset>
        {values.discountKind === 'percent' ? (
          <TextField
            label={t('coupons.percent')}
            type="number"
            min={1}
            max={100}
            value={values.percentOff}
            onValueChange={(value) => form.setField('percentOff', value)}
            error={errors.percentOff}
          />
        ) : (
          <FieldRow>
            <TextField
              label={t('coupons.amount')}
              inputMode="decimal"
              value={values.amountOff}
              onValueChange={(value) => form.setField('amountOff', value)}
              error={errors.amountOff ?? errors.percentOff}
            />
            <SelectField
              label={t('coupons.currency')}
              value={values.currency}
              onValueChange={(value) => form.setField('currency', value as Currency)}
              options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
              error={errors.currency}
            />
          </FieldRow>
        )}
        <FieldRow>
          <DateField
            label={t('coupons.lastDay')}
            hint={t('coupons.lastDayHint')}
            value={values.lastDay}
            onValueChange={(value) => form.setField('lastDay', value)}
            error={errors.lastDay}
          />
          <TextField
            label={t('coupons.limit')}
            hint={t('coupons.limitHint')}
            type="number"
            min={1}
            value={values.maxRedemptions}
            onValueChange={(value) => form.setField('maxRedemptions', value)}
            error={errors.maxRedemptions}
          />
        </FieldRow>
        <Checkbox
          label={t('coupons.newUsersOnlyLabel')}
          checked={values.newUsersOnly}
          onCheckedChange={(v) => form.setField('newUsersOnly', v)}
        />
        <Checkbox label={t('coupons.lifetimeLabel')} checked={values.lifetime} onCheckedChange={(v) => form.setField('lifetime', v)} />
        {formError ? (
          <p role="alert" className="text-sm text-red-800">
            {formError}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
