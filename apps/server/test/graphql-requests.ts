import { ACCESS_COOKIE } from '@parla/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../src/db/client.ts';
import { startSession } from '../src/modules/identity/session.service.ts';
import { clientHeaders } from './helper.ts';
import type { TestUser } from './factories/index.ts';

/**
 * GraphQL calls as the web makes them, and the credit and seat invariants every class test ends
 * with. Test data comes from ./factories (docs/decisions/035).
 */

/** A signed-in session's Cookie header, minted at the current (test) clock without a password check. */
export async function loginCookies(app: FastifyInstance, user: Pick<TestUser, 'id' | 'roles'>): Promise<string> {
  const area = user.roles.includes('admin') ? 'admin' : user.roles.includes('teacher') ? 'teacher' : 'learn';
  const tokens = await startSession(app, user, { area, rememberMe: true });
  return `${ACCESS_COOKIE}=${tokens.accessToken}`;
}

export interface GqlResult<T = Record<string, unknown>> {
  status: number;
  data: T | null;
  errors?: { message: string; extensions?: { code?: string; field?: string } }[];
  /** extensions.code of the first error, if any. */
  code?: string;
}

/**
 * A GraphQL call as the web makes it. `who` is a Cookie header, or a user whose session is
 * minted for this call (so it survives the test clock jumping past the token's expiry).
 * `options.locale` is the page's locale the web names in X-Locale (none: no header).
 */
export async function gql<T = Record<string, unknown>>(
  app: FastifyInstance,
  who: string | Pick<TestUser, 'id' | 'roles'> | null,
  query: string,
  variables: Record<string, unknown> = {},
  options: { locale?: string | null } = {},
): Promise<GqlResult<T>> {
  const cookie = who === null ? '' : typeof who === 'string' ? who : await loginCookies(app, who);
  const res = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      ...clientHeaders,
      'content-type': 'application/json',
      ...(cookie ? { cookie } : {}),
      ...(options.locale ? { 'x-locale': options.locale } : {}),
    },
    payload: { query, variables },
  });
  const body = res.json<{ data?: T | null; errors?: GqlResult['errors'] }>();
  return { status: res.statusCode, data: body.data ?? null, errors: body.errors, code: body.errors?.[0]?.extensions?.code };
}

/** Grants whose ledger does not sum to `remaining` (decision 003): must always be empty. */
export async function ledgerMismatches(app: FastifyInstance): Promise<{ id: string; remaining: number; ledger: number }[]> {
  return queryRows(
    app.db,
    sql`select g.id, g.remaining, coalesce(sum(l.delta), 0)::int as ledger from credit_grants g
      left join credit_ledger l on l.grant_id = g.id group by g.id having g.remaining <> coalesce(sum(l.delta), 0)`,
  );
}

/** Classes whose seat counter differs from their booked appointments. */
export async function seatMismatches(app: FastifyInstance): Promise<{ uid: string }[]> {
  return queryRows(
    app.db,
    sql`select c.uid from classes c where c.seats_taken <> (select count(*) from appointments a where a.class_id = c.id and a.status = 'booked')`,
  );
}
