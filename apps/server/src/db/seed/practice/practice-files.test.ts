import { describe, expect, it } from 'vitest';
import { loadPracticeFiles, untranslatedTexts } from './practice-files.ts';

describe('practice content files', () => {
  it('are all valid, name their lesson, and have answers in range', () => {
    expect(() => loadPracticeFiles()).not.toThrow();
  });

  it('give every word, sentence and grammar example in all five display languages (decision 117)', () => {
    expect(untranslatedTexts(loadPracticeFiles())).toEqual([]);
  });
});
