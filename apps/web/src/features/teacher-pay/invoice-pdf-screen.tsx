import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { teacherPaths } from '../../shared/routing/teacher-paths.ts';
import { http } from '../../shared/http/http.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { buttonClass } from '../../shared/ui/button.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { PageSpinner } from '../../shared/ui/spinner.tsx';

type PdfState = { status: 'loading' } | { status: 'ready'; objectUrl: string } | { status: 'missing' } | { status: 'failed' };

/**
 * teacher/pdf/{uniqueId} (000 §2 Teacher PDF): opens the invoice PDF by its unique id. The PDF
 * is fetched first so that a wrong or foreign id shows a message instead of a broken frame.
 */
export function InvoicePdfScreen() {
  const { t } = useTranslation('teacherPay');
  const locale = useLocale();
  const { uniqueId = '' } = useParams();
  const url = `/api/teacher/pdf/${encodeURIComponent(uniqueId)}`;
  const [state, setState] = useState<PdfState>({ status: 'loading' });

  useEffect(() => {
    let objectUrl: string | null = null;
    let cancelled = false;
    (async () => {
      await http.ensureFreshToken();
      const response = await fetch(url, { credentials: 'include', headers: { Accept: 'application/pdf' } });
      if (cancelled) return;
      if (response.status === 404) return setState({ status: 'missing' });
      if (!response.ok) return setState({ status: 'failed' });
      objectUrl = URL.createObjectURL(await response.blob());
      if (!cancelled) setState({ status: 'ready', objectUrl });
    })().catch(() => !cancelled && setState({ status: 'failed' }));
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
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
      {state.status === 'ready' ? (
        <>
          <div className="flex flex-wrap gap-3">
            <a href={url} target="_blank" rel="noreferrer" className={buttonClass('primary')} data-testid="invoice-pdf-link">
              {t('pdf.open')}
            </a>
            <a href={state.objectUrl} download={`invoice-${uniqueId}.pdf`} className={buttonClass('secondary')}>
              {t('pdf.download')}
            </a>
          </div>
          <iframe title={t('pdf.frame')} src={state.objectUrl} className="h-[75vh] w-full rounded-xl border border-slate-300 bg-white" />
        </>
      ) : null}
    </div>
  );
}
