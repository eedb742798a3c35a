import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useForm } from '../../../shared/forms/use-form.ts';
import { notify } from '../../../shared/notifications/notification-store.ts';
import { useLocale } from '../../../shared/routing/use-locale.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { ACCOUNT_TYPENAMES, TEACHER_ACCOUNT, type TeacherAccount, UPDATE_PROFILE } from '../account-documents.ts';
import { countryOptions } from '../../../shared/i18n/country-options.ts';
import { SelectField, TextAreaField } from '../fields.tsx';
import { QueryState } from '../../../shared/data/query-state.tsx';
import { useDataQuery } from '../../../shared/data/use-data-query.ts';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';

const ABOUT_MAX = 3000;

/** The default profile page: what students read about the teacher. */
export function AboutPage() {
  const query = useDataQuery({ query: TEACHER_ACCOUNT, context: ACCOUNT_TYPENAMES });
  return (
    <QueryState query={query} skeleton={<Skeleton lines={6} barClassName="h-11" className="gap-4" />}>
      {(data) => <AboutForm account={data.teacherAccount} />}
    </QueryState>
  );
}

function AboutForm({ account }: { account: TeacherAccount }) {
  const { t } = useTranslation('teacherAccount');
  const locale = useLocale();
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const [state, update] = useMutation(UPDATE_PROFILE);
  const toInput = (v: { aboutMe: string; country: string }) => ({ aboutMe: v.aboutMe, country: v.country || null });
  const form = useForm(
    { aboutMe: account.aboutMe, country: account.country ?? '' },
    { schema: () => import('../teacher-account-schemas.ts').then((m) => m.profileInput), toInput },
  );
  const { values, errors, setField } = form;
  const submit = form.handleSubmit(async (current) => {
    const result = await update({ input: toInput(current) }, ACCOUNT_TYPENAMES);
    if (!result.error) notify('success', t('saved'));
    return result;
  });

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-5">
      <div className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
        <p>{t('about.uid', { uid: account.uid })}</p>
        <p>{account.isContracted ? t('about.contracted') : t('about.freelance')}</p>
        {account.sections.length > 0 ? <p>{t('about.sections', { sections: account.sections.map((s) => s.name).join(', ') })}</p> : null}
      </div>
      <TextAreaField
        label={t('about.aboutMe')}
        value={values.aboutMe}
        onValueChange={(v) => setField('aboutMe', v)}
        error={errors.aboutMe}
        hint={t('about.aboutMeHint', { count: ABOUT_MAX - values.aboutMe.length })}
        maxLength={ABOUT_MAX}
        rows={8}
      />
      <SelectField
        label={t('about.country')}
        value={values.country}
        onValueChange={(v) => setField('country', v)}
        options={countries}
        placeholder={t('choose')}
        error={errors.country}
      />
      <div>
        <Button type="submit" busy={state.fetching}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
