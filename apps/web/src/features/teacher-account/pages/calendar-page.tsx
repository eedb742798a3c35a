import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { notify } from '../../../shared/notifications/notification-store.ts';
import { useViewerTime } from '../../../shared/time/use-viewer-time.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Badge, type BadgeTone } from '../../../shared/ui/badge.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { ACCOUNT_TYPENAMES, CALENDAR_CONNECTION, type CalendarStatus, REGENERATE_CALENDAR_URL } from '../account-documents.ts';
import { SectionHeading } from '../fields.tsx';
import { QueryState } from '../../../shared/data/query-state.tsx';
import { useDataQuery } from '../../../shared/data/use-data-query.ts';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';

const TONES: Record<CalendarStatus, BadgeTone> = { connected: 'success', expired: 'warning', reconnect: 'warning', not_connected: 'muted' };

/**
 * Calendar connection (000 §3): the teacher's committed classes as a private ICS feed that Google,
 * Microsoft or Apple calendars subscribe to; connected, expired or reconnect as the feed is used.
 */
export function CalendarPage() {
  const { t } = useTranslation('teacherAccount');
  const viewer = useViewerTime();
  const query = useDataQuery({ query: CALENDAR_CONNECTION, context: ACCOUNT_TYPENAMES, requestPolicy: 'cache-and-network' });
  const [regenerating, regenerate] = useMutation(REGENERATE_CALENDAR_URL);
  const [confirming, setConfirming] = useState(false);
  const reload = () => query.retry();

  async function newUrl() {
    const done = await regenerate({});
    setConfirming(false);
    if (!done.error) notify('success', t('calendar.regenerated'));
    reload();
  }

  return (
    <QueryState query={query} skeleton={<Skeleton lines={4} barClassName="h-11" className="gap-4" />}>
      {(data) => {
        const connection = data.teacherAccount.calendarConnection;
        return (
          <div className="flex flex-col gap-6">
            <p className="text-slate-700">{t('calendar.intro')}</p>
            <div className="flex flex-wrap items-center gap-3">
              <span className="font-medium text-slate-900">{t('calendar.status')}</span>
              <Badge tone={TONES[connection.status]}>{t(`calendar.states.${connection.status}`)}</Badge>
              {connection.lastSyncedAt ? (
                <span className="text-sm text-slate-600">
                  {t('calendar.lastSynced', { date: viewer.dateTime(connection.lastSyncedAt) })}
                </span>
              ) : null}
            </div>
            {connection.status === 'expired' ? <Alert tone="info">{t('calendar.expiredHelp')}</Alert> : null}
            {connection.status === 'reconnect' ? <Alert tone="info">{t('calendar.reconnectHelp')}</Alert> : null}
            {connection.url ? (
              <div className="flex flex-col gap-3">
                <TextField
                  label={t('calendar.url')}
                  value={connection.url}
                  onValueChange={() => undefined}
                  readOnly
                  onFocus={(e) => e.currentTarget.select()}
                />
                <div className="flex flex-wrap gap-3">
                  <Button
                    variant="secondary"
                    onClick={() =>
                      navigator.clipboard?.writeText(connection.url ?? '').then(
                        () => notify('success', t('calendar.copied')),
                        () => notify('error', t('calendar.copyFailed')),
                      )
                    }
                  >
                    {t('calendar.copy')}
                  </Button>
                  <a
                    className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-5 py-2.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
                    href={`https://calendar.google.com/calendar/r?cid=${encodeURIComponent(connection.url.replace(/^https?:/, 'webcal:'))}`}
                    target="_blank"
                    rel="noreferrer"
                  >
                    {t('calendar.addGoogle')}
                  </a>
                  <a
                    className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-5 py-2.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
                    href={`https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(connection.url)}&name=Parla`}
                    target="_blank"
                    rel="noreferrer"
                  >
                    {t('calendar.addMicrosoft')}
                  </a>
                  <Button variant="ghost" onClick={() => setConfirming(true)}>
                    {t('calendar.regenerate')}
                  </Button>
                </div>
              </div>
            ) : (
              <div>
                <Button busy={regenerating.fetching} onClick={() => void newUrl()}>
                  {t('calendar.create')}
                </Button>
              </div>
            )}
            <section aria-labelledby="calendar-how" className="flex flex-col gap-2">
              <div id="calendar-how">
                <SectionHeading title={t('calendar.howTitle')} />
              </div>
              <ol className="list-decimal pl-6 text-slate-700">
                <li>{t('calendar.how1')}</li>
                <li>{t('calendar.how2')}</li>
                <li>{t('calendar.how3')}</li>
              </ol>
            </section>
            <Dialog
              open={confirming}
              onClose={() => setConfirming(false)}
              title={t('calendar.regenerateTitle')}
              description={<p>{t('calendar.regenerateText')}</p>}
              actions={
                <>
                  <Button variant="secondary" onClick={() => setConfirming(false)}>
                    {t('cancel')}
                  </Button>
                  <Button busy={regenerating.fetching} onClick={() => void newUrl()}>
                    {t('calendar.regenerateConfirm')}
                  </Button>
                </>
              }
            />
          </div>
        );
      }}
    </QueryState>
  );
}
