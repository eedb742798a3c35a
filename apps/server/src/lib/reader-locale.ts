import { type DisplayLocale, LOCALE_HEADER, type Locale, toDisplayLocale, toLocale } from '@parla/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * The display language of the page that sent a request: the web names its URL's locale in
 * `X-Locale` with every GraphQL and REST call. A landing-only locale (it, pl, tr, br), a missing or
 * unknown header read English (issue 21).
 */
export function readerLocale(request: Pick<FastifyRequest, 'headers'>): DisplayLocale {
  return toDisplayLocale(pageLocale(request));
}

/** The page's own locale, landing-only ones included (an Italian landing page formats its prices in Italian). */
export function pageLocale(request: Pick<FastifyRequest, 'headers'>): Locale {
  const value = request.headers[LOCALE_HEADER];
  return toLocale(typeof value === 'string' ? value : undefined);
}
