import { Fragment, type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageTitle } from '../../../shared/ui/page-title.tsx';
import { useLocale } from '../../../shared/routing/use-locale.ts';
import { type LegalValues, legalValues } from './legal-values.ts';

/** A paragraph; a bulleted list when the catalogue gives an array; a subheading when it gives `{ heading }`. */
export type LegalBlock = string | string[] | { heading: string };

const EMAIL = /([\w.+-]+@[\w-]+\.[\w.]+\w)/;

/** Text with its e-mail addresses as mailto links (the imprint's and the terms' contact addresses). */
function WithLinks({ text }: { text: string }) {
  const parts = text.split(EMAIL);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string.
          <a key={index} href={`mailto:${part}`} className="text-brand-800 underline underline-offset-2">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}

export interface LegalSection {
  title: string;
  body: LegalBlock[];
}

/** The sections of a document, in catalogue order, with every number filled in. */
export function useLegalSections(document: 'terms' | 'privacy' | 'imprint'): {
  sections: [string, LegalSection][];
  values: LegalValues;
} {
  const { t } = useTranslation('legal');
  const values = legalValues(useLocale());
  const raw = t(`${document}.sections`, { ...values, returnObjects: true }) as unknown;
  const sections = raw && typeof raw === 'object' ? Object.entries(raw as Record<string, LegalSection>) : [];
  return { sections, values };
}

/** Scrolls to the section or question named by the URL's hash and moves the focus there (links from other pages, the contents). */
export function useHashTarget(onTarget?: (id: string) => void): void {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    onTarget?.(id);
    const target = document.getElementById(id);
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    const heading = target.matches('h2, h3') ? target : target.querySelector<HTMLElement>('h2, h3, button');
    heading?.focus({ preventScroll: true });
  }, [hash, onTarget]);
}

export function LegalBlocks({ blocks }: { blocks: LegalBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        if (Array.isArray(block)) {
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a static document, never reordered.
            <ul key={index} className="list-disc space-y-1 pl-6">
              {block.map((item) => (
                <li key={item}>
                  <WithLinks text={item} />
                </li>
              ))}
            </ul>
          );
        }
        if (typeof block === 'object') {
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a static document, never reordered.
            <h3 key={index} className="pt-2 font-semibold text-slate-900">
              {block.heading}
            </h3>
          );
        }
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a static document, never reordered.
          <p key={index}>
            <WithLinks text={block} />
          </p>
        );
      })}
    </>
  );
}

interface LegalDocumentProps {
  document: 'terms' | 'privacy' | 'imprint';
  /** Numbered sections with a table of contents (terms, privacy); the imprint has neither. */
  numbered?: boolean;
  /** Extra content at the end of a section, by section id (the model withdrawal form). */
  extras?: Record<string, ReactNode>;
}

/**
 * One legal document: h1, lead, contents, and its sections as `<section id>` with an h2 each,
 * so `/en/terms#cancellation` lands on the cancellation rules from the FAQ or an e-mail.
 */
export function LegalDocument({ document, numbered = true, extras = {} }: LegalDocumentProps) {
  const { t } = useTranslation('legal');
  const { sections, values } = useLegalSections(document);
  useHashTarget();
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10 md:py-14">
      <header className="flex flex-col gap-3">
        <PageTitle>{t(`${document}.title`)}</PageTitle>
        <p className="text-lg text-slate-700">{t(`${document}.lead`, values)}</p>
        <p className="text-sm text-slate-600">{t(`${document}.updated`)}</p>
      </header>
      {numbered ? (
        <nav aria-labelledby={`${document}-contents`} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id={`${document}-contents`} tabIndex={-1} className="text-base font-semibold text-slate-900 focus:outline-none">
            {t('document.contents')}
          </h2>
          <ol className="mt-2 grid text-sm md:grid-cols-2 md:gap-x-6">
            {sections.map(([id, section], index) => (
              <li key={id}>
                <a href={`#${id}`} className="inline-block py-1.5 text-brand-800 underline-offset-2 hover:underline">
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div className="flex flex-col gap-8 leading-relaxed text-slate-800">
        {sections.map(([id, section], index) => (
          <Fragment key={id}>
            <section aria-labelledby={`${id}-title`} className={`flex scroll-mt-20 flex-col ${numbered ? 'gap-3' : 'gap-1'}`} id={id}>
              <h2
                id={`${id}-title`}
                tabIndex={-1}
                className={`text-xl font-bold text-slate-900 focus:outline-none ${numbered ? '' : 'mb-1'}`}
              >
                {numbered ? `${index + 1}. ` : ''}
                {section.title}
              </h2>
              <LegalBlocks blocks={section.body} />
              {extras[id] ?? null}
              {numbered ? (
                <p className="text-sm">
                  <a href={`#${document}-contents`} className="text-brand-800 underline-offset-2 hover:underline">
                    {t('document.backToContents')}
                  </a>
                </p>
              ) : null}
            </section>
          </Fragment>
        ))}
      </div>
    </article>
  );
}
