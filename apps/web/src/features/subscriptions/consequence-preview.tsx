import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { formatMoney } from '../../shared/i18n/format-money.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { ACTION_PREVIEW, type ActionPreviewData, type PreviewAction } from './membership-documents.ts';

export interface PreviewParams {
  dateFrom?: string;
  dateTo?: string;
  variantId?: string;
  startsAt?: string;
}

/**
 * A refused preview (the plan changed meanwhile) is not a page-level error: the dialog still
 * states the consequence in words and the action itself answers with its own code.
 */
const PREVIEW_CONTEXT = { notifyErrors: false };

/**
 * The server's preview of a lifecycle change (subscriptionActionPreview): the one way every
 * membership dialog learns what the change costs. `ready` false while the dialog's form is
 * incomplete (no plan chosen, an invalid date).
 */
export function useActionPreview(subscriptionId: string, action: PreviewAction, params: PreviewParams = {}, ready = true) {
  const [{ data, fetching, error }] = useQuery({
    query: ACTION_PREVIEW,
    variables: { id: subscriptionId, action, ...params },
    pause: !ready,
    requestPolicy: 'network-only',
    context: PREVIEW_CONTEXT,
  });
  return { preview: ready ? (data?.subscriptionActionPreview ?? null) : null, fetching: ready && fetching, failed: Boolean(error) };
}

/** Minutes of slack for "today": a preview computed a moment ago still means now. */
const NOW_SLACK_MS = 5 * 60_000;

/** What the change costs, in numbers and dates, as a list read with the dialog's description. */
export function ConsequenceList({ preview, fetching }: { preview: ActionPreviewData | null; fetching: boolean }) {
  const { t } = useTranslation('membership');
  const locale = useLocale();
  const viewer = useViewerTime();
  if (!preview) return fetching ? <Spinner size="sm" /> : null;
  const day = (value: string) => viewer.dateTime(value, { dateStyle: 'full', dateOnly: true });
  const isNow = (value: string) => Math.abs(Date.parse(value) - Date.now()) < NOW_SLACK_MS;
  const lines: { key: string; text: string; strong?: boolean }[] = [];

  if (preview.membershipEndsAt && (preview.action === 'cancel' || preview.action === 'withdraw')) {
    lines.push({
      key: 'ends',
      text: isNow(preview.membershipEndsAt) ? t('preview.endsNow') : t('preview.endsOn', { date: day(preview.membershipEndsAt) }),
    });
  }
  for (const lapse of preview.creditsLapsing) {
    const credits = t(`preview.credits.${lapse.kind}`, { count: lapse.count });
    lines.push({
      key: `lapse-${lapse.kind}`,
      strong: true,
      text: isNow(lapse.lapsesAt)
        ? t('preview.lapseNow', { credits })
        : lapse.validUntil
          ? t('preview.lapse', { credits, date: day(lapse.lapsesAt), validUntil: day(lapse.validUntil) })
          : t('preview.lapseNoValidity', { credits, date: day(lapse.lapsesAt) }),
    });
  }
  if (preview.classesCancelled > 0) {
    const classes = t('preview.classes', { count: preview.classesCancelled });
    if (preview.action === 'pause') {
      lines.push({ key: 'classes', text: t('preview.pauseClasses', { classes }) });
      if (preview.creditsBack > 0) lines.push({ key: 'back', text: t('preview.creditsBack', { count: preview.creditsBack }) });
      if (preview.creditsLost > 0)
        lines.push({ key: 'lost', strong: true, text: t('preview.creditsLost', { count: preview.creditsLost }) });
    } else {
      lines.push({ key: 'classes', text: t('preview.endClasses', { classes }) });
    }
  }
  if (preview.action === 'delay' && preview.membershipEndsAt) {
    lines.push({ key: 'gap', text: t('preview.gap', { from: day(preview.membershipEndsAt), until: day(preview.effectiveAt) }) });
  }
  if (preview.charge) {
    const price = formatMoney(preview.charge, locale);
    lines.push({
      key: 'charge',
      text:
        isNow(preview.effectiveAt) && preview.action === 'rollover'
          ? t('preview.chargeNow', { price })
          : t('preview.chargeOn', {
              price,
              date: day(preview.nextPaymentDate ?? preview.effectiveAt),
            }),
    });
  } else if (preview.nextPaymentDate && preview.action === 'pause') {
    lines.push({ key: 'payment', text: t('preview.paymentMoves', { date: day(preview.nextPaymentDate) }) });
  }
  if (preview.refund) lines.push({ key: 'refund', text: t('preview.refund', { price: formatMoney(preview.refund, locale) }) });
  if (preview.nextPlanDeleted) lines.push({ key: 'next', text: t('preview.nextDeleted') });
  if (preview.creditsLapsing.length === 0 && preview.classesCancelled === 0) lines.push({ key: 'none', text: t('preview.nothingLost') });

  return (
    <ul className="flex flex-col gap-1.5 rounded-lg border border-slate-200 bg-slate-50 p-3 text-slate-800" data-testid="consequences">
      {lines.map((line) => (
        <li key={line.key} className={line.strong ? 'font-semibold text-slate-900' : undefined}>
          {line.text}
        </li>
      ))}
    </ul>
  );
}
