import { EXERCISE_STATUSES, PRACTICE_ITEM_TYPES } from '@parla/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Button, buttonClass } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { SelectField } from '../../shared/ui/form-fields.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { PRACTICE_ITEMS } from './practice-documents.ts';
import { PracticeItemRow } from './practice-item-row.tsx';
import { SubscriptionOffer } from './subscription-offer.tsx';

const PAGE_SIZE = 10;
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.includes(value as T) ? (value as T) : null;

/**
 * /{locale}/account/practice (001 §2, issue 17): the practice of each lesson of the student's
 * module, pending first. The filters live in the URL (status defaults to pending; "all" drops it),
 * so a filtered list can be bookmarked and the back button undoes a filter.
 */
export function PracticeScreen() {
  const { t } = useTranslation('practice');
  const locale = useLocale();
  const [search, setSearch] = useSearchParams();
  const statusParam = search.get('status') ?? 'pending';
  const status = oneOf(EXERCISE_STATUSES, statusParam);
  const type = oneOf(PRACTICE_ITEM_TYPES, search.get('type'));
  const lessonId = search.get('lesson') || null;
  const page = Math.max(0, Number(search.get('page') ?? 0) || 0);
  const query = useDataQuery(
    { query: PRACTICE_ITEMS, variables: { status, type, lessonId, offset: page * PAGE_SIZE, limit: PAGE_SIZE } },
    undefined,
    { keepPrevious: true },
  );
  const setParam = (name: string, value: string) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      if (name !== 'page') next.delete('page');
      return next;
    });

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-col gap-2">
        <PageTitle>{t('list.title')}</PageTitle>
        <p className="text-slate-700">{t('list.lead')}</p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Link to={buildPath(studentPaths.vocabulary, { locale })} className={buttonClass('secondary')}>
          {t('list.openTrainer')}
        </Link>
        <Link to={buildPath(studentPaths.quizTrainer, { locale })} className={buttonClass('secondary')}>
          {t('quizTrainer.open')}
        </Link>
        <Link to={buildPath(studentPaths.dailyPractice, { locale })} className={buttonClass('secondary')}>
          {t('daily.open')}
        </Link>
      </div>
      <QueryState query={query} skeleton={<Skeleton lines={6} barClassName="h-14" className="min-h-[28rem] gap-3" />}>
        {(data) =>
          data.practiceItems.subscriptionRequired ? (
            <SubscriptionOffer />
          ) : (
            <div className="flex flex-col gap-4">
              <fieldset className="grid gap-3 sm:grid-cols-3">
                <legend className="sr-only">{t('list.filters')}</legend>
                <SelectField
                  label={t('list.lessonFilter')}
                  value={lessonId ?? ''}
                  onValueChange={(v) => setParam('lesson', v)}
                  placeholder={t('list.allLessons')}
                  options={data.learningUnits.map((u) => ({
                    value: u.lessonId,
                    label: t('list.lessonOption', { number: u.number, title: u.title }),
                  }))}
                />
                <SelectField
                  label={t('list.typeFilter')}
                  value={type ?? ''}
                  onValueChange={(v) => setParam('type', v)}
                  placeholder={t('list.allTypes')}
                  options={PRACTICE_ITEM_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
                />
                <SelectField
                  label={t('list.statusFilter')}
                  value={status ?? 'all'}
                  onValueChange={(v) => setParam('status', v)}
                  options={[...EXERCISE_STATUSES, 'all' as const].map((value) => ({ value, label: t(`statuses.${value}`) }))}
                />
              </fieldset>
              {data.practiceItems.items.length === 0 ? (
                <Card data-state="empty">
                  <p className="text-slate-800">{status === 'pending' && !type && !lessonId ? t('list.allDone') : t('list.noMatch')}</p>
                  <p className="mt-2 text-sm text-slate-700">{t('list.unlockHint')}</p>
                  {/* A way forward: more practice opens with a booked class; a filter that hides everything can be cleared. */}
                  <div className="mt-3 flex flex-wrap gap-3">
                    <Link to={buildPath(studentPaths.booking, { locale })} className={buttonClass('secondary')}>
                      {t('list.bookClass')}
                    </Link>
                    {type || lessonId || status !== 'pending' ? (
                      <Button variant="ghost" onClick={() => setSearch(new URLSearchParams())}>
                        {t('list.clearFilters')}
                      </Button>
                    ) : null}
                  </div>
                </Card>
              ) : (
                <ul className="flex flex-col gap-3" aria-label={t('list.itemsLabel')}>
                  {data.practiceItems.items.map((item) => (
                    <PracticeItemRow key={item.id} item={item} />
                  ))}
                </ul>
              )}
              <Pager
                page={page}
                pages={Math.ceil(data.practiceItems.total / PAGE_SIZE)}
                onPage={(p) => setParam('page', p ? String(p) : '')}
              />
            </div>
          )
        }
      </QueryState>
    </div>
  );
}

function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('practice');
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('list.paging')} className="flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={page === 0} onClick={() => onPage(page - 1)}>
        {t('list.previous')}
      </Button>
      <p className="text-sm text-slate-700">{t('list.pageOf', { page: page + 1, pages })}</p>
      <Button variant="secondary" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
        {t('list.next')}
      </Button>
    </nav>
  );
}
