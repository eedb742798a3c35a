import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'success' | 'info' | 'warning' | 'muted';

const tones: Record<BadgeTone, string> = {
  neutral: 'border-slate-300 bg-slate-100 text-slate-800',
  success: 'border-emerald-700 bg-emerald-50 text-emerald-900',
  info: 'border-sky-700 bg-sky-50 text-sky-900',
  warning: 'border-amber-700 bg-amber-50 text-amber-900',
  muted: 'border-dashed border-slate-400 bg-white text-slate-600',
};

/** A status in words; the colour only repeats what the text says (WCAG 1.4.1). */
export function Badge({ tone = 'neutral', icon, children }: { tone?: BadgeTone; icon?: string; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[tone]}`}
    >
      {icon ? <span aria-hidden="true">{icon}</span> : null}
      {children}
    </span>
  );
}
