import type { CalendarProvider } from '@parla/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMutation } from 'urql';
import { CalendarFeedPanel } from '../../../shared/calendar/calendar-feed-panel.tsx';
import { QueryState } from '../../../shared/data/query-state.tsx';
import { useDataQuery } from '../../../shared/data/use-data-query.ts';
import { notify } from '../../../shared/notifications/notification-store.ts';
import { useViewerTime } from '../../../shared/time/use-viewer-time.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Badge } from '../../../shared/ui/badge.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { PageTitle } from '../../../shared/ui/page-title.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { SectionHeading } from '../../../shared/ui/switch-field.tsx';
import {
  CALENDAR_AUTHORIZATION_URL,
  CALENDAR_SETTINGS,
  CALENDAR_TYPENAMES,
  DISCONNECT_CALENDAR,
  REGENERATE_FEED_URL,
} from './calendar-connection-documents.ts';

interface Account {
  type: CalendarProvider;
  status: 'connected' | 'expired';
  email: string | null;
  connectedAt: string;
}

/**
 * account/settings/calendar-connection: a Google, Microsoft (or, outside production, test) calendar
 * account connected through OAuth 2, and the private ICS feed any calendar app can subscribe to.
 * The provider sends the student back here with ?calendar=connected|failed (decision 058).
 */
export function CalendarConnectionScreen() {
  const { t } = useTranslation('settings');
  const [params, setParams] = useSearchParams();
  const query = useDataQuery({ query: CALENDAR_SETTINGS, context: CALENDAR_TYPENAMES, requestPolicy: 'cache-and-network' });
  const [regenerating, regenerate] = useMutation(REGENERATE_FEED_URL);
  const outcome = params.get('calendar');
  const provider = params.get('provider') as CalendarProvider | null;
  const dismiss = () => setParams({}, { replace: true });
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <PageTitle>{t('calendarConnection.title')}</PageTitle>
      {outcome === 'connected' && provider ? (
        <Alert tone="success">
          {t('calendarConnection.connectedNotice', { provider: t(`calendarConnection.providers.${provider}`) })}{' '}
          <button type="button" className="underline" onClick={dismiss}>
            {t('calendarConnection.dismiss')}
          </button>
        </Alert>
      ) : null}
      {outcome === 'failed' ? (
        <Alert>
          <strong>{t('calendarConnection.failedTitle')}</strong> {t('calendarConnection.failedText')}{' '}
          <button type="button" className="underline" onClick={dismiss}>
            {t('calendarConnection.dismiss')}
          </button>
        </Alert>
      ) : null}
      <QueryState query={query} skeleton={<Skeleton lines={8} barClassName="h-11" className="min-h-[32rem] gap-4" />}>
        {(data) => (
          <div className="flex flex-col gap-6">
            <Card>
              <section aria-labelledby="calendar-accounts" className="flex flex-col gap-4">
                <div id="calendar-accounts">
                  <SectionHeading title={t('calendarConnection.accountsTitle')} intro={t('calendarConnection.accountsIntro')} />
                </div>
                {data.calendarSettings.providers.length === 0 ? (
                  <p className="text-slate-700">{t('calendarConnection.noProviders')}</p>
                ) : (
                  <ul className="flex flex-col divide-y divide-slate-200">
                    {data.calendarSettings.providers.map((p) => (
                      <ProviderRow
                        key={p}
                        provider={p}
                        account={data.calendarSettings.accounts.find((a) => a.type === p) ?? null}
                        onChanged={() => query.retry()}
                      />
                    ))}
                  </ul>
                )}
              </section>
            </Card>
            <Card>
              <CalendarFeedPanel
                feed={data.calendarSettings.feed}
                namespace="settings"
                keyPrefix="calendarConnection.feed"
                regenerating={regenerating.fetching}
                onRegenerate={async () => {
                  const done = await regenerate({}, CALENDAR_TYPENAMES);
                  query.retry();
                  return !done.error;
                }}
              />
            </Card>
          </div>
        )}
      </QueryState>
    </div>
  );
}

function ProviderRow({ provider, account, onChanged }: { provider: CalendarProvider; account: Account | null; onChanged: () => void }) {
  const { t } = useTranslation('settings');
  const viewer = useViewerTime();
  const [starting, start] = useMutation(CALENDAR_AUTHORIZATION_URL);
  const [disconnecting, disconnect] = useMutation(DISCONNECT_CALENDAR);
  const name = t(`calendarConnection.providers.${provider}`);

  async function connect() {
    const result = await start({ provider });
    // The provider's consent screen; it sends the browser back to this page.
    if (result.data) window.location.assign(result.data.calendarAuthorizationUrl);
  }
  async function remove() {
    const result = await disconnect({ provider }, CALENDAR_TYPENAMES);
    if (!result.error) notify('success', t('calendarConnection.disconnected', { provider: name }));
    onChanged();
  }

  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-900">{name}</span>
          {account ? (
            <Badge tone={account.status === 'connected' ? 'success' : 'warning'}>{t(`calendarConnection.states.${account.status}`)}</Badge>
          ) : (
            <Badge tone="muted">{t('calendarConnection.states.not_connected')}</Badge>
          )}
        </div>
        {account ? (
          <p className="text-sm text-slate-700">
            {t('calendarConnection.accountLine', {
              email: account.email ?? name,
              date: viewer.dateTime(account.connectedAt, { dateOnly: true }),
            })}
          </p>
        ) : null}
        {account?.status === 'expired' ? <p className="text-sm text-slate-700">{t('calendarConnection.expiredHelp')}</p> : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {!account || account.status === 'expired' ? (
          <Button busy={starting.fetching} onClick={() => void connect()}>
            {account ? t('calendarConnection.reconnect', { provider: name }) : t('calendarConnection.connect', { provider: name })}
          </Button>
        ) : null}
        {account ? (
          <Button variant="secondary" busy={disconnecting.fetching} onClick={() => void remove()}>
            {t('calendarConnection.disconnect', { provider: name })}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
