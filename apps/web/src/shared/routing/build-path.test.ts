import { describe, expect, it } from 'vitest';
import { fallbackConfig, readRuntimeConfig, areaBasePath } from '../config/runtime-config.ts';
import { areaUrlFor } from './area-url.ts';
import { buildPath } from './build-path.ts';

describe('buildPath', () => {
  it('fills parameters and appends leftovers as a query string', () => {
    expect(buildPath('/:locale/resetting/reset/:token', { locale: 'en', token: 'x', foo: 1 })).toBe('/en/resetting/reset/x?foo=1');
  });
  it('drops unfilled optional parameters', () => {
    expect(buildPath('/:locale/booking/:startDate?', { locale: 'de' })).toBe('/de/booking');
    expect(buildPath('/:locale/booking/:startDate?', { locale: 'de', startDate: '2025-03-03' })).toBe('/de/booking/2025-03-03');
  });
  it('skips undefined leftovers and encodes values', () => {
    expect(buildPath('/:locale/classes/:id', { locale: 'en', id: 'a b', view: undefined, q: 'x&y' })).toBe('/en/classes/a%20b?q=x%26y');
  });
  it('throws on a missing required parameter', () => {
    expect(() => buildPath('/:locale/home', {})).toThrow(/locale/);
  });
  it('keeps the root path', () => {
    expect(buildPath('/', { redirect: '/en/x' })).toBe('/?redirect=%2Fen%2Fx');
  });
});

describe('areaUrl', () => {
  const local = fallbackConfig('http://localhost:3000');
  it('is root-relative on the same origin', () => {
    expect(areaUrlFor(local, 'http://localhost:3000', 'teacher', '/en/home')).toBe('/teacher/en/home');
    expect(areaUrlFor(local, 'http://localhost:3000', 'learn', '/en/english')).toBe('/en/english');
  });
  it('is absolute on another origin', () => {
    const prod = readRuntimeConfig({ areas: { ...local.areas, teacher: 'https://teach.parla.test/' } }, 'https://parla.test');
    expect(areaUrlFor(prod, 'https://parla.test', 'teacher', '/en/home')).toBe('https://teach.parla.test/en/home');
  });
  it('derives the basename from the configured URL', () => {
    expect(areaBasePath('http://localhost:3000/teacher/')).toBe('/teacher');
    expect(areaBasePath('http://localhost:3000')).toBe('');
  });
});
