/**
 * What a data card shows, decided once for every card (issue 12 point 12). Pure, so the rules
 * are tested without a browser:
 * - `loading`: nothing to show yet for these variables (a skeleton keeps the card's place);
 * - `error`: nothing to show and the last try failed (the error, with a way to try again);
 * - `empty` / `ready`: data for the variables on screen;
 * - `refreshFailed`: data is shown, but a newer answer could not be had (says so, offers retry);
 *   offline, the data may be the last answer the device kept, with its time.
 * Data that answered other variables (last week's classes under this week's header) is never
 * shown as if it were current.
 */
export type DataState<Data> =
  | { kind: 'loading' }
  | { kind: 'error'; error: unknown }
  | { kind: 'empty'; data: Data; refreshing: boolean }
  | { kind: 'ready'; data: Data; refreshing: boolean }
  /** `offlineSince`: the data is the last answer the device kept (decision 108), from then. */
  | { kind: 'refreshFailed'; data: Data; error: unknown; offlineSince?: string };

export interface QueryResultLike<Data> {
  data?: Data | undefined;
  error?: unknown;
  fetching: boolean;
  stale?: boolean;
  /** The key of the request that produced `data`/`error` (urql: `operation.key`). */
  answeredKey?: number | undefined;
}

export function dataStateOf<Data>(
  result: QueryResultLike<Data>,
  currentKey: number,
  isEmpty: (data: Data) => boolean = () => false,
  /**
   * The last data shown, for a list whose own controls change the variables ("Load more"): it
   * stays, marked as refreshing, while the next answer is on its way, instead of a skeleton.
   */
  previous?: Data,
): DataState<Data> {
  const current = result.answeredKey === currentKey;
  const data = current ? result.data : undefined;
  const error = current ? result.error : undefined;
  if (data === undefined || data === null) {
    if (error !== undefined && error !== null && !result.fetching) return { kind: 'error', error };
    if (previous !== undefined)
      return isEmpty(previous) ? { kind: 'empty', data: previous, refreshing: true } : { kind: 'ready', data: previous, refreshing: true };
    return { kind: 'loading' };
  }
  if (error !== undefined && error !== null && !result.fetching) return { kind: 'refreshFailed', data, error };
  const refreshing = result.fetching || Boolean(result.stale);
  return isEmpty(data) ? { kind: 'empty', data, refreshing } : { kind: 'ready', data, refreshing };
}

/** The data a state holds (ready, empty or refresh failed), for a screen part that only needs it when there. */
export function dataOf<Data>(state: DataState<Data>): Data | undefined {
  return 'data' in state ? state.data : undefined;
}
