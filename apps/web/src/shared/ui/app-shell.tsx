import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { LOGOUT_INTENT } from '../auth/logout-intent.ts';
import { DisplayLanguageGroup } from './display-language-group.tsx';
import { type MenuLink, UserMenu } from './user-menu.tsx';

export interface AppShellProps {
  brandHref: string;
  /** The brand leads into another area (a full page load: the href is already the area's URL). */
  brandExternal?: boolean;
  brandLabel: string;
  /** Only pages that exist: no "coming soon" entries. */
  nav: MenuLink[];
  /**
   * `bar`: the nav sits in the header (a few entries). `side`: a column left of the page from
   * 770 px, with group headings (the back office's dozen pages would not fit one bar).
   */
  navLayout?: 'bar' | 'side';
  /** Signed in: the name on the user menu and its entries. */
  account?: { name: string; items: MenuLink[] } | null;
  /** Signed out: e.g. Log in / Sign up. */
  guestLinks?: Array<MenuLink & { primary?: boolean }>;
  /** Beside the account or guest links, e.g. the public site's language switcher. */
  headerExtra?: ReactNode;
  /** Always in the header bar, at every width (the student's notification bell), left of the menus. */
  headerAction?: ReactNode;
  /** The area's footer; without it, the copyright line. */
  footer?: ReactNode;
  /**
   * Where the shell's own words come from (skip link, Menu, the navigation names, the copyright):
   * `common` by default; the public site's `site` namespace speaks every landing page's language.
   */
  shellNamespace?: 'common' | 'site';
  children: ReactNode;
}

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-semibold ${isActive ? 'bg-brand-50 text-brand-900' : 'text-slate-700 hover:bg-slate-100'}`;

/** Header (brand, nav, user menu), a mobile menu below 770 px, skip link and the one <main id="main">. */
export function AppShell({
  brandHref,
  brandExternal = false,
  brandLabel,
  nav,
  navLayout = 'bar',
  account,
  guestLinks = [],
  headerExtra,
  headerAction,
  footer,
  shellNamespace = 'common',
  children,
}: AppShellProps) {
  const { t } = useTranslation(shellNamespace);
  const { pathname } = useLocation();
  // The menu is open for the page it was opened on: navigating closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const mobileOpen = openOn === pathname;
  const mobileId = useId();

  // The phone menu repeats the account menu: its entries, the language group, then Log out.
  const accountEntries = (account?.items ?? []).filter((item) => item.state !== LOGOUT_INTENT);
  const accountLogout = (account?.items ?? []).filter((item) => item.state === LOGOUT_INTENT);
  const accountLink = (item: MenuLink) => (
    <li key={item.to}>
      <Link to={item.to} state={item.state} className="block rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100">
        {item.label}
      </Link>
    </li>
  );

  const guest = guestLinks.map((link) => (
    <Link
      key={link.to}
      to={link.to}
      className={
        link.primary
          ? 'rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800'
          : 'rounded-lg px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50'
      }
    >
      {link.label}
    </Link>
  ));

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('nav.skipToContent')}
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className={`flex min-h-16 items-center gap-4 px-4 ${navLayout === 'side' ? '' : 'mx-auto max-w-6xl'}`}>
          {brandExternal ? (
            <a href={brandHref} className="text-xl font-extrabold tracking-tight text-brand-800">
              {brandLabel}
            </a>
          ) : (
            <Link to={brandHref} className="text-xl font-extrabold tracking-tight text-brand-800">
              {brandLabel}
            </Link>
          )}
          {nav.length > 0 && navLayout === 'bar' ? (
            <nav aria-label={t('nav.main')} className="hidden smw:block">
              <ul className="flex gap-1">
                {nav.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} className={navClass} data-tour-anchor={item.anchor}>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <div className="ml-auto flex items-center gap-2">
            {headerAction}
            <div className="hidden items-center gap-2 smw:flex">
              {headerExtra}
              {account ? <UserMenu name={account.name} items={account.items} /> : guest}
            </div>
          </div>
          <button
            type="button"
            className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100 smw:hidden"
            aria-expanded={mobileOpen}
            aria-controls={mobileId}
            onClick={() => setOpenOn(mobileOpen ? null : pathname)}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="mr-2 size-5" fill="currentColor">
              <path d="M3 5h14v2H3zM3 9h14v2H3zM3 13h14v2H3z" />
            </svg>
            {t('nav.menu')}
          </button>
        </div>
        <nav id={mobileId} hidden={!mobileOpen} aria-label={t('nav.mobile')} className="border-t border-slate-200 px-4 py-3 smw:hidden">
          <ul className="flex flex-col gap-1">
            {nav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={(state) => `block ${navClass(state)}`} data-tour-anchor={item.anchor}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            {accountEntries.map(accountLink)}
            {account ? (
              <li className="mt-1 border-t border-slate-200 pt-1">
                <DisplayLanguageGroup
                  itemClassName="rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100"
                  onChosen={() => setOpenOn(null)}
                />
              </li>
            ) : null}
            {accountLogout.map(accountLink)}
          </ul>
          {account ? null : <div className="mt-2 flex gap-2">{guest}</div>}
          {headerExtra ? <div className="mt-2">{headerExtra}</div> : null}
        </nav>
      </header>
      {navLayout === 'side' && nav.length > 0 ? (
        <div className="flex flex-1">
          <nav aria-label={t('nav.main')} className="hidden w-56 shrink-0 border-r border-slate-200 bg-white px-3 py-6 smw:block">
            <ul className="flex flex-col gap-1">
              {nav.map((item) => (
                <li key={item.to}>
                  {item.group ? (
                    <p className="mt-4 mb-1 px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase first:mt-0">{item.group}</p>
                  ) : null}
                  <NavLink to={item.to} end={item.end} className={(state) => `block ${navClass(state)}`}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <main id="main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
            {children}
          </main>
        </div>
      ) : (
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
      )}
      {footer ?? (
        <footer className="border-t border-slate-200 bg-white">
          <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-slate-600">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        </footer>
      )}
    </div>
  );
}
