import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { notify } from '../../shared/notifications/notification-store.ts';
import { Badge } from '../../shared/ui/badge.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import {
  DECIDE_HOUR_REQUEST,
  HOUR_REQUESTS,
  type HourRequest,
  type HourRequestStatus,
  TEACHER_TYPENAMES,
} from './admin-teachers-documents.ts';
import { FilterChips, Pager, TeacherNav } from './teacher-nav.tsx';

const PAGE = 20;
const STATUSES: HourRequestStatus[] = ['requested', 'scheduled', 'unsuccessful', 'completed', 'cancelled'];

/** Teachers' requests for teaching hours (000 §6), soonest first: schedule or mark unsuccessful. */
export function HourRequestsScreen() {
  const { t } = useTranslation('adminTeachers');
  const [status, setStatus] = useState<HourRequestStatus>('requested');
  const [offset, setOffset] = useState(0);
  const query = useDataQuery(
    { query: HOUR_REQUESTS, variables: { status, offset } },
    (data) => data.adminTeachingHourRequests.items.length === 0,
  );
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10">
      <PageTitle>{t('hours.title')}</PageTitle>
      <TeacherNav />
      <p className="text-slate-700">{t('hours.lead')}</p>
      <FilterChips
        name="hour-request-status"
        legend={t('hours.filter')}
        values={STATUSES}
        value={status}
        label={(v) => t(`hours.status.${v}`)}
        onChange={(v) => {
          setStatus(v);
          setOffset(0);
        }}
      />
      <QueryState
        query={query}
        main
        skeleton={<Skeleton lines={3} barClassName="h-24" className="gap-4" />}
        empty={<p className="text-slate-700">{t('hours.empty')}</p>}
      >
        {({ adminTeachingHourRequests: list }) => (
          <div>
            <ul className="flex flex-col gap-3">
              {list.items.map((item) => (
                <li key={item.request.id}>
                  <HourRequestCard item={item} />
                </li>
              ))}
            </ul>
            <Pager offset={offset} count={list.items.length} total={list.total} page={PAGE} onOffset={setOffset} />
          </div>
        )}
      </QueryState>
    </div>
  );
}

function HourRequestCard({ item }: { item: HourRequest }) {
  const { t } = useTranslation('adminTeachers');
  const [{ fetching }, decide] = useMutation(DECIDE_HOUR_REQUEST);
  const { request } = item;
  const run = async (next: 'scheduled' | 'unsuccessful') => {
    const result = await decide({ id: request.id, status: next }, { ...TEACHER_TYPENAMES, notifyErrors: true });
    if (!result.error) notify('success', t('hours.done'));
  };
  return (
    <article className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4" data-testid="hour-request">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={request.status === 'requested' ? 'warning' : 'neutral'}>{t(`hours.status.${request.status}`)}</Badge>
        <span className="font-medium text-slate-900">
          {t('hours.slot', { date: request.date, from: request.startHour, to: request.endHour, timezone: request.timezone })}
        </span>
      </div>
      <p className="text-sm text-slate-700">{t('hours.by', { name: item.teacherName, email: item.teacherEmail })}</p>
      {request.note ? <p className="whitespace-pre-line break-words text-slate-800">{request.note}</p> : null}
      {request.status === 'requested' ? (
        <div className="flex flex-wrap gap-2">
          <Button
            busy={fetching}
            onClick={() => run('scheduled')}
            aria-label={t('hours.scheduleFor', { name: item.teacherName, date: request.date })}
          >
            {t('hours.schedule')}
          </Button>
          <Button
            variant="secondary"
            busy={fetching}
            onClick={() => run('unsuccessful')}
            aria-label={t('hours.unsuccessfulFor', { name: item.teacherName, date: request.date })}
          >
            {t('hours.unsuccessful')}
          </Button>
        </div>
      ) : null}
    </article>
  );
}
