import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { dataOf } from '../../shared/data/data-state.ts';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { teacherPaths } from '../../shared/routing/teacher-paths.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { Badge, type BadgeTone } from '../../shared/ui/badge.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { type LogRow, type LogTab, OPEN_LOGS, PAST_LOGS, PAYMENTS_TYPENAMES } from './payments-documents.ts';
import { usePayTime } from './use-pay-time.ts';
import { TableFrame } from '../../shared/ui/table-frame.tsx';

const TABS: readonly LogTab[] = ['open', 'past'];
const PAGE = 20;

/** The Open Logs and Past Logs tabs (000 §2 Teacher Payments); the tab is kept in ?tab= for links. */
export function LogTabs() {
  const { t } = useTranslation('teacherPay');
  const [search, setSearch] = useSearchParams();
  const tab: LogTab = search.get('tab') === 'past' ? 'past' : 'open';
  const refs = useRef<Record<LogTab, HTMLButtonElement | null>>({ open: null, past: null });
  const select = (next: LogTab, focus = false) => {
    setSearch((current) => {
      const params = new URLSearchParams(current);
      if (next === 'open') params.delete('tab');
      else params.set('tab', next);
      return params;
    });
    if (focus) refs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.indexOf(tab);
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      select(TABS[(index + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length], true);
    }
  };
  return (
    <section aria-labelledby="logs-heading" className="flex flex-col gap-4">
      <h2 id="logs-heading" className="text-xl font-semibold text-slate-900">
        {t('logs.title')}
      </h2>
      <div role="tablist" aria-label={t('logs.title')} className="flex gap-1 border-b border-slate-300">
        {TABS.map((value) => (
          <button
            key={value}
            ref={(node) => {
              refs.current[value] = node;
            }}
            type="button"
            role="tab"
            id={`logs-tab-${value}`}
            aria-selected={tab === value}
            aria-controls={`logs-panel-${value}`}
            tabIndex={tab === value ? 0 : -1}
            onClick={() => select(value)}
            onKeyDown={onKeyDown}
            className={`-mb-px min-h-11 rounded-t-lg border px-4 text-sm font-semibold ${tab === value ? 'border-slate-300 border-b-white bg-white text-brand-800' : 'border-transparent text-slate-700 hover:text-brand-800'}`}
          >
            {t(`logs.tabs.${value}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`logs-panel-${tab}`} aria-labelledby={`logs-tab-${tab}`}>
        <LogsList key={tab} tab={tab} />
      </div>
    </section>
  );
}

const OUTCOME_TONES: Record<string, BadgeTone> = {
  submitted: 'success',
  updated: 'success',
  no_students: 'info',
  technical_issue: 'warning',
  missed: 'warning',
  cancelled: 'muted',
};

function LogsList({ tab }: { tab: LogTab }) {
  const { t } = useTranslation('teacherPay');
  const time = usePayTime();
  const [limit, setLimit] = useState(PAGE);
  // "Load more" asks for a longer list: the rows shown stay while it loads (keepPrevious).
  const query = useDataQuery(
    {
      query: tab === 'open' ? OPEN_LOGS : PAST_LOGS,
      variables: { limit },
      context: PAYMENTS_TYPENAMES,
      requestPolicy: 'cache-and-network',
    },
    undefined,
    { keepPrevious: true },
  );
  const logs = dataOf(query.state)?.logs;
  if (!logs) {
    return (
      <QueryState query={query} skeleton={<Skeleton lines={4} barClassName="h-12" className="gap-3" />}>
        {() => null}
      </QueryState>
    );
  }
  if (logs.items.length === 0) return <p className="rounded-xl bg-slate-50 p-4 text-slate-700">{t(`logs.empty.${tab}`)}</p>;
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3 smw:hidden" aria-label={t(`logs.tabs.${tab}`)}>
        {logs.items.map((row) => (
          <LogCard key={row.classUid} row={row} tab={tab} time={time} />
        ))}
      </ul>
      <TableFrame label={t(`logs.tabs.${tab}`)} className="hidden rounded-xl border border-slate-200 smw:block">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <caption className="sr-only">{t(`logs.tabs.${tab}`)}</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('logs.columns.date')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('logs.columns.classId')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('logs.columns.lesson')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('logs.columns.type')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('logs.columns.students')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('logs.columns.status')}
              </th>
              {tab === 'past' ? (
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {t('logs.columns.earning')}
                </th>
              ) : null}
              <th scope="col" className="px-3 py-2 font-semibold">
                <span className="sr-only">{t('logs.columns.action')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {logs.items.map((row) => (
              <LogTableRow key={row.classUid} row={row} tab={tab} time={time} />
            ))}
          </tbody>
        </table>
      </TableFrame>
      <p className="text-sm text-slate-600">{t('logs.shown', { count: logs.items.length, total: logs.total })}</p>
      {logs.items.length < logs.total ? (
        <div>
          <Button variant="secondary" busy={query.fetching} onClick={() => setLimit((l) => l + PAGE)}>
            {t('logs.more')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

interface RowProps {
  row: LogRow;
  tab: LogTab;
  time: ReturnType<typeof usePayTime>;
}

function LogStatus({ row, time }: Omit<RowProps, 'tab'>) {
  const { t } = useTranslation('teacherPay');
  return row.outcome ? (
    <Badge tone={OUTCOME_TONES[row.outcome]}>{t(`outcome.${row.outcome}`)}</Badge>
  ) : row.state === 'overdue' ? (
    <Badge tone="warning">{t('state.overdue')}</Badge>
  ) : row.state === 'open' ? (
    <Badge tone="info">{t('state.open', { time: time.dateTime(row.dueAt) })}</Badge>
  ) : (
    <Badge tone="muted">{t('state.not_yet_open')}</Badge>
  );
}

function LogLink({ row, tab, time }: RowProps) {
  const { t } = useTranslation('teacherPay');
  return (
    <Link
      to={buildPath(teacherPaths.teacherClass, { locale: time.locale, classId: row.classUid })}
      className="font-semibold whitespace-nowrap text-brand-800 underline underline-offset-2"
    >
      {tab === 'open' ? t('logs.write') : t('logs.view')}
      <span className="sr-only">
        {' '}
        – {row.lessonTitle}, {time.dateTime(row.startDate)}
      </span>
    </Link>
  );
}

/** Below 770 px a row is a card: the table would hide its link behind a horizontal scroll. */
function LogCard({ row, tab, time }: RowProps) {
  const { t } = useTranslation('teacherPay');
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-semibold text-slate-900">{row.lessonTitle}</p>
        <LogStatus row={row} time={time} />
      </div>
      <p className="text-slate-700">
        {time.dateTime(row.startDate)} · {t(`classType.${row.classType}`)} · <span className="font-mono text-xs">{row.classUid}</span>
      </p>
      <p className="text-slate-700">{row.students.length > 0 ? row.students.map((s) => s.shortName).join(', ') : t('logs.noStudents')}</p>
      <div className="flex items-center justify-between gap-2">
        <LogLink row={row} tab={tab} time={time} />
        {tab === 'past' && row.earning ? (
          <span className="font-semibold">{time.money(row.earning.total, row.earning.currency)}</span>
        ) : null}
      </div>
    </li>
  );
}

function LogTableRow({ row, tab, time }: RowProps) {
  const { t } = useTranslation('teacherPay');
  return (
    <tr className="border-t border-slate-200 align-top" data-testid={`log-row-${row.classUid}`}>
      <td className="px-3 py-2 whitespace-nowrap">{time.dateTime(row.startDate)}</td>
      <td className="px-3 py-2 font-mono text-xs">{row.classUid}</td>
      <td className="px-3 py-2">{row.lessonTitle}</td>
      <td className="px-3 py-2">{t(`classType.${row.classType}`)}</td>
      <td className="px-3 py-2">{row.students.length > 0 ? row.students.map((s) => s.shortName).join(', ') : t('logs.noStudents')}</td>
      <td className="px-3 py-2">
        <LogStatus row={row} time={time} />
      </td>
      {tab === 'past' ? (
        <td className="px-3 py-2 text-right whitespace-nowrap">
          {row.earning ? time.money(row.earning.total, row.earning.currency) : '–'}
        </td>
      ) : null}
      <td className="px-3 py-2">
        <LogLink row={row} tab={tab} time={time} />
      </td>
    </tr>
  );
}
