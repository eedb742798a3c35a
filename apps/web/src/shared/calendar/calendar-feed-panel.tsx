import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../notifications/notification-store.ts';
import { useViewerTime } from '../time/use-viewer-time.ts';
import { Alert } from '../ui/alert.tsx';
import { Badge, type BadgeTone } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { SectionHeading } from '../ui/switch-field.tsx';
import { TextField } from '../ui/text-field.tsx';

export type CalendarFeedStatus = 'not_connected' | 'connected' | 'expired' | 'reconnect';

export interface CalendarFeed {
  status: string;
  url: string | null;
  lastSyncedAt: string | null;
}

const TONES: Record<CalendarFeedStatus, BadgeTone> = {
  connected: 'success',
  expired: 'warning',
  reconnect: 'warning',
  not_connected: 'muted',
};
const statusOf = (value: string): CalendarFeedStatus => (value in TONES ? (value as CalendarFeedStatus) : 'not_connected');

const LINK_CLASS =
  'inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-5 py-2.5 text-sm font-semibold text-brand-800 hover:bg-brand-50';

/**
 * The private ICS feed (decision 015): status, the link to copy, one-click subscriptions for
 * Google, Outlook and Apple, a new link on demand, and how to add it by hand. The teacher's profile
 * and the student's settings both show it; each passes its own namespace and key prefix, where the
 * same keys live (intro, states.*, copy, addGoogle, addMicrosoft, addApple, regenerate*, how1-3, cancel).
 */
export function CalendarFeedPanel({
  feed,
  namespace,
  keyPrefix,
  onRegenerate,
  regenerating,
}: {
  feed: CalendarFeed;
  namespace: string;
  keyPrefix: string;
  /** Makes a new secret link; resolves true when it worked. */
  onRegenerate: () => Promise<boolean>;
  regenerating: boolean;
}) {
  const { t } = useTranslation(namespace, { keyPrefix });
  const viewer = useViewerTime();
  const [confirming, setConfirming] = useState(false);
  const status = statusOf(feed.status);

  async function newUrl() {
    const ok = await onRegenerate();
    setConfirming(false);
    if (ok) notify('success', t('regenerated'));
  }

  return (
    <div className="flex flex-col gap-6">
      <p className="text-slate-700">{t('intro')}</p>
      <div className="flex flex-wrap items-center gap-3">
        <span className="font-medium text-slate-900">{t('status')}</span>
        <Badge tone={TONES[status]}>{t(`states.${status}`)}</Badge>
        {feed.lastSyncedAt ? (
          <span className="text-sm text-slate-600">{t('lastSynced', { date: viewer.dateTime(feed.lastSyncedAt) })}</span>
        ) : null}
      </div>
      {status === 'expired' ? <Alert tone="info">{t('expiredHelp')}</Alert> : null}
      {status === 'reconnect' ? <Alert tone="info">{t('reconnectHelp')}</Alert> : null}
      {feed.url ? (
        <div className="flex flex-col gap-3">
          <TextField label={t('url')} value={feed.url} onValueChange={() => undefined} readOnly onFocus={(e) => e.currentTarget.select()} />
          <div className="flex flex-wrap gap-3">
            <Button
              variant="secondary"
              onClick={() =>
                navigator.clipboard?.writeText(feed.url ?? '').then(
                  () => notify('success', t('copied')),
                  () => notify('error', t('copyFailed')),
                )
              }
            >
              {t('copy')}
            </Button>
            <a
              className={LINK_CLASS}
              href={`https://calendar.google.com/calendar/r?cid=${encodeURIComponent(feed.url.replace(/^https?:/, 'webcal:'))}`}
              target="_blank"
              rel="noreferrer"
            >
              {t('addGoogle')}
            </a>
            <a
              className={LINK_CLASS}
              href={`https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(feed.url)}&name=Parla`}
              target="_blank"
              rel="noreferrer"
            >
              {t('addMicrosoft')}
            </a>
            <a className={LINK_CLASS} href={feed.url.replace(/^https?:/, 'webcal:')}>
              {t('addApple')}
            </a>
            <Button variant="ghost" onClick={() => setConfirming(true)}>
              {t('regenerate')}
            </Button>
          </div>
        </div>
      ) : (
        <div>
          <Button busy={regenerating} onClick={() => void newUrl()}>
            {t('create')}
          </Button>
        </div>
      )}
      <section aria-labelledby="calendar-how" className="flex flex-col gap-2">
        <div id="calendar-how">
          <SectionHeading title={t('howTitle')} />
        </div>
        <ol className="list-decimal pl-6 text-slate-700">
          <li>{t('how1')}</li>
          <li>{t('how2')}</li>
          <li>{t('how3')}</li>
        </ol>
      </section>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('regenerateTitle')}
        description={<p>{t('regenerateText')}</p>}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('cancel')}
            </Button>
            <Button busy={regenerating} onClick={() => void newUrl()}>
              {t('regenerateConfirm')}
            </Button>
          </>
        }
      />
    </div>
  );
}
