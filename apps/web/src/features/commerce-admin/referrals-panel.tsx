import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { formatMoney } from '../../shared/i18n/format-money.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Badge } from '../../shared/ui/badge.tsx';
import { SelectField } from '../../shared/ui/form-fields.tsx';
import { Pager } from '../../shared/ui/pager.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { TableFrame } from '../../shared/ui/table-frame.tsx';
import { ADMIN_REFERRALS, type ReferralStatus } from './commerce-admin-documents.ts';

const PAGE = 20;
const STATUSES: ReferralStatus[] = ['pending', 'rewarded', 'void'];

/** Who brought whom: the friend's first purchase, and the referrer's reward 14 days later. */
export function ReferralsPanel() {
  const { t } = useTranslation('adminCommerce');
  const viewer = useViewerTime();
  const [status, setStatus] = useState('');
  const [offset, setOffset] = useState(0);
  const query = useDataQuery(
    { query: ADMIN_REFERRALS, variables: { status: (status || undefined) as ReferralStatus | undefined, offset } },
    (data) => data.adminReferrals.referrals.length === 0,
  );
  return (
    <section aria-labelledby="referrals-heading" className="flex flex-col gap-4">
      <h2 id="referrals-heading" className="text-xl font-semibold text-slate-900">
        {t('referrals.title')}
      </h2>
      <SelectField
        className="max-w-xs"
        label={t('referrals.status')}
        placeholder={t('referrals.anyStatus')}
        value={status}
        onValueChange={(value) => {
          setOffset(0);
          setStatus(value);
        }}
        options={STATUSES.map((value) => ({ value, label: t(`referrals.statuses.${value}`) }))}
      />
      <QueryState
        query={query}
        skeleton={<Skeleton lines={6} barClassName="h-10" className="gap-2" />}
        empty={<p className="text-slate-700">{t('referrals.empty')}</p>}
      >
        {({ adminReferrals: page }) => (
          <div>
            <TableFrame label={t('referrals.caption', { count: page.total })}>
              <table className="w-full min-w-[48rem] text-left text-sm">
                <caption className="sr-only">{t('referrals.caption', { count: page.total })}</caption>
                <thead className="border-b border-slate-300 text-slate-700">
                  <tr>
                    <th scope="col" className="py-2 pr-3">
                      {t('referrals.when')}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {t('referrals.referrer')}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {t('referrals.friend')}
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right">
                      {t('referrals.purchase')}
                    </th>
                    <th scope="col" className="py-2">
                      {t('referrals.reward')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {page.referrals.map((referral) => (
                    <tr key={referral.id} className="border-b border-slate-200 align-top">
                      <td className="py-2 pr-3 whitespace-nowrap text-slate-800">
                        {viewer.dateTime(referral.createdAt, { dateOnly: true })}
                      </td>
                      <td className="py-2 pr-3">
                        <span className="font-medium text-slate-900">{referral.referrer.name || referral.referrer.email}</span>
                        <span className="block break-all text-slate-700">{referral.referrer.email}</span>
                      </td>
                      <td className="py-2 pr-3">
                        <span className="font-medium text-slate-900">{referral.friend.name || referral.friend.email}</span>
                        <span className="block break-all text-slate-700">{referral.friend.email}</span>
                      </td>
                      <td className="py-2 pr-3 text-right tabular-nums">{formatMoney(referral.purchase, viewer.locale)}</td>
                      <td className="py-2">
                        <Badge tone={referral.status === 'rewarded' ? 'success' : referral.status === 'void' ? 'muted' : 'info'}>
                          {t(`referrals.statuses.${referral.status}`)}
                        </Badge>
                        <span className="block text-xs text-slate-600">
                          {referral.rewardedAt
                            ? t('referrals.rewardedOn', { date: viewer.dateTime(referral.rewardedAt, { dateOnly: true }) })
                            : referral.status === 'pending'
                              ? t('referrals.rewardOn', { date: viewer.dateTime(referral.rewardAt, { dateOnly: true }) })
                              : null}
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableFrame>
            <Pager offset={offset} pageSize={PAGE} shown={page.referrals.length} total={page.total} onOffsetChange={setOffset} />
          </div>
        )}
      </QueryState>
    </section>
  );
}
