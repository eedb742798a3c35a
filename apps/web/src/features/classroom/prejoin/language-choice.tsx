import { NATIVE_LOCALE_NAMES } from '@parla/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/routing/use-locale.ts';
import { DisplayLanguageGroup } from '../../../shared/ui/display-language-group.tsx';

/**
 * The classroom has no account menu: before joining, this disclosure offers the same display-language
 * choice as every other area's menu (issue 21), so a student who arrives from an e-mail link in the
 * wrong language can change it without leaving the class.
 */
export function ClassroomLanguageChoice() {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const disclosure = useRef<HTMLDetailsElement>(null);
  const close = () => {
    disclosure.current?.removeAttribute('open');
    disclosure.current?.querySelector('summary')?.focus();
  };
  return (
    <details ref={disclosure} className="relative shrink-0">
      <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.5">
          <circle cx="10" cy="10" r="7.5" />
          <path d="M2.5 10h15M10 2.5c2.2 2.4 2.2 12.6 0 15M10 2.5c-2.2 2.4-2.2 12.6 0 15" />
        </svg>
        <span className="sr-only">{t('nav.language')}</span>
        <span lang={locale}>{NATIVE_LOCALE_NAMES[locale]}</span>
      </summary>
      <div className="absolute right-0 z-10 mt-1 w-48 rounded-xl border border-slate-200 bg-white py-1 shadow-lg">
        <DisplayLanguageGroup itemClassName="px-4 py-2 text-sm text-slate-800 hover:bg-slate-100" onChosen={close} />
      </div>
    </details>
  );
}
