import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useErrorText } from '../../shared/errors/error-text.ts';
import { formatMoney } from '../../shared/i18n/format-money.ts';
import { notify } from '../../shared/notifications/notification-store.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Badge, type BadgeTone } from '../../shared/ui/badge.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { CANCEL_PRICE_CHANGE, PRICE_CHANGE_TYPENAMES, type PriceChange, type PriceChangeStatus } from './commerce-admin-documents.ts';

const TONES: Record<PriceChangeStatus, BadgeTone> = { scheduled: 'info', effective: 'success', cancelled: 'muted' };

/** Announced price changes, latest date first; a scheduled one can be cancelled until its date. */
export function PriceChangesList({ changes }: { changes: readonly PriceChange[] }) {
  const { t } = useTranslation('adminCommerce');
  const locale = useLocale();
  const viewer = useViewerTime();
  const [cancelling, setCancelling] = useState<PriceChange | null>(null);
  return (
    <section aria-labelledby="price-changes-heading" className="flex flex-col gap-3">
      <h3 id="price-changes-heading" className="text-lg font-semibold text-slate-900">
        {t('priceChange.listTitle')}
      </h3>
      {changes.length === 0 ? (
        <p className="text-slate-700">{t('priceChange.listEmpty')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {changes.map((change) => (
            <li
              key={change.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-3 text-sm"
              data-testid="price-change-row"
            >
              <div className="flex min-w-0 flex-col gap-1">
                <p className="font-medium text-slate-900">
                  {change.variantName} ·{' '}
                  {t('priceChange.fromTo', { from: formatMoney(change.oldPrice, locale), to: formatMoney(change.newPrice, locale) })}
                </p>
                <p className="text-slate-700">
                  {t('priceChange.fromDate', { date: viewer.dateTime(change.effectiveAt, { dateOnly: true }) })} ·{' '}
                  {t('priceChange.told', { count: change.subscribers, applied: change.applied })}
                </p>
              </div>
              <div className="flex items-center gap-2">
                <Badge tone={TONES[change.status]}>{t(`priceChange.status.${change.status}`)}</Badge>
                {change.status === 'scheduled' ? (
                  <Button
                    variant="secondary"
                    aria-label={t('priceChange.cancelOne', { name: change.variantName, currency: change.currency })}
                    onClick={() => setCancelling(change)}
                  >
                    {t('priceChange.cancel')}
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {cancelling ? <CancelPriceChangeDialog change={cancelling} onClose={() => setCancelling(null)} /> : null}
    </section>
  );
}

function CancelPriceChangeDialog({ change, onClose }: { change: PriceChange; onClose: () => void }) {
  const { t } = useTranslation('adminCommerce');
  const locale = useLocale();
  const errorText = useErrorText();
  const [error, setError] = useState<string | null>(null);
  const [{ fetching }, cancel] = useMutation(CANCEL_PRICE_CHANGE);
  const confirm = async () => {
    const result = await cancel({ id: change.id }, { ...PRICE_CHANGE_TYPENAMES, notifyErrors: false });
    if (result.error) {
      setError(errorText(result.error));
      return;
    }
    notify('success', t('priceChange.cancelled', { name: change.variantName }));
    onClose();
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('priceChange.cancelTitle', { name: change.variantName, price: formatMoney(change.newPrice, locale) })}
      description={<p>{t('priceChange.cancelDescription', { count: change.subscribers })}</p>}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('priceChange.keep')}
          </Button>
          <Button variant="danger" busy={fetching} onClick={() => void confirm()}>
            {t('priceChange.cancelConfirm')}
          </Button>
        </>
      }
    >
      {error ? <Alert>{error}</Alert> : null}
    </Dialog>
  );
}
