import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildPath } from '../../shared/routing/build-path.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { buttonClass } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/ui/card.tsx';

const OFFERS = ['vocabulary', 'homework', 'lingobites', 'grammar'] as const;

/** Self-study needs a subscription (001 §6): say what practice offers and lead to the store. */
export function SubscriptionOffer() {
  const { t } = useTranslation('practice');
  const locale = useLocale();
  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold text-slate-900">{t('offer.title')}</h2>
      <p className="text-slate-800">{t('offer.lead')}</p>
      <ul className="flex list-disc flex-col gap-1 pl-6 text-slate-800">
        {OFFERS.map((key) => (
          <li key={key}>{t(`offer.${key}`)}</li>
        ))}
      </ul>
      <Link to={buildPath(studentPaths.store, { locale })} className={buttonClass('primary', 'self-start')}>
        {t('offer.toStore')}
      </Link>
    </Card>
  );
}
