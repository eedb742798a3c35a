import { useId } from 'react';
import { TableFrame } from './table-frame.tsx';

export interface ChartSeries {
  label: string;
  /** A Tailwind fill class; the table below the chart repeats every number, so colour is never the only cue. */
  fillClass: string;
  values: number[];
}

/**
 * A grouped bar chart in plain SVG, shared by the dashboard and the analytics page (decision 101:
 * smaller than any chart library for what they draw; decision 103). The SVG is one image with a
 * summary as its name; the exact numbers are the table in the disclosure under it, which is what
 * screen readers and keyboard users read.
 */
export function BarChart({
  title,
  summary,
  labels,
  series,
  formatValue = (v) => String(v),
  tableLabel,
  rowHeader,
}: {
  title: string;
  summary: string;
  labels: string[];
  series: ChartSeries[];
  formatValue?: (value: number) => string;
  tableLabel: string;
  /** The first column's name (the day). */
  rowHeader: string;
}) {
  const id = useId();
  const width = 640;
  const height = 180;
  const max = Math.max(1, ...series.flatMap((s) => s.values.map((v) => Math.abs(v))));
  const maxLabel = formatValue(max);
  // The axis label sits in the left padding: wide enough for it ("1 184,00 €" was cut off), at ~6.2 units per 11 px glyph.
  const pad = { top: 8, right: 8, bottom: 22, left: Math.max(36, Math.ceil(maxLabel.length * 6.2) + 8) };
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const groupW = labels.length ? plotW / labels.length : plotW;
  const barW = Math.max(1, (groupW * 0.8) / Math.max(1, series.length));
  const every = Math.max(1, Math.ceil(labels.length / 8));
  return (
    <figure className="flex flex-col gap-2" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="font-semibold text-slate-900">
        {title}
      </figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={summary} className="h-auto w-full max-w-full">
        <line x1={pad.left} y1={pad.top + plotH} x2={width - pad.right} y2={pad.top + plotH} className="stroke-slate-400" />
        <text x={pad.left - 4} y={pad.top + 10} textAnchor="end" className="fill-slate-700 text-[11px]">
          {maxLabel}
        </text>
        <text x={pad.left - 4} y={pad.top + plotH} textAnchor="end" className="fill-slate-700 text-[11px]">
          0
        </text>
        {labels.map((label, i) => (
          <g key={label}>
            {series.map((s, j) => {
              const v = Math.max(0, s.values[i] ?? 0);
              const h = (v / max) * plotH;
              return (
                <rect
                  key={s.label}
                  x={pad.left + i * groupW + groupW * 0.1 + j * barW}
                  y={pad.top + plotH - h}
                  width={barW}
                  height={h}
                  className={s.fillClass}
                />
              );
            })}
            {i % every === 0 ? (
              <text x={pad.left + i * groupW + groupW / 2} y={height - 6} textAnchor="middle" className="fill-slate-700 text-[11px]">
                {label.slice(5)}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
      <ul className="flex flex-wrap gap-3 text-sm text-slate-800" aria-hidden="true">
        {series.map((s) => (
          <li key={s.label} className="flex items-center gap-1">
            <svg width="12" height="12" aria-hidden="true">
              <rect width="12" height="12" className={s.fillClass} />
            </svg>
            {s.label}
          </li>
        ))}
      </ul>
      <details>
        <summary className="min-h-11 cursor-pointer py-2 text-sm font-medium text-teal-800 underline">{tableLabel}</summary>
        <TableFrame label={tableLabel}>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-3">
                  {rowHeader}
                </th>
                {series.map((s) => (
                  <th key={s.label} scope="col" className="py-1 pr-3">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {labels.map((label, i) => (
                <tr key={label} className="border-t border-slate-200">
                  <th scope="row" className="py-1 pr-3 font-normal whitespace-nowrap">
                    {label}
                  </th>
                  {series.map((s) => (
                    <td key={s.label} className="py-1 pr-3">
                      {formatValue(s.values[i] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      </details>
    </figure>
  );
}
