import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { teacherPaths } from '../../shared/routing/teacher-paths.ts';
import { http } from '../../shared/http/http.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { PageSpinner } from '../../shared/ui/spinner.tsx';

type PdfState = { status: 'loading' } | { status: 'missing' } | { status: 'failed' };

/**
 * teacher/pdf/{uniqueId} (000 §2 Teacher PDF), for links kept from before: goes straight on to
 * the PDF itself (the payments page links there directly). A wrong or foreign id, or a failure,
 * is said here instead of a bare error document.
 */
export function InvoicePdfScreen() {
  const { t } = useTranslation('teacherPay');
  const locale = useLocale();
  const { uniqueId = '' } = useParams();
  const url = `/api/teacher/pdf/${encodeURIComponent(uniqueId)}`;
  const [state, setState] = useState<PdfState>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    (async () => {
      await http.ensureFreshToken();
      const response = await fetch(url, { credentials: 'include', headers: { Accept: 'application/pdf' } });
      if (cancelled) return;
      if (response.status === 404) return setState({ status: 'missing' });
      if (!response.ok) return setState({ status: 'failed' });
      // Cached by its ETag: the second request is answered 304 from the browser's cache.
      window.location.replace(url);
    })().catch(() => !cancelled && setState({ status: 'failed' }));
    return () => {
      cancelled = true;
    };
  }, [url]);

  const back = (
    <Link to={buildPath(teacherPaths.payments, { locale })} className="text-sm font-semibold text-brand-800 underline">
      {t('pdf.back')}
    </Link>
  );
  if (state.status === 'loading') return <PageSpinner />;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-10">
      {back}
      <PageTitle>{t('pdf.title')}</PageTitle>
      {state.status === 'missing' ? <Alert>{t('pdf.missing')}</Alert> : null}
      {state.status === 'failed' ? <Alert>{t('errors.loadFailed')}</Alert> : null}
    </div>
  );
}
