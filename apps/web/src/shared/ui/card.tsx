import type { HTMLAttributes, ReactNode } from 'react';

/** A white panel; other attributes (data-testid, aria-*) go on its element. */
export function Card({ children, className = '', ...rest }: { children: ReactNode; className?: string } & HTMLAttributes<HTMLDivElement>) {
  return (
    <div {...rest} className={`rounded-2xl border border-slate-200 bg-white p-6 shadow-sm smn:p-8 ${className}`}>
      {children}
    </div>
  );
}
