import { useTranslation } from 'react-i18next';
import { AreaLayout } from '../../shared/app/area-layout.tsx';
import { useLocale } from '../../shared/routing/use-locale.ts';

export function ClassroomBrand() {
  const { t } = useTranslation('classroom');
  const locale = useLocale();
  return <AreaLayout brandHref={`/${locale}/unauthorized`} brandLabel={t('brand')} nav={[]} />;
}
