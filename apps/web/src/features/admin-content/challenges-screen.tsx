import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { adminContentPaths } from '../../shared/routing/admin-content-paths.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Badge, type BadgeTone } from '../../shared/ui/badge.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Pager } from '../../shared/ui/pager.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { TableFrame } from '../../shared/ui/table-frame.tsx';
import { ADMIN_CHALLENGES, type AdminChallenge, type ChallengeState } from './admin-content-documents.ts';
import { ChallengeDialog } from './challenge-dialog.tsx';
import { monthName } from './month-name.ts';

const PAGE = 24;
const TONES: Record<ChallengeState, BadgeTone> = { upcoming: 'info', running: 'success', ended: 'warning', settled: 'neutral' };

/** The monthly challenges (decisions 087, 104): rules and results per month; a coming month set up or edited. */
export function ChallengesScreen() {
  const { t } = useTranslation('adminContent');
  const locale = useLocale();
  const [offset, setOffset] = useState(0);
  const [dialog, setDialog] = useState<{ challenge: AdminChallenge | null; months: string[] } | null>(null);
  const query = useDataQuery({ query: ADMIN_CHALLENGES, variables: { offset } }, (data) => data.adminChallenges.items.length === 0);

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10">
      <Link to={buildPath(adminContentPaths.browser, { locale })} className="self-start text-sm font-semibold text-brand-800 underline">
        {t('challenges.back')}
      </Link>
      <PageTitle>{t('challenges.title')}</PageTitle>
      <p className="text-slate-700">{t('challenges.lead')}</p>
      <QueryState
        query={query}
        main
        skeleton={<Skeleton lines={6} barClassName="h-10" className="gap-2" />}
        empty={<p className="text-slate-700">{t('challenges.empty')}</p>}
      >
        {({ adminChallenges: list }) => (
          <div className="flex flex-col gap-4">
            {list.plannableMonths.length > 0 ? (
              <Button className="self-start" onClick={() => setDialog({ challenge: null, months: list.plannableMonths })}>
                {t('challenges.plan')}
              </Button>
            ) : null}
            <ChallengeTable
              rows={list.items}
              caption={t('challenges.caption', { count: list.total })}
              onEdit={(challenge) => setDialog({ challenge, months: [] })}
            />
            <Pager offset={offset} pageSize={PAGE} shown={list.items.length} total={list.total} onOffsetChange={setOffset} />
          </div>
        )}
      </QueryState>
      {dialog ? (
        <ChallengeDialog challenge={dialog.challenge} months={dialog.months} onClose={() => setDialog(null)} onReload={query.retry} />
      ) : null}
    </div>
  );
}

function ChallengeTable({
  rows,
  caption,
  onEdit,
}: {
  rows: AdminChallenge[];
  caption: string;
  onEdit: (challenge: AdminChallenge) => void;
}) {
  const { t } = useTranslation('adminContent');
  const viewer = useViewerTime();
  const locale = useLocale();
  return (
    <TableFrame label={caption}>
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-300 text-slate-700">
          <tr>
            <th scope="col" className="py-2 pr-3">
              {t('challenges.month')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('challenges.target')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('challenges.prize')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('challenges.participants')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('challenges.completers')}
            </th>
            <th scope="col" className="py-2">
              {t('challenges.status')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-slate-200 align-top">
              <th scope="row" className="py-2 pr-3 font-semibold text-slate-900">
                {monthName(row.month, locale)}
              </th>
              <td className="py-2 pr-3">{t('challenges.activities', { count: row.target })}</td>
              <td className="py-2 pr-3">{t('challenges.credits', { count: row.prizeGroupCredits })}</td>
              <td className="py-2 pr-3">{row.participants}</td>
              <td className="py-2 pr-3">{row.state === 'upcoming' ? '—' : row.completers}</td>
              <td className="py-2">
                <span className="flex flex-wrap items-center gap-2">
                  <Badge tone={TONES[row.state]}>
                    {row.state === 'settled' && row.settledAt
                      ? t('challenges.settledOn', { date: viewer.dateTime(row.settledAt, { dateOnly: true }) })
                      : t(`challenges.state.${row.state}`)}
                  </Badge>
                  {row.state === 'upcoming' ? (
                    <Button
                      variant="secondary"
                      aria-label={t('challenges.editLabel', { month: monthName(row.month, locale) })}
                      onClick={() => onEdit(row)}
                    >
                      {t('edit')}
                    </Button>
                  ) : null}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
