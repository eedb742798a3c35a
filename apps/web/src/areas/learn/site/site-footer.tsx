import { LEGAL_SLUGS, landingPathOf, SECTION_SLUGS } from '@parla/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../shared/routing/use-locale.ts';

interface FooterColumn {
  key: string;
  links: Array<{ key: string; path: string }>;
}

const COLUMNS: FooterColumn[] = [
  {
    key: 'school',
    links: [
      { key: 'howItWorks', path: 'how-it-works' },
      { key: 'pricing', path: 'pricing' },
      { key: 'languageTest', path: 'language-test' },
      { key: 'cefr', path: 'cefr' },
      { key: 'resources', path: 'resources' },
      { key: 'research', path: 'research' },
    ],
  },
  {
    key: 'company',
    links: [
      { key: 'aboutUs', path: 'about-us' },
      { key: 'careers', path: 'careers' },
      { key: 'becomeTeacher', path: 'become-a-teacher' },
      { key: 'press', path: 'press' },
      { key: 'corporate', path: 'corporate' },
      { key: 'teamsPrices', path: 'teams/prices' },
      { key: 'affiliate', path: 'affiliate' },
    ],
  },
  { key: 'help', links: LEGAL_SLUGS.map((slug) => ({ key: slug, path: slug })) },
];

/**
 * The public site's footer (issue 15): every information and legal page, and the language courses.
 * Signed-in students get the legal row only (their pages have their own navigation).
 */
export function SiteFooter({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('site');
  const locale = useLocale();
  const href = (path: string) => `/${locale}/${path}`;
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-slate-200 bg-white text-sm">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8">
        {compact ? null : (
          <nav aria-label={t('footerNav')} className="grid grid-cols-2 gap-8 smw:grid-cols-4">
            <FooterList
              heading={t('columns.languages')}
              links={SECTION_SLUGS.map((section) => ({
                key: section,
                to: landingPathOf(locale, section),
                label: t(`courses.${section}`),
              }))}
            />
            {COLUMNS.map((column) => (
              <FooterList
                key={column.key}
                heading={t(`columns.${column.key}`)}
                links={column.links.map((link) => ({ key: link.key, to: href(link.path), label: t(`links.${link.key}`) }))}
              />
            ))}
          </nav>
        )}
        <div className="flex flex-col gap-3 border-slate-200 text-slate-600 smw:flex-row smw:items-center smw:justify-between">
          <p>{t('footer.copyright', { year })}</p>
          {compact ? (
            <ul className="flex flex-wrap gap-x-4 gap-y-1">
              {LEGAL_SLUGS.map((slug) => (
                <li key={slug}>
                  <Link to={href(slug)} className="underline-offset-2 hover:underline">
                    {t(`links.${slug}`)}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </footer>
  );
}

function FooterList({ heading, links }: { heading: string; links: Array<{ key: string; to: string; label: string }> }) {
  return (
    <div>
      <h2 className="font-semibold text-slate-900">{heading}</h2>
      <ul className="mt-3 flex flex-col gap-2">
        {links.map((link) => (
          <li key={link.key}>
            <Link to={link.to} className="text-slate-700 underline-offset-2 hover:text-brand-800 hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
