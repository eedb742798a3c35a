import type { ReactNode } from 'react';
import { useHydrated } from '../../shared/app/use-hydrated.ts';
import { Card } from '../../shared/ui/card.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';

/** The centred card every sign-in screen sits in. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  // A prerendered form is disabled until hydrated: typing into it earlier would be lost (decision 054).
  const hydrated = useHydrated();
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 smw:py-16">
      <Card>
        <div className="mb-6 flex flex-col gap-2">
          <PageTitle>{title}</PageTitle>
          {intro ? <p className="text-slate-700">{intro}</p> : null}
        </div>
        <fieldset disabled={!hydrated} className="m-0 min-w-0 border-0 p-0">
          {children}
        </fieldset>
      </Card>
    </div>
  );
}

export const linkClass = 'font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900';
