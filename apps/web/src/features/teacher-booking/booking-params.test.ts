import { describe, expect, it } from 'vitest';
import { parseTeacherBookingParams, toTeacherBookingSearch } from './booking-params.ts';

describe('teacher booking params', () => {
  it('round-trips the filters and drops unknown values', () => {
    const params = parseTeacherBookingParams(new URLSearchParams('tab=courses&section=s1&level=B1&type=individual&available=1'));
    expect(params).toEqual({ tab: 'courses', sectionId: 's1', level: 'B1', type: 'individual', onlyAvailable: true });
    expect(toTeacherBookingSearch(params)).toEqual({ tab: 'courses', section: 's1', level: 'B1', type: 'individual', available: '1' });
    expect(parseTeacherBookingParams(new URLSearchParams('tab=x&level=Z9&type=huge'))).toEqual({ tab: 'classes', onlyAvailable: false });
    expect(toTeacherBookingSearch({ tab: 'classes', onlyAvailable: false })).toEqual({});
  });
});
