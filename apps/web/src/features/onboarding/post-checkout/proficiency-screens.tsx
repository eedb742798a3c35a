import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import ListChecks from 'lucide-react/icons/list-checks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../shared/data/query-state.tsx';
import { useDataQuery } from '../../../shared/data/use-data-query.ts';
import { buttonClass } from '../../../shared/ui/button.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { LANGUAGE_PREFERENCES } from './post-checkout-documents.ts';
import { PostCheckoutFrame, usePathTo } from './post-checkout-frame.tsx';

/** proficiency (001 §2): the student's level, found by the placement test or chosen; or kept as placed. */
export function ProficiencyScreen() {
  const { t } = useTranslation('postCheckout');
  const pathTo = usePathTo();
  const query = useDataQuery({ query: LANGUAGE_PREFERENCES });
  const choices = [
    { path: pathTo('findYourLevel'), icon: ClipboardCheck, title: t('proficiency.test'), detail: t('proficiency.testDetail'), id: 'test' },
    { path: pathTo('level'), icon: ListChecks, title: t('proficiency.pick'), detail: t('proficiency.pickDetail'), id: 'pick' },
  ];
  return (
    <PostCheckoutFrame step="proficiency" title={t('proficiency.title')}>
      <QueryState query={query} skeleton={<Skeleton lines={1} />}>
        {(data) => (
          <p className="text-slate-800">
            {data.learningSettings.module
              ? t('proficiency.current', { language: data.learningSettings.module.section.name, module: data.learningSettings.module.name })
              : t('proficiency.none')}
          </p>
        )}
      </QueryState>
      <ul className="grid gap-3 smw:grid-cols-2">
        {choices.map((choice) => (
          <li key={choice.id}>
            <Link
              to={choice.path}
              className="flex h-full flex-col gap-2 rounded-2xl border border-slate-300 bg-white p-5 hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
              data-testid={`proficiency-${choice.id}`}
            >
              <choice.icon aria-hidden="true" className="size-6 text-brand-700" />
              <span className="font-semibold text-slate-900">{choice.title}</span>
              <span className="text-sm text-slate-700">{choice.detail}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link to={pathTo('bookClass')} className={buttonClass('secondary', 'self-start')} data-testid="proficiency-keep">
        {t('proficiency.keep')}
      </Link>
    </PostCheckoutFrame>
  );
}
