import { useTranslation } from 'react-i18next';
import { AreaLink } from '../../../shared/routing/area-link.tsx';
import { useLocale } from '../../../shared/routing/use-locale.ts';
import { buttonClass } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { PageTitle } from '../../../shared/ui/page-title.tsx';

/** Where the classroom sends anyone without a valid invitation or join link. */
export function UnauthorizedPage() {
  const { t } = useTranslation('classroom');
  const locale = useLocale();
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12">
      <Card className="flex flex-col gap-4">
        <PageTitle>{t('unauthorized.title')}</PageTitle>
        <p className="text-slate-700">{t('unauthorized.text')}</p>
        <p className="text-slate-700">{t('unauthorized.hint')}</p>
        <AreaLink to={{ area: 'learn', path: '/:locale' }} params={{ locale }} className={buttonClass('primary', 'self-start')}>
          {t('unauthorized.backToLearn')}
        </AreaLink>
      </Card>
    </div>
  );
}
