import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useMutation } from 'urql';
import { QueryState } from '../../../shared/data/query-state.tsx';
import { useDataQuery } from '../../../shared/data/use-data-query.ts';
import { useErrorText } from '../../../shared/errors/error-text.ts';
import { useForm } from '../../../shared/forms/use-form.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import {
  LANGUAGE_PREFERENCES,
  type LanguagePreferencesData,
  PURCHASE_LANGUAGE,
  SETTINGS_TYPENAMES,
  SWITCH_LEARNING_LANGUAGE,
} from './post-checkout-documents.ts';
import { type PostCheckoutPath, PostCheckoutFrame, useGoTo } from './post-checkout-frame.tsx';

/**
 * change-language-store/{section}/{curriculum} (001 §2): what switching means, then the switch
 * through decision 059's learning-language change (refused while classes are booked or attended).
 */
export function ChangeLanguageStoreScreen() {
  const { t } = useTranslation('postCheckout');
  const { section = '', curriculum = '' } = useParams();
  const query = useDataQuery({ query: LANGUAGE_PREFERENCES });
  return (
    <PostCheckoutFrame step="languagePreferences" title={t('change.title')}>
      <QueryState query={query} skeleton={<Skeleton lines={5} />}>
        {(data) => <SwitchLanguage data={data} sectionSlug={section} curriculumId={curriculum} keep="languagePreferences" />}
      </QueryState>
    </PostCheckoutFrame>
  );
}

/**
 * change-language-checkout/{purchaseId}/{section} (001 §2): a plan bought for another language
 * than the one being learnt; switch to it, or keep learning the current one.
 */
export function ChangeLanguageCheckoutScreen() {
  const { t } = useTranslation('postCheckout');
  const { purchaseId = '', section = '' } = useParams();
  const language = useDataQuery({ query: LANGUAGE_PREFERENCES });
  const purchase = useDataQuery({ query: PURCHASE_LANGUAGE, variables: { id: purchaseId } });
  return (
    <PostCheckoutFrame title={t('change.checkoutTitle')}>
      <QueryState query={purchase} skeleton={<Skeleton lines={1} />}>
        {(data) => (
          <p className="text-slate-800">
            {t('change.bought', { plan: data.purchase.displayName, language: data.purchase.newSection?.name ?? section })}
          </p>
        )}
      </QueryState>
      <QueryState query={language} skeleton={<Skeleton lines={5} />}>
        {(data) => <SwitchLanguage data={data} sectionSlug={section} curriculumId="" keep="welcome" />}
      </QueryState>
    </PostCheckoutFrame>
  );
}

function SwitchLanguage({
  data,
  sectionSlug,
  curriculumId,
  keep,
}: {
  data: LanguagePreferencesData;
  sectionSlug: string;
  curriculumId: string;
  keep: PostCheckoutPath;
}) {
  const { t } = useTranslation('postCheckout');
  const errorText = useErrorText();
  const goTo = useGoTo();
  const [, change] = useMutation(SWITCH_LEARNING_LANGUAGE);
  const form = useForm({}, { formErrorOf: (failure) => errorText(failure) });
  const section = data.languageCatalogue.find((s) => s.slug === sectionSlug);
  const curriculum =
    section?.curricula.find((c) => c.id === curriculumId) ?? section?.curricula.find((c) => c.default) ?? section?.curricula[0];
  const current = data.learningSettings.module;
  if (!section || !curriculum) return <Alert>{t('change.unknown')}</Alert>;
  const same = current?.section.id === section.id && current.curriculum.id === curriculum.id;
  const submit = form.handleSubmit(async () => {
    const result = await change(
      { input: { sectionId: section.id, curriculumId: curriculum.id } },
      { ...SETTINGS_TYPENAMES, notifyErrors: false },
    );
    if (!result.error) goTo('successLanguageChange', { language: section.name });
    return result;
  });
  const refusal = data.learningSettings.languageChange;
  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-5">
      {same ? (
        <Alert tone="info">{t('change.already', { language: section.name })}</Alert>
      ) : (
        <>
          <ul className="flex list-disc flex-col gap-2 pl-5 text-slate-800">
            <li>{t('change.place', { module: curriculum.entryModule?.name ?? section.name })}</li>
            <li>{t('change.credits')}</li>
            <li>{t('change.progress', { language: current?.section.name ?? '' })}</li>
          </ul>
          {refusal.allowed ? null : <Alert>{refusal.refusal ? errorText(refusal.refusal) : t('change.notNow')}</Alert>}
        </>
      )}
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      <div className="flex flex-wrap gap-3">
        {same || !refusal.allowed ? null : (
          <Button type="submit" busy={form.submitting} data-testid="switch-language">
            {t('change.confirm', { language: section.name })}
          </Button>
        )}
        <Button variant={same || !refusal.allowed ? 'primary' : 'secondary'} onClick={() => goTo(same ? 'learningGoals' : keep)}>
          {same ? t('continue') : t('change.keep', { language: current?.section.name ?? '' })}
        </Button>
      </div>
    </form>
  );
}
