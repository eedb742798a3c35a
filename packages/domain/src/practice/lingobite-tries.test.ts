import { describe, expect, it } from 'vitest';
import { answerLingobiteTask, lingobiteScore, lingobiteTaskOpen } from './lingobite-tries.ts';

describe('answerLingobiteTask (3 tries, then the answer is shown)', () => {
  it('finishes on a right answer without showing it', () => {
    expect(answerLingobiteTask(null, true)).toEqual({ tries: 1, solved: true, finished: true, revealAnswer: false });
  });
  it('keeps the task open after one and two wrong answers, shows the answer after the third', () => {
    const first = answerLingobiteTask(null, false);
    expect(first).toMatchObject({ tries: 1, finished: false, revealAnswer: false });
    const second = answerLingobiteTask(first, false);
    expect(second).toMatchObject({ tries: 2, finished: false });
    expect(lingobiteTaskOpen(second)).toBe(true);
    const third = answerLingobiteTask(second, false);
    expect(third).toMatchObject({ tries: 3, solved: false, finished: true, revealAnswer: true });
    expect(lingobiteTaskOpen(third)).toBe(false);
  });
});

describe('lingobiteScore', () => {
  it('is null while a task is open', () => {
    expect(lingobiteScore([{ tries: 1, solved: true }, null])).toBeNull();
    expect(lingobiteScore([])).toBeNull();
  });
  it('weighs first tries fully, second half, third a quarter, failures nothing', () => {
    expect(
      lingobiteScore([
        { tries: 1, solved: true },
        { tries: 2, solved: true },
        { tries: 3, solved: true },
        { tries: 3, solved: false },
      ]),
    ).toBe(44);
    expect(lingobiteScore([{ tries: 1, solved: true }])).toBe(100);
  });
});
