/**
 * A per-client cost budget over a rolling minute (requests x cost): each request spends its
 * estimated cost plus one. The window slides by weighting the previous minute's spend by the
 * part of it still inside the last 60 s (two counters per client, constant memory).
 *
 * Per node and in memory: with N nodes behind a balancer a client gets at most N budgets,
 * which still bounds the load each node takes (decision 023).
 */
export class CostBudget {
  private readonly windows = new Map<string, { minute: number; current: number; previous: number }>();
  private spendsSinceSweep = 0;

  constructor(
    private readonly perMinute: number,
    private readonly windowMs = 60_000,
  ) {}

  /** Spends `cost` for `key` at `nowMs`; false (and nothing spent) when it would exceed the budget. */
  trySpend(key: string, cost: number, nowMs: number): { allowed: boolean; retryAfterSeconds: number } {
    const minute = Math.floor(nowMs / this.windowMs);
    let window = this.windows.get(key);
    if (!window || window.minute < minute - 1) window = { minute, current: 0, previous: 0 };
    else if (window.minute === minute - 1) window = { minute, current: 0, previous: window.current };
    const elapsed = (nowMs % this.windowMs) / this.windowMs;
    const spent = window.previous * (1 - elapsed) + window.current;
    this.windows.set(key, window);
    this.sweep(minute);
    if (spent + cost > this.perMinute) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((this.windowMs - (nowMs % this.windowMs)) / 1000)) };
    }
    window.current += cost;
    return { allowed: true, retryAfterSeconds: 0 };
  }

  /** Forgets clients idle for two windows, so rotating keys cannot grow the map without end. */
  private sweep(minute: number) {
    if (++this.spendsSinceSweep < 1_000) return;
    this.spendsSinceSweep = 0;
    for (const [key, window] of this.windows) if (window.minute < minute - 1) this.windows.delete(key);
  }
}
