import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

interface PageTitleProps {
  children: ReactNode;
  /** Plain text for the tab title when the heading holds markup. */
  title?: string;
  className?: string;
}

/** The page's one h1; it also names the browser tab. */
export function PageTitle({ children, title, className = '' }: PageTitleProps) {
  const { t } = useTranslation('common');
  const text = title ?? (typeof children === 'string' ? children : '');
  useEffect(() => {
    if (text) document.title = t('app.documentTitle', { title: text });
  }, [text, t]);
  return <h1 className={`text-2xl font-bold tracking-tight text-slate-900 smw:text-3xl ${className}`}>{children}</h1>;
}
