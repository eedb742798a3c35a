import type { ReactNode } from 'react';

type Tone = 'error' | 'success' | 'info';
const tones: Record<Tone, string> = {
  error: 'border-red-700 bg-red-50 text-red-900',
  success: 'border-emerald-700 bg-emerald-50 text-emerald-900',
  info: 'border-sky-700 bg-sky-50 text-sky-900',
};

/** Errors are announced at once (role=alert); other tones politely (role=status). */
export function Alert({ tone = 'error', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-lg border-l-4 px-4 py-3 text-sm ${tones[tone]}`}>
      {children}
    </div>
  );
}
