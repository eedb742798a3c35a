import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LOGOUT_INTENT } from '../auth/logout-intent.ts';
import { DisplayLanguageGroup } from './display-language-group.tsx';

export interface MenuLink {
  to: string;
  label: string;
  /** Router state for the navigation (the logout entry marks itself as ours, see logout-intent.ts). */
  state?: unknown;
  /** Names the entry for the product tour, which points at it (data-tour-anchor). */
  anchor?: string;
  /** The side navigation's group heading this entry starts (back office). */
  group?: string;
  /** Active on its own path only, not below it (an entry whose sub-pages have entries of their own). */
  end?: boolean;
}

/** A disclosure (button + list of links): simpler and sturdier for assistive tech than an ARIA menu. */
export function UserMenu({ name, items }: { name: string; items: MenuLink[] }) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The language group sits above Log out, which stays the last entry.
  const logout = items.filter((item) => item.state === LOGOUT_INTENT);
  const entries = items.filter((item) => item.state !== LOGOUT_INTENT);
  const link = (item: MenuLink, separated = false) => (
    <li key={item.to} className={separated ? 'mt-1 border-t border-slate-200 pt-1' : undefined}>
      <Link
        to={item.to}
        state={item.state}
        onClick={() => setOpen(false)}
        className="block px-4 py-2 text-sm text-slate-800 hover:bg-slate-100"
      >
        {item.label}
      </Link>
    </li>
  );

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onClick = (event: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100"
      >
        <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-full bg-brand-700 text-white">
          {name.slice(0, 1).toUpperCase()}
        </span>
        <span className="sr-only">{t('nav.userMenu')}: </span>
        <span>{name}</span>
      </button>
      <ul
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-40 mt-2 w-48 rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
      >
        {entries.map((item) => link(item))}
        <li className="mt-1 border-t border-slate-200 pt-1">
          <DisplayLanguageGroup
            itemClassName="px-4 py-2 text-sm text-slate-800 hover:bg-slate-100"
            onChosen={() => {
              // The chosen entry disappears with the panel: focus goes back to the menu's button.
              setOpen(false);
              buttonRef.current?.focus();
            }}
          />
        </li>
        {logout.map((item) => link(item, true))}
      </ul>
    </div>
  );
}
