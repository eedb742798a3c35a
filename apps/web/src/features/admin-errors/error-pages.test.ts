import { describe, expect, it } from 'vitest';
import { errorGroupVariables, filtersFromParams, filtersToParams, NO_ERROR_FILTERS } from './error-filters.ts';
import { occurrenceFacts } from './occurrence-facts.ts';

describe('errors list filters', () => {
  it('round-trips through the URL, leaving empty values and the first page out', () => {
    const filters = { source: 'client', search: ' BookClass ', fromDay: '2026-06-01', toDay: '2026-06-07' } as const;
    const params = filtersToParams(filters, 25);
    expect(params.toString()).toBe('source=client&q=BookClass&from=2026-06-01&to=2026-06-07&offset=25');
    expect(filtersFromParams(params)).toEqual({ filters: { ...filters, search: 'BookClass' }, offset: 25 });
    expect(filtersToParams(NO_ERROR_FILTERS).toString()).toBe('');
  });

  it('ignores what a hand-edited URL gets wrong', () => {
    const read = filtersFromParams(new URLSearchParams('source=browser&from=01.06.2026&to=2026-02-30&offset=-5&q=x'));
    expect(read).toEqual({ filters: { source: '', search: 'x', fromDay: '', toDay: '' }, offset: 0 });
  });

  it('asks for whole local days, the last one included', () => {
    const variables = errorGroupVariables({ source: 'server', search: '  ', fromDay: '2026-06-01', toDay: '2026-06-01' }, 'Europe/Berlin');
    expect(variables).toEqual({ source: 'server', search: undefined, from: '2026-05-31T22:00:00.000Z', to: '2026-06-01T22:00:00.000Z' });
    expect(errorGroupVariables(NO_ERROR_FILTERS, 'UTC')).toEqual({ source: undefined, search: undefined, from: undefined, to: undefined });
  });
});

describe('occurrence facts', () => {
  it('reads a client report', () => {
    const facts = occurrenceFacts({
      message: 'Oops! We encountered an issue.',
      operationName: 'StudentToday',
      variables: { weekStart: '2026-06-08', password: '[Redacted]' },
      status: 200,
      errorType: 'internal_server_error',
      path: '/en/today',
      area: 'learn',
      release: 'r42',
      userAgent: 'Mozilla/5.0',
    });
    expect(facts).toMatchObject({
      operationName: 'StudentToday',
      status: 200,
      code: 'internal_server_error',
      path: '/en/today',
      route: null,
      stack: null,
    });
    expect(facts.variables).toBe('{\n  "weekStart": "2026-06-08",\n  "password": "[Redacted]"\n}');
  });

  it('reads odd or missing values as absent', () => {
    expect(occurrenceFacts(null).message).toBeNull();
    expect(occurrenceFacts(['x']).variables).toBeNull();
    const facts = occurrenceFacts({ status: '500', variables: {}, route: '', method: 'GET' });
    expect(facts).toMatchObject({ status: null, variables: null, route: null, method: 'GET' });
  });
});
