import { type SocialProvider, errorMessageKey, isErrorCode } from '@parla/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../../shared/data/query-state.tsx';
import { useDataQuery } from '../../../shared/data/use-data-query.ts';
import { useErrorText } from '../../../shared/errors/error-text.ts';
import { graphql, type ResultOf } from '../../../shared/graphql/graphql.ts';
import { http } from '../../../shared/http/http.ts';
import { useLocale } from '../../../shared/routing/use-locale.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button, buttonClass } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { Section } from './section.tsx';

const CONNECTED_ACCOUNTS = graphql(`
  query ConnectedAccounts { connectedAccounts { hasPassword available accounts { provider email disconnectPending } } }
`);
type Data = ResultOf<typeof CONNECTED_ACCOUNTS>['connectedAccounts'];

/** Brand names: never translated. */
const NAMES: Record<SocialProvider, string> = { google: 'Google', apple: 'Apple', facebook: 'Facebook' };
const isProvider = (value: string | null): value is SocialProvider => value === 'google' || value === 'apple' || value === 'facebook';

type Notice = { tone: 'success' | 'error'; text: string } | null;

/**
 * Connected accounts (issue 15): log in with Google, Apple or Facebook. Connecting is a round trip
 * to the provider (a full navigation); disconnecting asks first, and when the provider is the
 * only way in (no password) the server e-mails a confirmation link instead.
 */
export function ConnectedAccountsSection() {
  const { t } = useTranslation('social');
  const query = useDataQuery({ query: CONNECTED_ACCOUNTS });
  const [notice, setNotice] = useState<Notice>(null);
  return (
    <Section id="connected-accounts" title={t('connected.title')} intro={t('connected.intro')}>
      <div className="flex flex-col gap-4">
        <RoundTripNotice />
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
        <QueryState query={query} skeleton={<Skeleton lines={3} barClassName="h-11" className="gap-3" />}>
          {(data) => <ProviderList data={data.connectedAccounts} onChanged={query.retry} onNotice={setNotice} />}
        </QueryState>
      </div>
    </Section>
  );
}

function ProviderList({ data, onChanged, onNotice }: { data: Data; onChanged: () => void; onNotice: (notice: Notice) => void }) {
  const { t } = useTranslation('social');
  const locale = useLocale();
  const [asking, setAsking] = useState<SocialProvider | null>(null);
  if (data.available.length === 0 && data.accounts.length === 0) return <p className="text-sm text-slate-700">{t('connected.none')}</p>;
  const providers = [...new Set<SocialProvider>([...data.available, ...data.accounts.map((a) => a.provider)])];
  const onlyWayIn = !data.hasPassword && data.accounts.length === 1;
  return (
    <>
      <ul className="flex flex-col divide-y divide-slate-200">
        {providers.map((provider) => {
          const account = data.accounts.find((a) => a.provider === provider);
          const name = NAMES[provider];
          return (
            <li key={provider} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid={`connected-${provider}`}>
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">{name}</p>
                <p className="break-all text-sm text-slate-700">
                  {account
                    ? account.email
                      ? t('connected.connectedAs', { email: account.email })
                      : t('connected.connectedNoEmail')
                    : t('connected.notConnected')}
                </p>
                {account?.disconnectPending ? (
                  <p className="mt-1 text-sm text-amber-900">{t('connected.pending', { provider: name })}</p>
                ) : null}
              </div>
              {account ? (
                <Button variant="danger" onClick={() => setAsking(provider)}>
                  {t('connected.disconnect', { provider: name })}
                </Button>
              ) : (
                <a
                  href={`/api/oauth/${provider}/start?${new URLSearchParams({ intent: 'connect', locale })}`}
                  className={buttonClass('secondary')}
                >
                  {t('connected.connect', { provider: name })}
                </a>
              )}
            </li>
          );
        })}
      </ul>
      {asking ? (
        <DisconnectDialog
          provider={asking}
          onlyWayIn={onlyWayIn}
          onClose={() => setAsking(null)}
          onDone={(notice) => {
            setAsking(null);
            onNotice(notice);
            onChanged();
          }}
        />
      ) : null}
    </>
  );
}

function DisconnectDialog({
  provider,
  onlyWayIn,
  onClose,
  onDone,
}: {
  provider: SocialProvider;
  onlyWayIn: boolean;
  onClose: () => void;
  onDone: (notice: Notice) => void;
}) {
  const { t } = useTranslation('social');
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const name = NAMES[provider];
  const disconnect = async () => {
    setBusy(true);
    try {
      const result = await http.delete<{ status: 'disconnected' | 'confirmation_sent' }>(`/api/oauth/user/connected-accounts/${provider}`);
      onDone({
        tone: 'success',
        text: result.status === 'disconnected' ? t('connected.done', { provider: name }) : t('connected.linkSent'),
      });
    } catch (error) {
      onDone({ tone: 'error', text: errorText(error) });
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('connected.confirmTitle', { provider: name })}
      description={onlyWayIn ? t('connected.confirmOnlyWay', { provider: name }) : t('connected.confirmText', { provider: name })}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('connected.cancel')}
          </Button>
          <Button variant="danger" busy={busy} onClick={disconnect}>
            {onlyWayIn ? t('connected.sendLink') : t('connected.confirmAction')}
          </Button>
        </>
      }
    />
  );
}

/** What the round trip to the provider came back with (?social=connected or ?social_error=<code>). */
function RoundTripNotice() {
  const { t } = useTranslation(['social', 'errors']);
  const [search] = useSearchParams();
  const provider = search.get('provider');
  const name = isProvider(provider) ? NAMES[provider] : '';
  const code = search.get('social_error');
  if (isErrorCode(code)) return <Alert>{t(errorMessageKey(code), { provider: name })}</Alert>;
  if (search.get('social') === 'connected' && name) return <Alert tone="success">{t('connected.connectedNow', { provider: name })}</Alert>;
  return null;
}
