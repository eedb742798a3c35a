import { describe, expect, it } from 'vitest';
import { loadPracticeFiles } from './practice-files.ts';

describe('practice content files', () => {
  it('are all valid, name their lesson, and have answers in range', () => {
    expect(() => loadPracticeFiles()).not.toThrow();
  });
});
