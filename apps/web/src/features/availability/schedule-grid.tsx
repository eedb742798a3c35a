import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { EventChip } from './event-chip.tsx';
import type { AvailabilityState, TeacherCalendar } from './schedule-documents.ts';
import { formatDay, formatHour, zoneAbbreviation } from './schedule-format.ts';
import { type GridCell, type GridMode, type StandardWeek, type WeekGrid, cellState, moveFocus } from './schedule-grid-model.ts';
import { useWideScreen } from './use-wide-screen.ts';

interface ScheduleGridProps {
  calendar: TeacherCalendar;
  grid: WeekGrid;
  mode: GridMode;
  standard: StandardWeek;
  /** The key of the cell being saved ("date@hour"), shown busy. */
  pendingKey: string | null;
  onToggle: (cell: GridCell, next: AvailabilityState) => void;
}

const cellKey = (cell: Pick<GridCell, 'date' | 'hour'>) => `${cell.date}@${cell.hour}`;

/**
 * The week grid: days as columns, the teacher's wall-clock hours as rows. In the edit modes
 * every cell is a toggle button; one of them is in the tab order and the arrow keys move
 * between them (roving focus), so the whole week is reachable without a mouse or dragging.
 * Below 600 px one day is shown at a time, chosen with the day buttons.
 */
export function ScheduleGrid({ calendar, grid, mode, standard, pendingKey, onToggle }: ScheduleGridProps) {
  const { t } = useTranslation('teacherSchedule');
  const locale = useLocale();
  const wide = useWideScreen();
  const hintId = useId();
  const todayIndex = grid.days.findIndex((day) => day.date === calendar.today);
  const [selectedDay, setSelectedDay] = useState(Math.max(0, todayIndex));
  const [focus, setFocus] = useState({ row: 8, col: Math.max(0, todayIndex) });
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const moved = useRef(false);
  const visibleDays = wide ? grid.days.map((_, i) => i) : [selectedDay];
  const editing = mode !== 'view';

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    buttons.current.get(`${focus.row}:${focus.col}`)?.focus();
  }, [focus]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, row: number, col: number) => {
    const next = moveFocus({ row, col }, event.key, 24, 7);
    if (!next) return;
    event.preventDefault();
    if (!wide && next.col !== col) setSelectedDay(next.col);
    moved.current = true;
    setFocus(next);
  };

  const time = (hour: number) => formatHour(hour, calendar.timeFormat, locale);

  return (
    <div className="flex flex-col gap-3">
      {wide ? null : (
        <fieldset className="flex flex-wrap gap-1.5">
          <legend className="sr-only">{t('grid.chooseDay')}</legend>
          {grid.days.map((day, index) => (
            <button
              key={day.date}
              type="button"
              aria-pressed={index === selectedDay}
              onClick={() => {
                setSelectedDay(index);
                setFocus((f) => ({ ...f, col: index }));
              }}
              className={`min-h-11 rounded-lg border px-3 text-sm font-medium ${index === selectedDay ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800'}`}
            >
              {formatDay(day.date, locale)}
            </button>
          ))}
        </fieldset>
      )}
      {editing ? (
        <p id={hintId} className="text-sm text-slate-700">
          {mode === 'standard' ? t('grid.hintStandard') : t('grid.hintExact')} {t('grid.keyboardHint')}
        </p>
      ) : null}
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="w-full min-w-full table-fixed border-collapse text-sm" aria-describedby={editing ? hintId : undefined}>
          <caption className="sr-only">
            {t('grid.caption', {
              from: formatDay(calendar.startOfWeekDate, locale, 'long'),
              to: formatDay(calendar.endOfWeekDate, locale, 'long'),
              timeZone: calendar.timezone,
            })}
          </caption>
          <thead>
            <tr>
              <th scope="col" className="sticky left-0 w-20 bg-slate-50 px-2 py-2 text-left text-xs font-semibold text-slate-600">
                {t('grid.time')}
              </th>
              {visibleDays.map((index) => {
                const day = grid.days[index];
                const isToday = day.date === calendar.today;
                return (
                  <th
                    key={day.date}
                    scope="col"
                    aria-current={isToday ? 'date' : undefined}
                    className={`px-1 py-2 text-center text-xs font-semibold ${isToday ? 'bg-brand-50 text-brand-900' : 'bg-slate-50 text-slate-700'}`}
                  >
                    {formatDay(day.date, locale)}
                    {isToday ? <span className="block font-normal">{t('grid.today')}</span> : null}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {grid.rows.map((row, rowIndex) => (
              <tr key={row.hour} className="border-t border-slate-100">
                <th
                  scope="row"
                  className="sticky left-0 bg-white px-2 py-1 text-left align-top text-xs font-medium whitespace-nowrap text-slate-600"
                >
                  {time(row.hour)}
                </th>
                {visibleDays.map((col) => {
                  const cell = row.cells[col];
                  const state = cellState(cell, mode, standard);
                  const tone =
                    state.state === 'missing'
                      ? 'bg-[repeating-linear-gradient(45deg,#f1f5f9,#f1f5f9_4px,#fff_4px,#fff_8px)]'
                      : state.state === 'available'
                        ? 'bg-emerald-50'
                        : 'bg-white';
                  const label = t('grid.cellLabel', { day: formatDay(cell.date, locale, 'long'), time: time(cell.hour) });
                  return (
                    <td key={cell.date} className={`h-12 border-l border-slate-100 p-0.5 align-top ${tone}`}>
                      {editing ? (
                        <CellToggle
                          cell={cell}
                          label={label}
                          mode={mode}
                          state={state.state}
                          source={state.source}
                          next={state.next}
                          busy={pendingKey === cellKey(cell)}
                          tabbable={focus.row === rowIndex && focus.col === col}
                          register={(element) => {
                            const key = `${rowIndex}:${col}`;
                            if (element) buttons.current.set(key, element);
                            else buttons.current.delete(key);
                          }}
                          onFocus={() => setFocus({ row: rowIndex, col })}
                          onKeyDown={(event) => onKeyDown(event, rowIndex, col)}
                          onToggle={(next) => onToggle(cell, next)}
                          time={time}
                          calendar={calendar}
                        />
                      ) : (
                        <CellView cell={cell} state={state.state} source={state.source} time={time} calendar={calendar} />
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

interface CellContentProps {
  cell: GridCell;
  state: AvailabilityState | 'missing';
  source: string | null;
  time: (hour: number) => string;
  calendar: TeacherCalendar;
}

/** The availability in words (for screen readers) and a mark for sighted users; colour is never the only signal. */
function AvailabilityMark({ state, source, mode }: { state: AvailabilityState | 'missing'; source: string | null; mode: GridMode }) {
  const { t } = useTranslation('teacherSchedule');
  if (state === 'missing') {
    return (
      <span className="block text-center text-[11px] leading-tight text-slate-600" title={t('grid.skippedHour')}>
        <span aria-hidden="true">–</span>
        <span className="sr-only">{t('grid.skippedHour')}</span>
      </span>
    );
  }
  const exact = mode !== 'standard' && source === 'exact';
  return (
    <span className="flex items-center gap-1 text-[11px] leading-tight">
      {state === 'available' ? (
        <span aria-hidden="true" className="font-bold text-emerald-800">
          ✓
        </span>
      ) : null}
      <span className={state === 'available' ? 'sr-only smw:not-sr-only smw:text-emerald-900' : 'sr-only'}>
        {t(`availability.${state}`)}
      </span>
      {exact ? (
        <span className="rounded bg-slate-700 px-1 text-[10px] font-semibold text-white" title={t('grid.exactMark')}>
          <span aria-hidden="true">1×</span>
          <span className="sr-only">{t('grid.exactMark')}</span>
        </span>
      ) : null}
    </span>
  );
}

function slotTime(cell: GridCell, index: number, props: Pick<CellContentProps, 'time' | 'calendar'>, locale: ReturnType<typeof useLocale>) {
  const base = props.time(cell.hour);
  // The autumn night has this hour twice: tell them apart by the zone's name (CEST, CET).
  return cell.slots.length > 1 ? `${base} ${zoneAbbreviation(cell.slots[index].startDate, props.calendar.timezone, locale)}` : base;
}

function CellView({ cell, state, source, time, calendar }: CellContentProps) {
  const locale = useLocale();
  return (
    <div className="flex min-h-11 flex-col gap-0.5 p-0.5">
      <AvailabilityMark state={state} source={source} mode="view" />
      {cell.slots.map((slot, index) =>
        slot.events.map((event) => (
          <EventChip key={event.classUniqId} event={event} time={slotTime(cell, index, { time, calendar }, locale)} />
        )),
      )}
    </div>
  );
}

interface CellToggleProps extends CellContentProps {
  label: string;
  mode: GridMode;
  next: AvailabilityState | null;
  busy: boolean;
  tabbable: boolean;
  register: (element: HTMLButtonElement | null) => void;
  onFocus: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onToggle: (next: AvailabilityState) => void;
}

function CellToggle({
  cell,
  label,
  mode,
  state,
  source,
  next,
  busy,
  tabbable,
  register,
  onFocus,
  onKeyDown,
  onToggle,
  time,
  calendar,
}: CellToggleProps) {
  const locale = useLocale();
  const disabled = next === null;
  return (
    <button
      ref={register}
      type="button"
      tabIndex={tabbable ? 0 : -1}
      aria-pressed={state === 'available'}
      aria-disabled={disabled || undefined}
      aria-busy={busy || undefined}
      aria-label={label}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
      onClick={() => {
        if (!disabled && !busy) onToggle(next);
      }}
      className={`flex min-h-11 w-full flex-col gap-0.5 rounded p-0.5 text-left outline-offset-1 focus-visible:outline-2 focus-visible:outline-brand-700 ${disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:ring-2 hover:ring-brand-300'}`}
    >
      {busy ? <Spinner size="sm" decorative /> : <AvailabilityMark state={state} source={source} mode={mode} />}
      {mode === 'exact'
        ? cell.slots.map((slot, index) =>
            slot.events.map((event) => (
              <EventChip key={event.classUniqId} event={event} time={slotTime(cell, index, { time, calendar }, locale)} isStatic />
            )),
          )
        : null}
    </button>
  );
}
