import { useTranslation } from 'react-i18next';
import { useMemo } from 'react';
import { QueryState } from '../../../shared/data/query-state.tsx';
import { useDataQuery } from '../../../shared/data/use-data-query.ts';
import { useForm } from '../../../shared/forms/use-form.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { SelectField } from '../../../shared/ui/form-fields.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { LANGUAGE_PREFERENCES, type LanguagePreferencesData } from './post-checkout-documents.ts';
import { PostCheckoutFrame, useGoTo } from './post-checkout-frame.tsx';

/**
 * language-preferences (001 §2): the language the student learns, kept with one click, or
 * another one chosen, which goes through change-language-store (the rules of decision 059).
 */
export function LanguagePreferencesScreen() {
  const { t } = useTranslation('postCheckout');
  const query = useDataQuery({ query: LANGUAGE_PREFERENCES });
  return (
    <PostCheckoutFrame step="languagePreferences" title={t('language.title')}>
      <QueryState query={query} skeleton={<Skeleton lines={4} />}>
        {(data) => <LanguageChoice data={data} />}
      </QueryState>
    </PostCheckoutFrame>
  );
}

function LanguageChoice({ data }: { data: LanguagePreferencesData }) {
  const { t } = useTranslation('postCheckout');
  const goTo = useGoTo();
  const current = data.learningSettings.module;
  const form = useForm<{ section: string; curriculum: string }>(
    { section: current?.section.slug ?? '', curriculum: current?.curriculum.id ?? '' },
    { validate: (v) => (v.section ? {} : { section: t('language.chooseLanguage') }) },
  );
  const section = data.languageCatalogue.find((s) => s.slug === form.values.section);
  const curricula = section?.curricula ?? [];
  const curriculumId = curricula.some((c) => c.id === form.values.curriculum)
    ? form.values.curriculum
    : (curricula.find((c) => c.default)?.id ?? curricula[0]?.id ?? '');
  const languages = useMemo(
    () => data.languageCatalogue.map((s) => ({ value: s.slug, label: s.name })).sort((a, b) => a.label.localeCompare(b.label)),
    [data.languageCatalogue],
  );
  const submit = form.handleSubmit(async (values) => {
    const unchanged = current && values.section === current.section.slug && curriculumId === current.curriculum.id;
    if (unchanged) await goTo('learningGoals');
    else await goTo('changeLanguageStore', { section: values.section, curriculum: curriculumId });
  });
  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-5">
      <p className="text-slate-800">
        {current ? t('language.current', { language: current.section.name, module: current.name }) : t('language.none')}
      </p>
      <SelectField
        label={t('language.language')}
        value={form.values.section}
        onValueChange={(v) => form.setField('section', v)}
        options={languages}
        placeholder={t('language.choose')}
        error={form.errors.section}
      />
      {curricula.length > 1 ? (
        <SelectField
          label={t('language.course')}
          value={curriculumId}
          onValueChange={(v) => form.setField('curriculum', v)}
          options={curricula.map((c) => ({ value: c.id, label: c.name }))}
        />
      ) : null}
      <Button type="submit" busy={form.submitting} className="self-start" data-testid="language-continue">
        {t('continue')}
      </Button>
    </form>
  );
}
