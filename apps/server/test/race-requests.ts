import type { FastifyInstance } from 'fastify';
import { clientHeaders } from './helper.ts';

/** The contract's booking mutation (docs/api/classes.graphql), selecting only what the tests read. */
export const BOOK_CLASS = `mutation BookClass($classUid: ID!) {
  bookClass(input: { classUid: $classUid }) { appointment { id status } }
}`;

export const CREDITS_INFO = 'query CreditsInfo { creditsInfo { groupCredits } }';

export interface GraphQLBody {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** 'ok', or the error's extensions.code; anything unexpected keeps its message so a failure explains itself. */
export function outcomeOf(status: number, body: GraphQLBody): string {
  const error = body.errors?.[0];
  if (error) return error.extensions?.code ?? `no code: ${error.message}`;
  if (status === 200 && body.data?.bookClass) return 'ok';
  return `http ${status}`;
}

/** { ok: 2, class_is_full: 198 }: an exact tally reads well in a failed expectation. */
export function tally(outcomes: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) counts[outcome] = (counts[outcome] ?? 0) + 1;
  return counts;
}

function headers(cookie: string) {
  return { ...clientHeaders, 'content-type': 'application/json', cookie };
}

export async function injectGraphql(app: FastifyInstance, cookie: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await app.inject({ method: 'POST', url: '/graphql', headers: headers(cookie), payload: { query, variables } });
  return { status: res.statusCode, body: res.json<GraphQLBody>() };
}

/** A real HTTP request over a socket: what a browser does, through Node's fetch (undici). */
export async function fetchGraphql(baseUrl: string, cookie: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await fetch(`${baseUrl}/graphql`, { method: 'POST', headers: headers(cookie), body: JSON.stringify({ query, variables }) });
  return { status: res.status, body: (await res.json()) as GraphQLBody };
}
