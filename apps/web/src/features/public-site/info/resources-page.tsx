import { useTranslation } from 'react-i18next';
import { recordList } from './info-content.ts';
import { InfoCards, InfoPage, InfoSection, SiteLink } from './info-layout.tsx';

/** Where each "start here" card leads, in the order of `resources.start.items`. */
const START_PATHS = ['cefr', 'language-test', 'how-it-works'] as const;

/** /{locale}/resources: free material for learners. */
export function ResourcesPage() {
  const { t } = useTranslation('publicInfo');
  const start = recordList(t, 'resources.start.items', ['title', 'text', 'link']);
  return (
    <InfoPage slug="resources">
      <InfoSection id="start" title={t('resources.start.title')}>
        <InfoCards
          columns={3}
          items={start.slice(0, START_PATHS.length).map((item, index) => ({
            title: item.title,
            text: item.text,
            extra: (
              <p className="mt-auto">
                <SiteLink path={START_PATHS[index] ?? ''}>{item.link}</SiteLink>
              </p>
            ),
          }))}
        />
      </InfoSection>
      <InfoSection id="tips" title={t('resources.tips.title')}>
        <InfoCards columns={3} items={recordList(t, 'resources.tips.items', ['title', 'text'])} />
      </InfoSection>
      <InfoSection id="external" title={t('resources.external.title')}>
        <p className="text-slate-700">{t('resources.external.lead')}</p>
        <ul className="grid gap-4 smw:grid-cols-2">
          {recordList(t, 'resources.external.items', ['title', 'text', 'url']).map((source) => (
            <li key={source.url} className="flex flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-5">
              <a
                href={source.url}
                rel="noopener noreferrer"
                className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
              >
                {source.title}
              </a>
              <p className="text-slate-700">{source.text}</p>
            </li>
          ))}
        </ul>
      </InfoSection>
    </InfoPage>
  );
}
