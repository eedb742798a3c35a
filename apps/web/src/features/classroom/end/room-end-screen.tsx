import type { ReactNode } from 'react';
import { Card } from '../../../shared/ui/card.tsx';
import { PageTitle } from '../../../shared/ui/page-title.tsx';

/** One screen for every way a class ends or a join fails: a title, a sentence and what to do next. */
export function RoomEndScreen({ title, text, testId, children }: { title: string; text: string; testId?: string; children?: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12" data-testid={testId}>
      <Card className="flex flex-col gap-4">
        <PageTitle>{title}</PageTitle>
        <p role="status" className="text-slate-700">
          {text}
        </p>
        {children ? <div className="flex flex-wrap gap-3">{children}</div> : null}
      </Card>
    </div>
  );
}
