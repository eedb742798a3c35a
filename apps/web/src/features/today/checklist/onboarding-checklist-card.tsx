import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { QueryState } from '../../../shared/data/query-state.tsx';
import { useDataQuery } from '../../../shared/data/use-data-query.ts';
import { AreaLink } from '../../../shared/routing/area-link.tsx';
import { useLocale } from '../../../shared/routing/use-locale.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import {
  CHECKLIST_TYPENAMES,
  type ChecklistItem,
  DISMISS_CHECKLIST,
  ONBOARDING_CHECKLIST,
  type OnboardingChecklist,
} from './checklist-documents.ts';
import { CHECKLIST_LINKS } from './checklist-links.ts';

/**
 * The onboarding checklist on Today (issue 16; 001 §2 "achievements and onboarding checklist"):
 * seven first steps, each ticked by the server from what the student really did, with progress
 * and a link to where each is done. Shown until all are done or the student dismisses it.
 */
export function OnboardingChecklistCard() {
  const query = useDataQuery(
    { query: ONBOARDING_CHECKLIST, variables: {}, context: CHECKLIST_TYPENAMES },
    (data) => !data.onboardingChecklist.visible,
  );
  // Dismissed or all done: no card and no empty slot in Today's column.
  if (query.state.kind === 'empty') return null;
  return (
    <QueryState
      query={query}
      skeleton={<Skeleton lines={4} className="min-h-48 gap-3 rounded-2xl border border-slate-200 bg-white p-6" />}
      empty={null}
    >
      {(data) => <ChecklistCard checklist={data.onboardingChecklist} />}
    </QueryState>
  );
}

function ChecklistCard({ checklist }: { checklist: OnboardingChecklist }) {
  const { t } = useTranslation('student');
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const [dismissState, dismiss] = useMutation(DISMISS_CHECKLIST);
  const percent = Math.round((checklist.completedCount / checklist.totalCount) * 100);
  const progress = t('onboardingChecklist.progress', { done: checklist.completedCount, total: checklist.totalCount });

  return (
    <Card className="flex flex-col gap-4" aria-labelledby={headingId} role="region" data-testid="onboarding-checklist">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {t('onboardingChecklist.heading')}
        </h2>
        <p className="text-slate-700">{t('onboardingChecklist.intro')}</p>
      </div>
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold text-slate-800" aria-live="polite" data-testid="checklist-progress">
          {progress}
        </p>
        <div
          role="progressbar"
          aria-label={t('onboardingChecklist.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={checklist.totalCount}
          aria-valuenow={checklist.completedCount}
          aria-valuetext={progress}
          className="h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-brand-700" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <ol className="flex flex-col divide-y divide-slate-200">
        {checklist.items.map((item) => (
          <ChecklistRow key={item.id} item={item} />
        ))}
      </ol>
      <div>
        <Button variant="ghost" onClick={() => setConfirming(true)}>
          {t('onboardingChecklist.dismiss')}
        </Button>
      </div>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('onboardingChecklist.dismissTitle')}
        description={<p>{t('onboardingChecklist.dismissText')}</p>}
        actions={
          <>
            <Button variant="ghost" onClick={() => setConfirming(false)} autoFocus>
              {t('onboardingChecklist.keep')}
            </Button>
            <Button
              busy={dismissState.fetching}
              onClick={async () => {
                // The answer (visible: false) replaces the cached checklist, so the card goes.
                const result = await dismiss({}, CHECKLIST_TYPENAMES);
                if (result.data) setConfirming(false);
              }}
            >
              {t('onboardingChecklist.dismissConfirm')}
            </Button>
          </>
        }
      />
    </Card>
  );
}

function ChecklistRow({ item }: { item: ChecklistItem }) {
  const { t } = useTranslation('student');
  const locale = useLocale();
  const link = CHECKLIST_LINKS[item.slug];
  const title = t(`onboardingChecklist.items.${item.slug}.title`);
  return (
    <li className="flex items-start gap-3 py-3" data-testid={`checklist-${item.slug}`} data-completed={item.isCompleted}>
      <span
        aria-hidden="true"
        className={`mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold ${
          item.isCompleted ? 'border-green-700 bg-green-700 text-white' : 'border-slate-400 text-transparent'
        }`}
      >
        ✓
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className={`font-semibold ${item.isCompleted ? 'text-slate-600 line-through' : 'text-slate-900'}`}>
          {title}
          <span className="sr-only"> ({item.isCompleted ? t('onboardingChecklist.done') : t('onboardingChecklist.toDo')})</span>
        </p>
        <p className="text-sm text-slate-700">{t(`onboardingChecklist.items.${item.slug}.description`)}</p>
      </div>
      {item.isCompleted ? null : (
        <AreaLink
          to={link.target}
          params={{ locale, ...link.params }}
          className="shrink-0 self-center py-2 text-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
        >
          {t(`onboardingChecklist.items.${item.slug}.action`)}
          {/* The visible word starts the link's name (WCAG 2.5.3); the item names where it leads. */}
          <span className="sr-only">: {title}</span>
        </AreaLink>
      )}
    </li>
  );
}
