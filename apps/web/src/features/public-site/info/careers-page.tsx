import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../../shared/app/use-hydrated.ts';
import { areaBasePath, fallbackConfig } from '../../../shared/config/runtime-config.ts';
import { areaUrl } from '../../../shared/routing/area-url.ts';
import { buildPath } from '../../../shared/routing/build-path.ts';
import { teacherPaths } from '../../../shared/routing/teacher-paths.ts';
import { useLocale } from '../../../shared/routing/use-locale.ts';
import { buttonClass } from '../../../shared/ui/button.tsx';
import { recordList, textList } from './info-content.ts';
import { InfoList, InfoPage, InfoSection, MailLink } from './info-layout.tsx';

/** /{locale}/careers: teaching (the teacher app's application page) and office roles. */
export function CareersPage() {
  const { t } = useTranslation('publicInfo');
  const locale = useLocale();
  const email = t('careers.office.email');
  const becomeTeacher = useBecomeTeacherHref(locale);
  return (
    <InfoPage slug="careers">
      <InfoSection id="teach" title={t('careers.teach.title')}>
        <div className="flex flex-col items-start gap-4 rounded-3xl bg-brand-800 p-6 text-white smw:p-8">
          <p className="text-brand-50">{t('careers.teach.text')}</p>
          <a href={becomeTeacher} className={buttonClass('secondary')}>
            {t('careers.teach.link')}
          </a>
        </div>
      </InfoSection>
      <InfoSection id="roles" title={t('careers.office.title')}>
        <p className="text-slate-700">{t('careers.office.lead')}</p>
        <ul className="flex flex-col gap-4">
          {recordList(t, 'careers.office.roles', ['title', 'meta', 'text']).map((role) => (
            <li key={role.title} className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <h3 className="text-lg font-semibold text-slate-900">{role.title}</h3>
              <p className="text-sm font-semibold text-brand-800">{role.meta}</p>
              <p className="text-slate-700">{role.text}</p>
              <p>
                <MailLink email={email} subject={role.title}>
                  {t('careers.office.applyLink')}
                  <span className="sr-only">: {role.title}</span>
                </MailLink>
              </p>
            </li>
          ))}
        </ul>
        <p className="text-slate-700">
          {t('careers.office.apply')} <MailLink email={email} />
        </p>
      </InfoSection>
      <InfoSection id="offer" title={t('careers.offer.title')}>
        <InfoList items={textList(t, 'careers.offer.items')} />
      </InfoSection>
    </InfoPage>
  );
}

/**
 * The teacher app's application page. Prerendered HTML (decision 054) knows no deployment, so the
 * server and the hydration pass use the quick start's path prefix (the same on both: no mismatch,
 * which React would not patch in an attribute); once hydrated, the configured teacher origin.
 */
function useBecomeTeacherHref(locale: string): string {
  const hydrated = useHydrated();
  const path = buildPath(teacherPaths.becomeTeacher, { locale });
  return hydrated ? areaUrl('teacher', path) : `${areaBasePath(fallbackConfig('http://localhost').areas.teacher)}${path}`;
}
