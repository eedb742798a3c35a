import type { QuestionnaireView } from '@parla/contracts';
import type { ReactNode } from 'react';
import type { StepNavigation } from './step-actions.tsx';

/** What every survey step takes: the questionnaire as last read or saved, and what to do next. */
export interface SurveyStepProps extends StepNavigation {
  view: QuestionnaireView;
  onSaved: (view: QuestionnaireView) => void;
  /** The heading level of the step's title: 2 under a page title (default), 1 when the step is the page. */
  headingLevel?: 1 | 2;
}

/** A step's title and hint; the form names itself by the title's id. */
export function StepFrame({
  id,
  title,
  hint,
  headingLevel = 2,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  headingLevel?: 1 | 2;
  children: ReactNode;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="flex flex-col gap-5" data-testid={id}>
      <div>
        <Heading
          id={`${id}-title`}
          className={headingLevel === 1 ? 'text-2xl font-bold text-slate-900' : 'text-xl font-semibold text-slate-900'}
        >
          {title}
        </Heading>
        {hint ? <p className="mt-1 text-slate-700">{hint}</p> : null}
      </div>
      {children}
    </section>
  );
}
