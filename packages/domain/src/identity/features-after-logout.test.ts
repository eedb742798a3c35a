import { describe, expect, it } from 'vitest';
import { featuresAfterLogout } from './features-after-logout.ts';

const encode = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('featuresAfterLogout', () => {
  it('removes the two trial flags and keeps the others', () => {
    const raw = encode({ book_class_before_trial_start: true, new_dashboard: 'b', skip_credit_card_for_trial_direct_purchase: 1 });
    expect(featuresAfterLogout(raw)).toEqual({ action: 'set', value: encode({ new_dashboard: 'b' }) });
  });

  it('deletes a cookie that held only the trial flags', () => {
    expect(featuresAfterLogout(encode({ book_class_before_trial_start: true }))).toEqual({ action: 'delete' });
  });

  it('leaves a cookie without trial flags, a missing one and an unparsable one alone', () => {
    expect(featuresAfterLogout(encode({ new_dashboard: true }))).toEqual({ action: 'keep' });
    expect(featuresAfterLogout(undefined)).toEqual({ action: 'keep' });
    expect(featuresAfterLogout('%E0%A4%A')).toEqual({ action: 'keep' });
    expect(featuresAfterLogout('not json')).toEqual({ action: 'keep' });
    expect(featuresAfterLogout(encode(['book_class_before_trial_start']))).toEqual({ action: 'keep' });
  });
});
