/**
 * Grey bars in the shape of what is coming, so the page does not jump when it arrives. Purely
 * decorative: <QueryState> announces the loading once for screen readers.
 */
export function Skeleton({
  lines = 3,
  className = '',
  barClassName = 'h-4',
}: {
  lines?: number;
  className?: string;
  barClassName?: string;
}) {
  return (
    <div aria-hidden="true" className={`flex flex-col gap-2 ${className}`}>
      {Array.from({ length: lines }, (_, i) => (
        <span
          // Bars never reorder: the index is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder bars
          key={i}
          className={`block ${barClassName} animate-pulse rounded bg-slate-200 motion-reduce:animate-none ${i === lines - 1 && lines > 1 ? 'w-2/3' : 'w-full'}`}
        />
      ))}
    </div>
  );
}
