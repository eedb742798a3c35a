import { useTranslation } from 'react-i18next';
import { Badge } from '../../shared/ui/badge.tsx';
import type { ChallengeData } from './challenges-documents.ts';

/** The challenge's month in the viewer's language ("December 2026"), in the school's zone where the month is defined. */
export function monthLabel(challenge: Pick<ChallengeData, 'startsAt'>, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'Europe/Berlin' }).format(
    new Date(challenge.startsAt),
  );
}

/** Joined or not, completed (001 §4), in words: the colour only repeats them. */
export function ChallengeStatus({ challenge }: { challenge: ChallengeData }) {
  const { t } = useTranslation('challenges');
  if (challenge.completed) return <Badge tone="success">{t('status.completed')}</Badge>;
  if (challenge.isOver) return <Badge tone="muted">{challenge.joined ? t('status.notCompleted') : t('status.over')}</Badge>;
  return challenge.joined ? <Badge tone="info">{t('status.joined')}</Badge> : <Badge tone="neutral">{t('status.notJoined')}</Badge>;
}

export function ChallengeProgress({ challenge }: { challenge: ChallengeData }) {
  const { t } = useTranslation('challenges');
  const shown = Math.min(challenge.activities, challenge.target);
  const text = t('progress', { activities: challenge.activities, target: challenge.target });
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-semibold text-slate-800" data-testid="challenge-progress">
        {text}
      </p>
      <div
        role="progressbar"
        aria-label={t('progressLabel')}
        aria-valuemin={0}
        aria-valuemax={challenge.target}
        aria-valuenow={shown}
        aria-valuetext={text}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${Math.round((shown / challenge.target) * 100)}%` }} />
      </div>
    </div>
  );
}
