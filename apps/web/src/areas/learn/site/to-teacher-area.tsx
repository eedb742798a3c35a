import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { areaUrl } from '../../../shared/routing/area-url.ts';
import { useLocale } from '../../../shared/routing/use-locale.ts';

/**
 * `/{locale}/become-a-teacher` on the public site: the page lives in the teacher area (its own bundle
 * and, in production, its own host), so the footer's link is a stable learn path that hands over.
 */
export function ToTeacherArea() {
  const locale = useLocale();
  const { t } = useTranslation('site');
  const target = areaUrl('teacher', `/${locale}/become-a-teacher`);
  useEffect(() => {
    window.location.replace(target);
  }, [target]);
  return (
    <div className="p-8 text-center">
      <a href={target} className="font-semibold text-brand-800 underline">
        {t('links.becomeTeacher')}
      </a>
    </div>
  );
}
