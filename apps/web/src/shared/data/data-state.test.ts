import { describe, expect, it } from 'vitest';
import { dataOf, dataStateOf } from './data-state.ts';

const THIS_WEEK = 2;
const LAST_WEEK = 1;
const isEmpty = (rows: string[]) => rows.length === 0;

describe('dataStateOf', () => {
  it('is loading before any answer for the variables on screen', () => {
    expect(dataStateOf({ fetching: true }, THIS_WEEK, isEmpty)).toEqual({ kind: 'loading' });
  });

  it('never shows another request’s data as current (last week’s classes under this week’s header)', () => {
    const result = { data: ['last week'], fetching: true, answeredKey: LAST_WEEK };
    expect(dataStateOf(result, THIS_WEEK, isEmpty)).toEqual({ kind: 'loading' });
    // Offline: the new week's request failed and urql still holds last week's data.
    const failed = { data: ['last week'], error: new Error('offline'), fetching: false, answeredKey: LAST_WEEK };
    expect(dataStateOf(failed, THIS_WEEK, isEmpty).kind).toBe('loading');
  });

  it('shows the error when nothing was ever loaded and the request failed', () => {
    const error = new Error('offline');
    expect(dataStateOf({ error, fetching: false, answeredKey: THIS_WEEK }, THIS_WEEK, isEmpty)).toEqual({ kind: 'error', error });
  });

  it('stays loading while a retry is under way', () => {
    expect(dataStateOf({ error: new Error('x'), fetching: true, answeredKey: THIS_WEEK }, THIS_WEEK, isEmpty).kind).toBe('loading');
  });

  it('keeps the data and says it may be out of date when a refresh fails', () => {
    const error = new Error('offline');
    const state = dataStateOf({ data: ['a'], error, fetching: false, answeredKey: THIS_WEEK }, THIS_WEEK, isEmpty);
    expect(state).toEqual({ kind: 'refreshFailed', data: ['a'], error });
  });

  it('tells empty from ready, and marks a refresh in progress', () => {
    expect(dataStateOf({ data: [], fetching: false, answeredKey: THIS_WEEK }, THIS_WEEK, isEmpty)).toEqual({
      kind: 'empty',
      data: [],
      refreshing: false,
    });
    expect(dataStateOf({ data: ['a'], fetching: false, stale: true, answeredKey: THIS_WEEK }, THIS_WEEK, isEmpty)).toEqual({
      kind: 'ready',
      data: ['a'],
      refreshing: true,
    });
    expect(dataStateOf({ data: [], fetching: false, answeredKey: THIS_WEEK }, THIS_WEEK)).toMatchObject({ kind: 'ready' });
  });
});

describe('dataOf', () => {
  it('reads the data of ready, empty and refresh-failed states, nothing while loading or failed', () => {
    expect(dataOf({ kind: 'ready', data: ['a'], refreshing: false })).toEqual(['a']);
    expect(dataOf({ kind: 'empty', data: [], refreshing: true })).toEqual([]);
    expect(dataOf({ kind: 'refreshFailed', data: ['a'], error: new Error('x') })).toEqual(['a']);
    expect(dataOf({ kind: 'loading' })).toBeUndefined();
    expect(dataOf({ kind: 'error', error: new Error('x') })).toBeUndefined();
  });
});

describe('dataStateOf with the previous data kept (a list whose own "Load more" changes the variables)', () => {
  it('keeps the previous data, refreshing, while the new variables load, and fails as an error', () => {
    const loading = { data: ['page 1'], fetching: true, answeredKey: LAST_WEEK };
    expect(dataStateOf(loading, THIS_WEEK, isEmpty, ['page 1'])).toEqual({ kind: 'ready', data: ['page 1'], refreshing: true });
    const failed = { error: new Error('offline'), fetching: false, answeredKey: THIS_WEEK };
    expect(dataStateOf(failed, THIS_WEEK, isEmpty, ['page 1']).kind).toBe('error');
    expect(dataStateOf({ data: ['pages 1-2'], fetching: false, answeredKey: THIS_WEEK }, THIS_WEEK, isEmpty, ['page 1'])).toMatchObject({
      kind: 'ready',
      data: ['pages 1-2'],
    });
  });
});
