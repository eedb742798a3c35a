import { PUBLIC_INFO_SLUGS, type PublicInfoSlug } from '@parla/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../shared/routing/use-locale.ts';
import { PageTitle } from '../../../shared/ui/page-title.tsx';
import { sitePath } from './info-content.ts';

/**
 * The frame every information page shares: a hero with the page's h1 (eyebrow, title, lead from
 * `publicInfo:<slug>.*`), the page's sections, and links to the other information pages.
 */
export function InfoPage({ slug, actions, children }: { slug: PublicInfoSlug; actions?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('publicInfo');
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto flex max-w-4xl flex-col gap-5 px-4 pt-12 pb-10 md:pt-16 md:pb-12">
          <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{t(`${slug}.eyebrow`)}</p>
          <PageTitle className="text-3xl smw:text-4xl">{t(`${slug}.title`)}</PageTitle>
          <p className="max-w-3xl text-lg text-slate-700">{t(`${slug}.lead`)}</p>
          {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
        </div>
      </section>
      <div className="mx-auto flex max-w-4xl flex-col gap-12 px-4 pt-10 pb-12">{children}</div>
      <MoreAboutParla current={slug} />
    </>
  );
}

/** One titled block of a page; the id makes it linkable (`#id`) and names its region. */
export function InfoSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} id={id} className="flex scroll-mt-20 flex-col gap-4">
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Cards with a title and a text, two columns from tablet width. */
export function InfoCards({ items, columns = 2 }: { items: { title: string; text: string; extra?: ReactNode }[]; columns?: 2 | 3 }) {
  return (
    <ul className={`grid gap-4 ${columns === 3 ? 'smw:grid-cols-3' : 'smw:grid-cols-2'}`}>
      {items.map((item) => (
        <li key={item.title} className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <h3 className="font-semibold text-slate-900">{item.title}</h3>
          <p className="text-slate-700">{item.text}</p>
          {item.extra}
        </li>
      ))}
    </ul>
  );
}

/** A plain bulleted list of sentences. */
export function InfoList({ items }: { items: string[] }) {
  return (
    <ul className="flex list-disc flex-col gap-2 pl-6 text-slate-700 marker:text-brand-700">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** A mailto link; the hidden note tells screen-reader users it leaves the site for their mail program. */
export function MailLink({
  email,
  subject,
  children,
  className,
}: {
  email: string;
  subject?: string;
  children?: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation('publicInfo');
  const href = `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
  return (
    <a href={href} className={className ?? 'font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900'}>
      {children ?? email}
      <span className="sr-only"> {t('opensEmail')}</span>
    </a>
  );
}

/** An inline link inside the public site, in the visitor's locale. */
export function SiteLink({ path, children, className }: { path: string; children: ReactNode; className?: string }) {
  const locale = useLocale();
  return (
    <Link
      to={sitePath(locale, path)}
      className={className ?? 'font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900'}
    >
      {children}
    </Link>
  );
}

/** Links to the other information pages, so each one leads on to the rest. */
function MoreAboutParla({ current }: { current: PublicInfoSlug }) {
  const { t } = useTranslation('publicInfo');
  return (
    <nav aria-labelledby="more-about-parla" className="border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-4xl px-4 py-10">
        <h2 id="more-about-parla" className="text-lg font-semibold text-slate-900">
          {t('more.title')}
        </h2>
        <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-3">
          {PUBLIC_INFO_SLUGS.filter((slug) => slug !== current).map((slug) => (
            <li key={slug}>
              <SiteLink path={slug} className="inline-flex min-h-11 items-center text-brand-800 underline-offset-2 hover:underline">
                {t(`more.${slug}`)}
              </SiteLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
