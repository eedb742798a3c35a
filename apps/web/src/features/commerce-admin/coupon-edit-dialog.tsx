import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useErrorText } from '../../shared/errors/error-text.ts';
import { useForm } from '../../shared/forms/use-form.ts';
import { notify } from '../../shared/notifications/notification-store.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Checkbox } from '../../shared/ui/checkbox.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { DateField, FieldRow } from '../../shared/ui/form-fields.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { type AdminCoupon, COMMERCE_TYPENAMES, UPDATE_COUPON } from './commerce-admin-documents.ts';
import { endOfDay, lastDayOf } from './coupon-form.ts';

/**
 * Changes what a promo code may still do: its last day and its limit (never below the uses made),
 * or pauses it. Pausing asks once more, since checkouts refuse it from then on.
 */
export function CouponEditDialog({ coupon, onClose }: { coupon: AdminCoupon; onClose: () => void }) {
  const { t } = useTranslation('adminCommerce');
  const errorText = useErrorText();
  const [{ fetching }, update] = useMutation(UPDATE_COUPON);
  const [confirmingPause, setConfirmingPause] = useState(false);
  const form = useForm(
    { lastDay: lastDayOf(coupon.validUntil), maxRedemptions: coupon.maxRedemptions?.toString() ?? '', active: coupon.active },
    { formErrorOf: (error) => errorText(error) },
  );
  const { values, errors, formError } = form;

  const save = form.handleSubmit(async (current) => {
    const end = endOfDay(current.lastDay);
    const limit = current.maxRedemptions.trim() ? Number(current.maxRedemptions.trim()) : null;
    const result = await update(
      {
        id: coupon.id,
        active: current.active,
        validUntil: end?.toISOString() ?? null,
        clearValidUntil: end === null,
        maxRedemptions: limit,
        clearMaxRedemptions: limit === null,
      },
      { ...COMMERCE_TYPENAMES, notifyErrors: false },
    );
    if (result.error) return result;
    notify('success', t('coupons.saved', { code: coupon.code }));
    onClose();
  });
  const submit = () => {
    if (coupon.active && !values.active && !confirmingPause) {
      setConfirmingPause(true);
      return;
    }
    void save();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('coupons.editTitle', { code: coupon.code })}
      description={<p>{t('coupons.editDescription', { count: coupon.redemptions })}</p>}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button busy={fetching || form.submitting} onClick={submit}>
            {confirmingPause ? t('coupons.confirmPause') : t('coupons.save')}
          </Button>
        </>
      }
    >
      <form
        ref={form.formRef}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
        className="flex flex-col gap-4"
      >
        <FieldRow>
          <DateField
            label={t('coupons.lastDay')}
            hint={t('coupons.lastDayHint')}
            value={values.lastDay}
            onValueChange={(value) => form.setField('lastDay', value)}
            error={errors.validUntil}
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
          label={t('coupons.activeLabel')}
          checked={values.active}
          onCheckedChange={(value) => {
            setConfirmingPause(false);
            form.setField('active', value);
          }}
        />
        {confirmingPause ? (
          <p role="alert" className="rounded-lg border border-amber-700 bg-amber-50 p-3 text-sm text-amber-900">
            {t('coupons.pauseWarning', { code: coupon.code })}
          </p>
        ) : null}
        {formError ? (
          <p role="alert" className="text-sm text-red-800">
            {formError}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
