import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../shared/forms/use-form.ts';
import { useSearchParams } from 'react-router';
import { Button } from '../../shared/ui/button.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { LEARNING_MATERIALS, type LearningMaterial } from './account-documents.ts';
import { SelectField } from './fields.tsx';
import { dataOf } from '../../shared/data/data-state.ts';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { Skeleton } from '../../shared/ui/skeleton.tsx';

const PAGE_SIZE = 6;

/**
 * Teacher Learning Materials (000 §2 learning-material): each level of the sections the teacher
 * teaches, with its lessons, descriptions and slide decks; filters and search live in the URL.
 */
export function LearningMaterialsScreen() {
  const { t } = useTranslation('teacherAccount');
  const [params, setParams] = useSearchParams();
  const sectionId = params.get('section') ?? '';
  const level = params.get('level') ?? '';
  const search = params.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const searchForm = useForm({ q: search });
  const query = useDataQuery({
    query: LEARNING_MATERIALS,
    variables: { ...(sectionId ? { sectionId } : {}), ...(level ? { level } : {}), ...(search ? { search } : {}), page, limit: PAGE_SIZE },
  });

  const update = (changes: Record<string, string>) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });

  const submitSearch = searchForm.handleSubmit(async ({ q }) => update({ q: q.trim() }));

  // The filters' options come with the results: the last answer keeps them while new results load.
  const current = dataOf(query.state)?.learningMaterials;
  const lastAnswer = useRef(current);
  if (current) lastAnswer.current = current;
  const data = lastAnswer.current;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 smw:py-10">
      <div className="flex flex-col gap-2">
        <PageTitle>{t('materials.title')}</PageTitle>
        <p className="text-slate-700">{t('materials.intro')}</p>
      </div>
      <search>
        <form
          ref={searchForm.formRef}
          onSubmit={submitSearch}
          className="grid items-end gap-3 smw:grid-cols-[1fr_12rem_10rem_auto]"
          aria-label={t('materials.filters')}
        >
          <TextField
            label={t('materials.search')}
            type="search"
            value={searchForm.values.q}
            onValueChange={(value) => searchForm.setField('q', value)}
            placeholder={t('materials.searchPlaceholder')}
          />
          <SelectField
            label={t('materials.section')}
            value={sectionId}
            onValueChange={(value) => update({ section: value })}
            options={(data?.sections ?? []).map((s) => ({ value: s.id, label: s.name }))}
            placeholder={t('materials.allSections')}
          />
          <SelectField
            label={t('materials.level')}
            value={level}
            onValueChange={(value) => update({ level: value })}
            options={(data?.levels ?? ['A1', 'A2', 'B1', 'B2', 'C1', 'C2']).map((l) => ({ value: l, label: l }))}
            placeholder={t('materials.allLevels')}
          />
          <Button type="submit">{t('materials.searchButton')}</Button>
        </form>
      </search>
      <QueryState query={query} skeleton={<Skeleton lines={6} barClassName="h-11" className="gap-4" />}>
        {({ learningMaterials }) => (
          <div className="flex flex-col gap-6">
            <p className="text-sm text-slate-600" aria-live="polite">
              {t('materials.count', { count: learningMaterials.total })}
            </p>
            {learningMaterials.sections.length === 0 ? <p className="text-slate-700">{t('materials.noSections')}</p> : null}
            {learningMaterials.sections.length > 0 && learningMaterials.items.length === 0 ? (
              <p className="text-slate-700">{t('materials.empty')}</p>
            ) : null}
            {learningMaterials.items.map((material) => (
              <MaterialCard key={material.id} material={material} />
            ))}
            {pages > 1 ? (
              <nav aria-label={t('materials.pagination')} className="flex items-center justify-between gap-3">
                <Button variant="secondary" disabled={page <= 1} onClick={() => update({ page: String(page - 1) })}>
                  {t('materials.previous')}
                </Button>
                <span className="text-sm text-slate-700">{t('materials.page', { page, pages })}</span>
                <Button variant="secondary" disabled={page >= pages} onClick={() => update({ page: String(page + 1) })}>
                  {t('materials.next')}
                </Button>
              </nav>
            ) : null}
          </div>
        )}
      </QueryState>
    </div>
  );
}

function MaterialCard({ material }: { material: LearningMaterial }) {
  const { t } = useTranslation('teacherAccount');
  const headingId = `material-${material.id}`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm smn:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {material.name}
        </h2>
        <span className="text-sm text-slate-600">
          {material.section.name} · {material.cefrLevelName} · {material.code}
        </span>
      </div>
      {material.description ? <p className="mt-1 text-slate-700">{material.description}</p> : null}
      <ol className="mt-4 divide-y divide-slate-200">
        {material.learningUnits.map((unit) => (
          <li key={unit.id} className="flex flex-col gap-2 py-3 smw:flex-row smw:items-start smw:justify-between">
            <div className="min-w-0">
              <h3 className="font-medium text-slate-900">
                {t('materials.lesson', { number: unit.number })}: {unit.title}
              </h3>
              <p className="text-sm text-slate-600">
                {unit.chapterTitle} · {t(`lessonTypes.${unit.type}`, { defaultValue: unit.type })}
              </p>
              <p className="mt-1 text-sm text-slate-700">{unit.description}</p>
            </div>
            <a
              href={unit.presentationUrl}
              target="_blank"
              rel="noreferrer"
              className="inline-flex min-h-11 shrink-0 items-center rounded-lg border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
            >
              {t('materials.slides')}
              <span className="sr-only">: {unit.title}</span>
            </a>
          </li>
        ))}
      </ol>
    </section>
  );
}
