import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Badge } from '../../shared/ui/badge.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { OWN_REFERRAL } from './referral-documents.ts';
import { shareValues } from './share-text.ts';

/** account/referrals (001 §2 "Refer a friend"): own code, share text, and the friends who used it. */
export function ReferralsScreen() {
  const { t } = useTranslation('store');
  const locale = useLocale();
  const viewer = useViewerTime();
  const query = useDataQuery({ query: OWN_REFERRAL, variables: {} });
  const [copied, setCopied] = useState<'link' | 'text' | null>(null);
  const copy = async (what: 'link' | 'text', text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(what);
    } catch {
      setCopied(null);
    }
  };
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <PageTitle>{t('referrals.title')}</PageTitle>
      <QueryState
        query={query}
        // The intro, the code card (code, link, buttons, share text) and the friends heading.
        skeleton={
          <div className="flex flex-col gap-6">
            <Skeleton lines={2} />
            <Skeleton lines={6} barClassName="h-7" className="gap-3 rounded-2xl border border-slate-200 bg-white p-6" />
            <Skeleton lines={2} barClassName="h-6" />
          </div>
        }
      >
        {({ ownReferral: referral }) => {
          const values = shareValues(referral, locale);
          const shareText = `${t('referrals.shareText', values)} ${referral.url}`;
          return (
            <div className="flex flex-col gap-6">
              <p className="text-slate-800">{t('referrals.intro', values)}</p>
              <section
                aria-labelledby="referral-code-heading"
                className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6"
              >
                <h2 id="referral-code-heading" className="text-lg font-semibold text-slate-900">
                  {t('referrals.codeHeading')}
                </h2>
                <p className="font-mono text-2xl font-bold tracking-wider text-brand-900" data-testid="referral-code">
                  {referral.code}
                </p>
                <p className="break-all text-sm text-slate-700">{referral.url}</p>
                <div className="flex flex-wrap gap-2">
                  <Button onClick={() => void copy('link', referral.url)}>{t('referrals.copyLink')}</Button>
                  <Button variant="secondary" onClick={() => void copy('text', shareText)}>
                    {t('referrals.copyText')}
                  </Button>
                </div>
                <p role="status" className="text-sm text-emerald-800">
                  {copied ? t(`referrals.copied.${copied}`) : ''}
                </p>
                <blockquote className="rounded-lg bg-slate-50 p-4 text-slate-800" data-testid="referral-share-text">
                  {shareText}
                </blockquote>
              </section>
              <section aria-labelledby="referral-friends-heading" className="flex flex-col gap-3">
                <h2 id="referral-friends-heading" className="text-lg font-semibold text-slate-900">
                  {t('referrals.friends')}
                </h2>
                {referral.referrals.length === 0 ? (
                  <p className="text-slate-700">{t('referrals.noFriends')}</p>
                ) : (
                  <ul className="flex flex-col gap-2">
                    {referral.referrals.map((entry) => (
                      <li
                        key={entry.id}
                        className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white px-4 py-3"
                      >
                        <span className="font-medium text-slate-900">{entry.friendFirstName}</span>
                        <span className="flex items-center gap-2 text-sm text-slate-700">
                          {entry.status === 'pending'
                            ? t('referrals.rewardOn', { date: viewer.dateTime(entry.rewardAt, { dateOnly: true }) })
                            : null}
                          {entry.status === 'rewarded' && entry.rewardedAt
                            ? t('referrals.rewardedOn', {
                                date: viewer.dateTime(entry.rewardedAt, { dateOnly: true }),
                                count: referral.ownerGroupCredits,
                              })
                            : null}
                          <Badge tone={entry.status === 'rewarded' ? 'success' : entry.status === 'void' ? 'muted' : 'info'}>
                            {t(`referrals.status.${entry.status}`)}
                          </Badge>
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            </div>
          );
        }}
      </QueryState>
    </div>
  );
}
