import type { SectionSlug } from '@parla/contracts';
import { useTranslation } from 'react-i18next';

/** Three questions every language page answers, then the language's own (all static text: prerendered and in the FAQPage JSON-LD). */
const COMMON = ['trial', 'level', 'classes'] as const;
const OWN = ['q1', 'q2', 'q3'] as const;

export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

export function useFaqEntries(section: SectionSlug): FaqEntry[] {
  const { t } = useTranslation('landing');
  return [
    ...OWN.map((id) => ({
      id: `${section}-${id}`,
      question: t(`sections.${section}.faq.${id}.question`),
      answer: t(`sections.${section}.faq.${id}.answer`),
    })),
    ...COMMON.map((id) => ({ id, question: t(`faq.${id}.question`), answer: t(`faq.${id}.answer`) })),
  ];
}

/** Questions as disclosure widgets: keyboard and screen readers handle <details> natively. */
export function LanguageFaq({ entries }: { entries: FaqEntry[] }) {
  return (
    <div className="mt-6 flex flex-col gap-3">
      {entries.map((entry) => (
        <details key={entry.id} className="group rounded-2xl border border-slate-200 bg-white p-5 open:shadow-sm">
          <summary className="cursor-pointer list-none font-semibold text-slate-900 marker:hidden">
            <span className="flex items-start justify-between gap-4">
              {entry.question}
              <span aria-hidden="true" className="text-brand-800 transition-transform group-open:rotate-45 motion-reduce:transition-none">
                +
              </span>
            </span>
          </summary>
          <p className="mt-3 text-slate-700">{entry.answer}</p>
        </details>
      ))}
    </div>
  );
}
