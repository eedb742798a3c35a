/** A microphone level bar; a meter role so screen readers can read the value on demand. */
export function LevelMeter({ level, label }: { level: number; label: string }) {
  const percent = Math.round(Math.min(1, Math.max(0, level)) * 100);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot be styled alike in Chrome and Edge; the ARIA meter reads the same.
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2.5 w-full max-w-64 overflow-hidden rounded-full bg-slate-200"
    >
      <div
        className="h-full rounded-full bg-emerald-600 transition-[width] duration-75 motion-reduce:transition-none"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
