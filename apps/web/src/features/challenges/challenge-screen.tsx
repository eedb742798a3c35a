import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useMutation } from 'urql';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { SwitchField } from '../../shared/ui/switch-field.tsx';
import { ChallengeProgress, ChallengeStatus, monthLabel } from './challenge-parts.tsx';
import {
  CHALLENGE,
  CHALLENGE_TYPENAMES,
  type ChallengeData,
  JOIN_CHALLENGE,
  LEAVE_CHALLENGE,
  type LeaderboardRowData,
  SET_CHALLENGE_NAME_HIDDEN,
} from './challenges-documents.ts';

const SECTIONS = ['overview', 'activity', 'leaderboard', 'prizes', 'faq'] as const;
const FAQ = [1, 2, 3, 4, 5, 6] as const;

/** account/challenges/{challengeName} (001 §2): overview, your activity, leaderboard, prizes, FAQ. */
export function ChallengeScreen() {
  const { challengeName = '' } = useParams();
  const query = useDataQuery({ query: CHALLENGE, variables: { name: challengeName }, context: CHALLENGE_TYPENAMES });
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-10">
      <QueryState
        main
        query={query}
        skeleton={<Skeleton lines={8} barClassName="h-6" className="min-h-96 gap-3 rounded-2xl border border-slate-200 bg-white p-6" />}
      >
        {({ challenge }) => <ChallengeDetails challenge={challenge} leaderboard={challenge.leaderboard} />}
      </QueryState>
    </div>
  );
}

function ChallengeDetails({ challenge, leaderboard }: { challenge: ChallengeData; leaderboard: LeaderboardRowData[] }) {
  const { t } = useTranslation('challenges');
  const viewer = useViewerTime();
  const month = monthLabel(challenge, viewer.locale);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <PageTitle>{t('challengeTitle', { month })}</PageTitle>
          <ChallengeStatus challenge={challenge} />
        </div>
        <p className="text-lg text-slate-800">{t('goal', { month })}</p>
        <p className="text-sm text-slate-700">
          {challenge.isOver ? t('status.over') : t('daysLeft', { count: challenge.daysLeft })} ·{' '}
          {t('participants', { count: challenge.participantCount })}
        </p>
      </div>
      <nav aria-label={t('sections.label')}>
        <ul className="flex flex-wrap gap-2">
          {SECTIONS.map((section) => (
            <li key={section}>
              <a
                href={`#challenge-${section}`}
                className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1 text-sm font-semibold text-brand-800 hover:border-brand-700"
              >
                {t(`sections.${section}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <JoinPanel challenge={challenge} />
      <Section id="overview" title={t('sections.overview')}>
        <p className="text-slate-800">{t('overview.text', { month })}</p>
        <p className="text-sm text-slate-700">
          {t('overview.lastDay', { day: viewer.dateTime(new Date(new Date(challenge.endsAt).getTime() - 1), { dateOnly: true }) })}
        </p>
      </Section>
      <Section id="activity" title={t('sections.activity')}>
        <ChallengeProgress challenge={challenge} />
        <p className="text-slate-800">{t('activity.intro')}</p>
        <WhatCounts />
      </Section>
      <Section id="leaderboard" title={t('sections.leaderboard')}>
        <Leaderboard rows={leaderboard} />
        {challenge.joined ? <HideNameSwitch challenge={challenge} /> : null}
      </Section>
      <Section id="prizes" title={t('sections.prizes')}>
        <ul className="flex list-disc flex-col gap-1 pl-6 text-slate-800">
          <li>{t('prizes.completion', { count: challenge.prizeGroupCredits })}</li>
          <li>{t('prizes.validity')}</li>
          <li>{t('prizes.when')}</li>
        </ul>
      </Section>
      <Section id="faq" title={t('sections.faq')}>
        <dl className="flex flex-col gap-4">
          {FAQ.map((n) => (
            <div key={n} className="flex flex-col gap-1">
              <dt className="font-semibold text-slate-900">{t(`faq.q${n}`)}</dt>
              <dd className="text-slate-800">{t(`faq.a${n}`)}</dd>
            </div>
          ))}
        </dl>
      </Section>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `challenge-${id}-heading`;
  return (
    <section id={`challenge-${id}`} aria-labelledby={headingId} className="scroll-mt-24">
      <Card className="flex flex-col gap-4">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
        {children}
      </Card>
    </section>
  );
}

function WhatCounts() {
  const { t } = useTranslation('challenges');
  return (
    <ul className="flex list-disc flex-col gap-1 pl-6 text-slate-800">
      <li>{t('activity.classes')}</li>
      <li>{t('activity.sets')}</li>
      <li>{t('activity.lingobites')}</li>
      <li>{t('activity.noFarming')}</li>
    </ul>
  );
}

/** Join (with what counts and what already counts), the result, or leave while the month runs and the target is not reached. */
function JoinPanel({ challenge }: { challenge: ChallengeData }) {
  const { t } = useTranslation('challenges');
  const viewer = useViewerTime();
  const [joinState, join] = useMutation(JOIN_CHALLENGE);
  const [leaveState, leave] = useMutation(LEAVE_CHALLENGE);
  const variables = { name: challenge.name };
  let body: ReactNode;
  if (challenge.prizeGrantedAt) {
    body = <p className="text-slate-800">{t('prizeGranted', { count: challenge.prizeGroupCredits })}</p>;
  } else if (challenge.completed) {
    body = <p className="text-slate-800">{t('completedText', { count: challenge.prizeGroupCredits })}</p>;
  } else if (challenge.isOver) {
    body = <p className="text-slate-800">{challenge.joined && !challenge.isSettled ? t('resultsPending') : t('endedNotCompleted')}</p>;
  } else if (!challenge.joined) {
    body = (
      <>
        <p className="text-slate-800">
          {t('joinPreview', { start: viewer.dateTime(challenge.startsAt, { dateOnly: true }), activities: challenge.activities })}
        </p>
        <Button className="self-start" busy={joinState.fetching} onClick={() => join(variables, CHALLENGE_TYPENAMES)}>
          {t('join')}
        </Button>
      </>
    );
  } else {
    body = (
      <>
        <ChallengeProgress challenge={challenge} />
        <p className="text-sm text-slate-700">{t('leaveHint')}</p>
        <Button variant="secondary" className="self-start" busy={leaveState.fetching} onClick={() => leave(variables, CHALLENGE_TYPENAMES)}>
          {t('leave')}
        </Button>
      </>
    );
  }
  return (
    <Card className="flex flex-col gap-4" data-testid="challenge-join-panel">
      {body}
    </Card>
  );
}

function HideNameSwitch({ challenge }: { challenge: ChallengeData }) {
  const { t } = useTranslation('challenges');
  const [, setHidden] = useMutation(SET_CHALLENGE_NAME_HIDDEN);
  // The switch moves at once; a refused change puts it back to what the server holds.
  const [checked, setChecked] = useState(challenge.hideName);
  useEffect(() => setChecked(challenge.hideName), [challenge.hideName]);
  return (
    <SwitchField
      label={t('hideName')}
      description={t('hideNameHint')}
      checked={checked}
      onCheckedChange={(hidden) => {
        setChecked(hidden);
        void setHidden({ name: challenge.name, hidden }, CHALLENGE_TYPENAMES).then((result) => {
          if (result.error) setChecked(challenge.hideName);
        });
      }}
    />
  );
}

function Leaderboard({ rows }: { rows: LeaderboardRowData[] }) {
  const { t } = useTranslation('challenges');
  const captionId = useId();
  if (rows.length === 0) {
    return (
      <p className="text-slate-700" data-testid="leaderboard-empty">
        {t('leaderboard.empty')}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <table className="w-full text-left text-sm" aria-labelledby={captionId}>
        <caption id={captionId} className="sr-only">
          {t('leaderboard.caption')}
        </caption>
        <thead>
          <tr className="border-b border-slate-300 text-slate-700">
            <th scope="col" className="py-2 pr-3">
              {t('leaderboard.rank')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('leaderboard.student')}
            </th>
            <th scope="col" className="py-2 text-right">
              {t('leaderboard.activities')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.rank}
              data-testid="leaderboard-row"
              className={`border-b border-slate-200 ${row.isViewer ? 'bg-brand-50 font-semibold' : ''}`}
              aria-current={row.isViewer ? 'true' : undefined}
            >
              <td className="py-2 pr-3 text-slate-900">{row.rank}</td>
              <td className="py-2 pr-3 text-slate-900">
                {row.name ?? t('leaderboard.hiddenName')} {row.isViewer ? t('leaderboard.you') : null}
              </td>
              <td className="py-2 text-right text-slate-900">
                {row.activities}
                {row.completed ? ' ✓' : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-xs text-slate-600">{t('leaderboard.ties')}</p>
    </div>
  );
}
