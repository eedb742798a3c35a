import type { Currency } from '@parla/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useMutation } from 'urql';
import { useErrorText } from '../../shared/errors/error-text.ts';
import { formatMoney } from '../../shared/i18n/format-money.ts';
import { notify } from '../../shared/notifications/notification-store.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { DateField, FieldRow } from '../../shared/ui/form-fields.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import {
  type AdminPackage,
  PRICE_CHANGE_PREVIEW,
  PRICE_CHANGE_TYPENAMES,
  type PriceChangePreviewLine,
  SCHEDULE_PRICE_CHANGE,
} from './commerce-admin-documents.ts';
import { type PriceChangeFormValues, firstDayFrom, priceChangeInputOf, priceChangeProblems } from './price-change-form.ts';

/**
 * Schedules new prices of a package (001 §9, decision 105): a first day at least six weeks ahead
 * and a new price per currency. "Preview" asks the server what it would do (subscribers per
 * currency, those who wait for their yearly anniversary) with the same checks; only then can the
 * admin schedule it. Subscribers are told at once; the store and renewals follow the date.
 */
export function PriceChangeDialog({ item, earliest, onClose }: { item: AdminPackage; earliest: Date; onClose: () => void }) {
  const { t } = useTranslation('adminCommerce');
  const locale = useLocale();
  const viewer = useViewerTime();
  const errorText = useErrorText();
  const client = useClient();
  const [values, setValues] = useState<PriceChangeFormValues>({ day: firstDayFrom(earliest), prices: {} });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [preview, setPreview] = useState<readonly PriceChangePreviewLine[] | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [{ fetching: scheduling }, schedule] = useMutation(SCHEDULE_PRICE_CHANGE);
  const earliestDay = viewer.dateTime(earliest, { dateOnly: true });

  const edit = (next: PriceChangeFormValues) => {
    setValues(next);
    setPreview(null);
    setFailure(null);
  };
  const request = () => {
    const input = priceChangeInputOf(item.id, values);
    return { ...input, effectiveAt: input.effectiveAt?.toISOString() ?? '' };
  };

  const runPreview = async () => {
    const problems = priceChangeProblems(values, earliest, {
      day: t('priceChange.dayInvalid'),
      tooSoon: t('priceChange.dayTooSoon', { date: earliestDay }),
      amount: t('priceChange.amountInvalid'),
      none: t('priceChange.noPrice'),
    });
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setPreviewing(true);
    const result = await client.query(PRICE_CHANGE_PREVIEW, { input: request() }, { requestPolicy: 'network-only' }).toPromise();
    setPreviewing(false);
    if (result.error || !result.data) {
      setFailure(errorText(result.error));
      return;
    }
    setPreview(result.data.adminPriceChangePreview);
  };

  const confirm = async () => {
    const result = await schedule({ input: request() }, { ...PRICE_CHANGE_TYPENAMES, notifyErrors: false });
    if (result.error) {
      setFailure(errorText(result.error));
      return;
    }
    notify('success', t('priceChange.scheduled', { name: item.name }));
    onClose();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('priceChange.title', { name: item.name })}
      description={<p>{t('priceChange.description')}</p>}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          {preview ? (
            <Button busy={scheduling} onClick={() => void confirm()}>
              {t('priceChange.schedule')}
            </Button>
          ) : (
            <Button busy={previewing} onClick={() => void runPreview()}>
              {t('priceChange.preview')}
            </Button>
          )}
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <DateField
          label={t('priceChange.day')}
          hint={t('priceChange.dayHint', { date: earliestDay })}
          value={values.day}
          onValueChange={(day) => edit({ ...values, day })}
          error={errors.day}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('priceChange.newPrices')}</legend>
          <FieldRow>
            {item.prices.map((price) => (
              <TextField
                key={price.currency}
                label={t('priceChange.newPrice', { currency: price.currency })}
                hint={t('priceChange.today', { price: formatMoney(price, locale) })}
                inputMode="decimal"
                autoComplete="off"
                value={values.prices[price.currency as Currency] ?? ''}
                onValueChange={(text) => edit({ ...values, prices: { ...values.prices, [price.currency]: text } })}
                error={errors[`price.${price.currency}`]}
              />
            ))}
          </FieldRow>
          {errors.prices ? (
            <p role="alert" className="text-sm text-red-800">
              {errors.prices}
            </p>
          ) : null}
        </fieldset>
        {failure ? <Alert>{failure}</Alert> : null}
        {preview ? <PreviewTable lines={preview} /> : null}
      </div>
    </Dialog>
  );
}

function PreviewTable({ lines }: { lines: readonly PriceChangePreviewLine[] }) {
  const { t } = useTranslation('adminCommerce');
  const locale = useLocale();
  const viewer = useViewerTime();
  return (
    <section aria-labelledby="price-change-preview" className="flex flex-col gap-2" data-testid="price-change-preview">
      <h3 id="price-change-preview" className="font-semibold text-slate-900">
        {t('priceChange.previewTitle')}
      </h3>
      <ul className="flex flex-col gap-2">
        {lines.map((line) => (
          <li key={line.currency} className="rounded-lg border border-slate-200 p-3 text-sm" data-testid="price-change-preview-line">
            <p className="font-medium text-slate-900">
              {t('priceChange.fromTo', { from: formatMoney(line.oldPrice, locale), to: formatMoney(line.newPrice, locale) })}
            </p>
            <p className="text-slate-700">{t('priceChange.subscribers', { count: line.subscribers })}</p>
            {line.deferred > 0 && line.lastAppliesFrom ? (
              <p className="text-slate-700">
                {t('priceChange.deferred', { count: line.deferred, date: viewer.dateTime(line.lastAppliesFrom, { dateOnly: true }) })}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-700">{t('priceChange.previewNote')}</p>
    </section>
  );
}
