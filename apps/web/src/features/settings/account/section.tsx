import type { ReactNode } from 'react';
import { Card } from '../../../shared/ui/card.tsx';

/** One card of the account page: a heading that names the region, an intro, the form. */
export function Section({ id, title, intro, children }: { id: string; title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <Card aria-labelledby={`${id}-heading`} role="region" data-testid={`account-${id}`}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {intro ? <p className="mt-1 text-sm text-slate-700">{intro}</p> : null}
      <div className="mt-4">{children}</div>
    </Card>
  );
}
