import { useMutation } from 'urql';
import { CalendarFeedPanel } from '../../../shared/calendar/calendar-feed-panel.tsx';
import { QueryState } from '../../../shared/data/query-state.tsx';
import { useDataQuery } from '../../../shared/data/use-data-query.ts';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { ACCOUNT_TYPENAMES, CALENDAR_CONNECTION, REGENERATE_CALENDAR_URL } from '../account-documents.ts';

/**
 * Calendar connection (000 §3): the teacher's committed classes as a private ICS feed that Google,
 * Microsoft or Apple calendars subscribe to; connected, expired or reconnect as the feed is used.
 */
export function CalendarPage() {
  const query = useDataQuery({ query: CALENDAR_CONNECTION, context: ACCOUNT_TYPENAMES, requestPolicy: 'cache-and-network' });
  const [regenerating, regenerate] = useMutation(REGENERATE_CALENDAR_URL);
  return (
    <QueryState query={query} skeleton={<Skeleton lines={4} barClassName="h-11" className="gap-4" />}>
      {(data) => (
        <CalendarFeedPanel
          feed={data.teacherAccount.calendarConnection}
          namespace="teacherAccount"
          keyPrefix="calendar"
          regenerating={regenerating.fetching}
          onRegenerate={async () => {
            const done = await regenerate({});
            query.retry();
            return !done.error;
          }}
        />
      )}
    </QueryState>
  );
}
