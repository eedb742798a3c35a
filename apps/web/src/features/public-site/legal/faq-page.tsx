import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildPath } from '../../../shared/routing/build-path.ts';
import { useLocale } from '../../../shared/routing/use-locale.ts';
import { JsonLd } from '../../../shared/seo/json-ld.tsx';
import { PageTitle } from '../../../shared/ui/page-title.tsx';
import { FAQ_GROUPS, faqAnchor } from './faq-content.ts';
import { useHashTarget } from './legal-document.tsx';
import { legalValues } from './legal-values.ts';

/**
 * /{locale}/faq: questions in groups as native disclosures (`<details>`: keyboard and screen
 * readers know them, and they open without JavaScript on the prerendered page), answers from
 * the same constants as the terms, and the FAQPage JSON-LD built from the very same strings.
 */
export function FaqPage() {
  const { t } = useTranslation('legal');
  const locale = useLocale();
  const values = legalValues(locale);
  const openTarget = useCallback((id: string) => {
    const element = document.getElementById(id);
    if (element instanceof HTMLDetailsElement) element.open = true;
  }, []);
  useHashTarget(openTarget);

  const groups = FAQ_GROUPS.map((group) => ({
    ...group,
    title: t(`faq.groups.${group.id}`),
    questions: group.questions.map((question) => ({
      ...question,
      question: t(`faq.questions.${question.id}.q`, values),
      answer: t(`faq.questions.${question.id}.a`, values),
    })),
  }));
  const structuredData = {
    '@type': 'FAQPage',
    inLanguage: locale,
    mainEntity: groups.flatMap((group) =>
      group.questions.map((q) => ({ '@type': 'Question', name: q.question, acceptedAnswer: { '@type': 'Answer', text: q.answer } })),
    ),
  };

  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10 md:py-14">
      <JsonLd data={structuredData} />
      <header className="flex flex-col gap-3">
        <PageTitle>{t('faq.title')}</PageTitle>
        <p className="text-lg text-slate-700">{t('faq.lead', values)}</p>
      </header>
      <nav aria-labelledby="faq-topics" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="faq-topics" className="text-base font-semibold text-slate-900">
          {t('faq.topics')}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2 text-sm">
          {groups.map((group) => (
            <li key={group.id}>
              <a
                href={`#${faqAnchor(group.id)}`}
                className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 text-brand-800 hover:border-brand-700"
              >
                {group.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group) => (
        <section key={group.id} id={faqAnchor(group.id)} aria-labelledby={`${faqAnchor(group.id)}-title`} className="scroll-mt-20">
          <h2 id={`${faqAnchor(group.id)}-title`} tabIndex={-1} className="text-xl font-bold text-slate-900 focus:outline-none">
            {group.title}
          </h2>
          <div className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
            {group.questions.map((q) => (
              <details key={q.id} id={faqAnchor(q.id)} className="group scroll-mt-20">
                <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 px-5 py-3 font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
                  <span>{q.question}</span>
                  <span aria-hidden="true" className="shrink-0 text-xl leading-none text-brand-800 group-open:rotate-45">
                    +
                  </span>
                </summary>
                <div className="flex flex-col gap-3 px-5 pb-5 leading-relaxed text-slate-800">
                  <p>{q.answer}</p>
                  {q.link ? (
                    <p>
                      <Link
                        to={`${buildPath(q.link.path, { locale })}${q.link.hash ? `#${q.link.hash}` : ''}`}
                        className="font-semibold text-brand-800 underline underline-offset-2"
                      >
                        {t(`faq.links.${q.link.label}`)}
                      </Link>
                    </p>
                  ) : null}
                </div>
              </details>
            ))}
          </div>
        </section>
      ))}
      <p className="rounded-2xl bg-brand-50 p-5 text-slate-800">{t('faq.stillQuestions', values)}</p>
    </article>
  );
}
