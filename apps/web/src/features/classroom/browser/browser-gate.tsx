import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui/card.tsx';
import { PageTitle } from '../../../shared/ui/page-title.tsx';
import { currentBrowserFacts, judgeBrowser } from './browser-support.ts';

/** Renders its children in Chrome and Edge; every other browser gets the explanation (001 §6). */
export function BrowserGate({ children }: { children: ReactNode }) {
  const verdict = useMemo(() => judgeBrowser(currentBrowserFacts()), []);
  if (verdict.supported) return children;
  return <UnsupportedBrowser reason={verdict.reason} />;
}

function UnsupportedBrowser({ reason }: { reason: 'unsupported_browser' | 'outdated_browser' | 'missing_webrtc' }) {
  const { t } = useTranslation('classroom');
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12">
      <Card className="flex flex-col gap-4">
        <PageTitle>{t(`browser.${reason}.title`)}</PageTitle>
        <p className="text-slate-700">{t(`browser.${reason}.text`)}</p>
        <ul className="list-disc pl-6 text-slate-700">
          <li>
            <a className="font-semibold text-brand-800 underline" href="https://www.google.com/chrome/" rel="noreferrer" target="_blank">
              Google Chrome
            </a>
          </li>
          <li>
            <a className="font-semibold text-brand-800 underline" href="https://www.microsoft.com/edge" rel="noreferrer" target="_blank">
              Microsoft Edge
            </a>
          </li>
        </ul>
        <p className="text-sm text-slate-600">{t('browser.copyLink')}</p>
      </Card>
    </div>
  );
}
