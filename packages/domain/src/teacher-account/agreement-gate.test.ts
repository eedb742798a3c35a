import { describe, expect, it } from 'vitest';
import { currentAgreementVersions, pendingAgreements, unansweredConsents } from './agreement-gate.ts';

const now = new Date('2026-05-04T10:00:00Z');
const day = 86_400_000;
const at = (days: number) => new Date(now.getTime() + days * day);

const versions = [
  { id: 'terms-1', type: 'teacher_terms', version: 1, publishedAt: at(-100), required: true },
  { id: 'terms-2', type: 'teacher_terms', version: 2, publishedAt: at(-1), required: true },
  { id: 'terms-3', type: 'teacher_terms', version: 3, publishedAt: at(5), required: true },
  { id: 'privacy-1', type: 'privacy_policy', version: 1, publishedAt: at(-100), required: true },
  { id: 'marketing-1', type: 'marketing_communication', version: 1, publishedAt: at(-100), required: false },
];

describe('currentAgreementVersions', () => {
  it('takes the highest published version of each type; future versions wait', () => {
    expect(currentAgreementVersions(versions, now).map((v) => v.id)).toEqual(['marketing-1', 'privacy-1', 'terms-2']);
    expect(currentAgreementVersions(versions, at(6)).map((v) => v.id)).toContain('terms-3');
  });
});

describe('pendingAgreements', () => {
  it('asks again when a newer version of an accepted agreement is published', () => {
    const decisions = [
      { agreementId: 'terms-1', accepted: true },
      { agreementId: 'privacy-1', accepted: true },
    ];
    expect(pendingAgreements(versions, decisions, now).map((v) => v.id)).toEqual(['terms-2']);
  });

  it('blocks only on required agreements; consents are listed as unanswered, never blocking', () => {
    expect(pendingAgreements(versions, [], now).map((v) => v.id)).toEqual(['privacy-1', 'terms-2']);
    expect(unansweredConsents(versions, [], now).map((v) => v.id)).toEqual(['marketing-1']);
    const declinedRequired = [
      { agreementId: 'terms-2', accepted: false },
      { agreementId: 'privacy-1', accepted: true },
      { agreementId: 'marketing-1', accepted: false },
    ];
    expect(pendingAgreements(versions, declinedRequired, now).map((v) => v.id)).toEqual(['terms-2']);
    expect(unansweredConsents(versions, declinedRequired, now)).toEqual([]);
  });
});
