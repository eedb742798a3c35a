import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../shared/data/query-state.tsx';
import { useDataQuery } from '../../../shared/data/use-data-query.ts';
import { buildPath } from '../../../shared/routing/build-path.ts';
import { studentPaths } from '../../../shared/routing/student-paths.ts';
import { useLocale } from '../../../shared/routing/use-locale.ts';
import { Card } from '../../../shared/ui/card.tsx';
import { PageTitle } from '../../../shared/ui/page-title.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { StudentProfileCard } from '../../../shared/ui/student-profile-card.tsx';
import { MY_PUBLIC_PROFILE, PROFILE_TYPENAMES } from './profile-documents.ts';

/**
 * account/profile (issue 14): the student's public-facing details exactly as their teachers see
 * them on the class page (the same card), with the ways to change each part.
 */
export function ProfileScreen() {
  const { t } = useTranslation('settings');
  const locale = useLocale();
  const query = useDataQuery({ query: MY_PUBLIC_PROFILE, context: PROFILE_TYPENAMES });
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <PageTitle>{t('profile.title')}</PageTitle>
      <p className="text-slate-700">{t('profile.intro')}</p>
      <QueryState
        query={query}
        skeleton={<Skeleton lines={5} barClassName="h-7" className="min-h-64 gap-3 rounded-2xl border border-slate-200 bg-white p-6" />}
      >
        {(data) => (
          <Card>
            <StudentProfileCard profile={data.studentProfile} />
          </Card>
        )}
      </QueryState>
      <ul className="flex flex-col gap-2 text-sm">
        <li>
          <Link to={buildPath(studentPaths.learningSettings, { locale })} className="font-semibold text-brand-800 underline">
            {t('profile.editLearning')}
          </Link>
        </li>
        <li>
          <Link to={buildPath(studentPaths.settings, { locale })} className="font-semibold text-brand-800 underline">
            {t('profile.editAccount')}
          </Link>
        </li>
      </ul>
    </div>
  );
}
