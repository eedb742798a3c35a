import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useErrorText } from '../../shared/errors/error-text.ts';
import { useForm } from '../../shared/forms/use-form.ts';
import { notify } from '../../shared/notifications/notification-store.ts';
import { Button } from '../../shared/ui/button.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { type PurchaseData, UPDATE_PURCHASE } from './checkout-documents.ts';

/** The promo code field (001 §8 coupon messages shown under the field, not as a banner). */
export function CouponField({ purchase }: { purchase: PurchaseData }) {
  const { t } = useTranslation('store');
  const [{ fetching }, update] = useMutation(UPDATE_PURCHASE);
  const errorText = useErrorText();
  const form = useForm(
    { couponCode: '' },
    { validate: ({ couponCode }) => ({ couponCode: couponCode.trim() ? undefined : t('coupon.required') }) },
  );
  const code = form.values.couponCode;
  const error = form.errors.couponCode ?? form.formError ?? undefined;

  const apply = form.handleSubmit(async ({ couponCode }) => {
    const trimmed = couponCode.trim();
    const result = await update({ id: purchase.id, input: { couponCode: trimmed } }, { notifyErrors: false });
    if (!result.error) {
      form.setField('couponCode', '');
      notify('success', t('coupon.applied', { code: trimmed.toUpperCase() }));
    }
    return result;
  });

  const remove = async () => {
    const result = await update({ id: purchase.id, input: { removeCoupon: true } }, { notifyErrors: false });
    if (result.error) form.setFormError(errorText(result.error));
  };

  if (!purchase.canUseCoupon && purchase.coupons.length === 0) return null;
  return (
    <section aria-labelledby="coupon-heading" className="flex flex-col gap-3">
      <h2 id="coupon-heading" className="text-lg font-semibold text-slate-900">
        {t('coupon.heading')}
      </h2>
      {purchase.coupons.map((coupon) => (
        <div
          key={coupon.code}
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-emerald-700 bg-emerald-50 px-4 py-2 text-emerald-900"
          data-testid="applied-coupon"
        >
          <span>
            <span className="font-semibold">{coupon.code}</span> {coupon.description}
          </span>
          <Button
            variant="ghost"
            onClick={() => void remove()}
            disabled={fetching}
            aria-label={t('coupon.removeNamed', { code: coupon.code })}
          >
            {t('coupon.remove')}
          </Button>
        </div>
      ))}
      {purchase.canUseCoupon && purchase.coupons.length === 0 ? (
        // Not a <form>: the field sits inside the checkout form, and forms must not nest; Enter applies the code.
        <div className="flex flex-col gap-2 smn:flex-row smn:items-start">
          <TextField
            label={t('coupon.label')}
            value={code}
            onValueChange={(v) => {
              form.setField('couponCode', v);
              form.setFormError(null);
            }}
            autoComplete="off"
            spellCheck={false}
            error={error}
            className="flex-1"
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              void apply();
            }}
          />
          <Button variant="secondary" busy={fetching} className="smn:mt-7" onClick={() => void apply()}>
            {t('coupon.apply')}
          </Button>
        </div>
      ) : null}
      {error && purchase.coupons.length > 0 ? <p className="text-sm font-medium text-red-700">{error}</p> : null}
    </section>
  );
}
