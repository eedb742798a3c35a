import { useTranslation } from 'react-i18next';
import { LEARN_TODAY_PATH } from '../../features/classroom/classroom-paths.ts';
import { AreaLayout } from '../../shared/app/area-layout.tsx';
import { useAuth } from '../../shared/auth/auth-context.tsx';
import { areaUrl } from '../../shared/routing/area-url.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { teacherPaths } from '../../shared/routing/teacher-paths.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';

/** The classroom has no home of its own: the logo leads to the viewer's home (issue 12 point 11). */
export function ClassroomBrand() {
  const { t } = useTranslation('classroom');
  const locale = useLocale();
  const { user } = useAuth();
  const roles = user?.roles ?? [];
  const home = roles.includes('student')
    ? areaUrl('learn', buildPath(LEARN_TODAY_PATH, { locale }))
    : roles.includes('teacher')
      ? areaUrl('teacher', buildPath(teacherPaths.home, { locale }))
      : areaUrl('learn', `/${locale}`);
  return <AreaLayout brandHref={home} brandExternal brandLabel={t('brand')} nav={[]} />;
}
