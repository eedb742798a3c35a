import { isValidTimezone } from '@parla/contracts';
import { describe, expect, it } from 'vitest';
import { timeZoneNames } from './form-fields.tsx';

describe('the time-zone list', () => {
  it('offers the IANA zones, each one the server accepts', () => {
    const zones = timeZoneNames();
    expect(zones).toContain('Europe/Berlin');
    expect(zones).toContain('America/New_York');
    expect(zones).toContain('UTC');
    expect(zones.length).toBeGreaterThan(300);
    expect(zones.filter((zone) => !isValidTimezone(zone))).toEqual([]);
    expect(isValidTimezone('Mars/Olympus_Mons')).toBe(false);
  });
});
