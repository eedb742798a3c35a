import { DEFAULT_CLASS_CONFIG, HOUR_MS } from '@parla/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';

export interface ClassCounts {
  total: number;
  staffed: number;
  waiting: number;
  /** Still without a teacher and the unconfirmed-class cut-off (24 h before the start) comes within 24 hours or has passed. */
  atRisk: number;
  cancelled: number;
}

export interface DaySeries {
  /** The day in the requested zone, YYYY-MM-DD. */
  day: string;
  bookings: number;
  cancellations: number;
  newStudents: number;
  trials: number;
  groupSeats: number;
  groupCapacity: number;
}

export interface RevenueDay {
  day: string;
  currency: string;
  /** Charges settled that day minus refunds, in cents. */
  netCents: number;
}

export interface DashboardView {
  from: Date;
  to: Date;
  timeZone: string;
  today: ClassCounts;
  week: ClassCounts;
  /** Seats taken over seats offered in the range's group classes that were not cancelled; null without any. */
  groupFillRate: number | null;
  days: DaySeries[];
  revenue: RevenueDay[];
  trialsStarted: number;
  /** Trials started in the range whose trial is over. */
  trialsEnded: number;
  /** Of those, the ones whose subscription has a paid charge. */
  trialsConverted: number;
  openAppeals: number;
  openApplications: number;
  openContentReports: number;
  /** How many SQL statements built this answer (decision 101 measures it). */
  statements: number;
}

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as Rows<T>).rows;
const n = (value: unknown) => Number(value ?? 0);
const iso = (d: Date) => d.toISOString();

/**
 * The back-office dashboard in three statements: the classes of today and this week (in the
 * admin's zone, weeks from Monday), the per-day series of the range, and the trial conversion
 * with the open work counts. Days are whole days in `timeZone` (Postgres `AT TIME ZONE`), so a
 * DST week has one 23- and one 25-hour day, as the admin lives it.
 */
export async function adminDashboard(app: FastifyInstance, range: { from: Date; to: Date; timeZone: string }): Promise<DashboardView> {
  const db = app.db;
  const now = app.clock.now();
  const tz = range.timeZone;
  const riskHorizon = new Date(now.getTime() + 2 * DEFAULT_CLASS_CONFIG.unconfirmedClassCutoffHours * HOUR_MS);
  const from = iso(range.from);
  const to = iso(range.to);

  const [classRows, dayRows, summary] = await Promise.all([
    rowsOf<Record<string, unknown>>(
      db,
      sql`
      with bounds as (
        select (date_trunc('day', ${iso(now)}::timestamptz at time zone ${tz}) at time zone ${tz}) as d0,
               (date_trunc('week', ${iso(now)}::timestamptz at time zone ${tz}) at time zone ${tz}) as w0
      ), spans as (
        select d0, d0 + interval '1 day' as d1, w0, w0 + interval '7 days' as w1 from bounds
      ), c as (
        select cl.*, (cl.start_at >= s.d0 and cl.start_at < s.d1) as is_today
        from classes cl, spans s
        where cl.start_at >= least(s.w0, s.d0) and cl.start_at < greatest(s.w1, s.d1)
      )
      select
        count(*) filter (where is_today and status <> 'cancelled') as today_total,
        count(*) filter (where is_today and status <> 'cancelled' and teacher_id is not null) as today_staffed,
        count(*) filter (where is_today and status = 'active' and teacher_id is null) as today_waiting,
        count(*) filter (where is_today and status = 'active' and teacher_id is null and start_at > ${iso(now)}::timestamptz and start_at <= ${iso(riskHorizon)}::timestamptz) as today_at_risk,
        count(*) filter (where is_today and status = 'cancelled') as today_cancelled,
        count(*) filter (where status <> 'cancelled') as week_total,
        count(*) filter (where status <> 'cancelled' and teacher_id is not null) as week_staffed,
        count(*) filter (where status = 'active' and teacher_id is null) as week_waiting,
        count(*) filter (where status = 'active' and teacher_id is null and start_at > ${iso(now)}::timestamptz and start_at <= ${iso(riskHorizon)}::timestamptz) as week_at_risk,
        count(*) filter (where status = 'cancelled') as week_cancelled
      from c`,
    ),
    rowsOf<{ metric: string; day: string; currency: string | null; value: unknown; extra: unknown }>(
      db,
      sql`
      with r as (select ${from}::timestamptz as f, ${to}::timestamptz as t)
      select metric, to_char(day, 'YYYY-MM-DD') as day, currency, sum(value) as value, sum(extra) as extra from (
        select 'bookings' as metric, (a.created_at at time zone ${tz})::date as day, null::text as currency, 1 as value, 0 as extra
          from appointments a, r where a.created_at >= r.f and a.created_at < r.t
        union all
        select 'cancellations', (a.cancelled_at at time zone ${tz})::date, null, 1, 0
          from appointments a, r where a.cancelled_at >= r.f and a.cancelled_at < r.t and a.status <> 'booked'
        union all
        select 'new_students', (u.created_at at time zone ${tz})::date, null, 1, 0
          from users u, r where u.created_at >= r.f and u.created_at < r.t and 'student' = any(u.roles)
        union all
        select 'trials', (s.trial_started_at at time zone ${tz})::date, null, 1, 0
          from subscriptions s, r where s.trial_started_at >= r.f and s.trial_started_at < r.t
        union all
        select 'group_fill', (c.start_at at time zone ${tz})::date, null, c.seats_taken, c.capacity
          from classes c, r where c.start_at >= r.f and c.start_at < r.t and c.type = 'group' and c.status <> 'cancelled'
        union all
        select 'revenue', (coalesce(x.settled_at, x.created_at) at time zone ${tz})::date, x.currency,
               case when x.kind = 'refund' then -x.amount_cents else x.amount_cents end, 0
          from transactions x, r
          where coalesce(x.settled_at, x.created_at) >= r.f and coalesce(x.settled_at, x.created_at) < r.t
            and ((x.kind = 'charge' and x.status in ('succeeded', 'refunded')) or (x.kind = 'refund' and x.status = 'succeeded'))
      ) m group by metric, day, currency order by day`,
    ),
    rowsOf<Record<string, unknown>>(
      db,
      sql`
      with t as (
        select s.id, s.trial_ends_at from subscriptions s
        where s.trial_started_at >= ${from}::timestamptz and s.trial_started_at < ${to}::timestamptz
      )
      select
        (select count(*) from t) as trials_started,
        (select count(*) from t where t.trial_ends_at <= ${iso(now)}::timestamptz) as trials_ended,
        (select count(*) from t where t.trial_ends_at <= ${iso(now)}::timestamptz and exists (
          select 1 from transactions x where x.subscription_id = t.id and x.kind = 'charge'
            and x.status in ('succeeded', 'refunded') and x.amount_cents > 0)) as trials_converted,
        (select count(*) from penalty_appeals where status = 'pending') as open_appeals,
        (select count(*) from teacher_applications where status = 'new') as open_applications,
        (select count(*) from content_error_reports where status = 'open') as open_reports`,
    ),
  ]);

  const c = classRows[0] ?? {};
  const counts = (p: 'today' | 'week'): ClassCounts => ({
    total: n(c[`${p}_total`]),
    staffed: n(c[`${p}_staffed`]),
    waiting: n(c[`${p}_waiting`]),
    atRisk: n(c[`${p}_at_risk`]),
    cancelled: n(c[`${p}_cancelled`]),
  });

  const days = new Map<string, DaySeries>();
  const dayOf = (day: string) => {
    let entry = days.get(day);
    if (!entry) {
      entry = { day, bookings: 0, cancellations: 0, newStudents: 0, trials: 0, groupSeats: 0, groupCapacity: 0 };
      days.set(day, entry);
    }
    return entry;
  };
  // Every day of the range appears, with zeros: a chart with gaps would misread as a trend.
  for (const day of daysOfRange(range.from, range.to, tz)) dayOf(day);
  const revenue: RevenueDay[] = [];
  let groupSeats = 0;
  let groupCapacity = 0;
  for (const row of dayRows) {
    if (row.metric === 'revenue') {
      revenue.push({ day: row.day, currency: row.currency ?? '', netCents: n(row.value) });
      continue;
    }
    const entry = dayOf(row.day);
    if (row.metric === 'bookings') entry.bookings = n(row.value);
    else if (row.metric === 'cancellations') entry.cancellations = n(row.value);
    else if (row.metric === 'new_students') entry.newStudents = n(row.value);
    else if (row.metric === 'trials') entry.trials = n(row.value);
    else if (row.metric === 'group_fill') {
      entry.groupSeats = n(row.value);
      entry.groupCapacity = n(row.extra);
      groupSeats += entry.groupSeats;
      groupCapacity += entry.groupCapacity;
    }
  }
  const s = summary[0] ?? {};
  return {
    from: range.from,
    to: range.to,
    timeZone: tz,
    today: counts('today'),
    week: counts('week'),
    groupFillRate: groupCapacity > 0 ? groupSeats / groupCapacity : null,
    days: [...days.values()].sort((a, b) => a.day.localeCompare(b.day)),
    revenue,
    trialsStarted: n(s.trials_started),
    trialsEnded: n(s.trials_ended),
    trialsConverted: n(s.trials_converted),
    openAppeals: n(s.open_appeals),
    openApplications: n(s.open_applications),
    openContentReports: n(s.open_reports),
    statements: 3,
  };
}

/** The calendar days [from, to) touches in `timeZone`, as YYYY-MM-DD. */
export function daysOfRange(from: Date, to: Date, timeZone: string): string[] {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const out: string[] = [];
  // Stepping by 6 hours visits every local day even across DST changes; duplicates are skipped.
  for (let t = from.getTime(); t < to.getTime(); t += 6 * HOUR_MS) {
    const day = format.format(new Date(t));
    if (out[out.length - 1] !== day) out.push(day);
  }
  return out;
}
