import { describe, expect, it } from 'vitest';
import { CLASS_WORD_LIMITS, parseClassWordLine, parseClassWords } from './class-words.ts';

describe('parseClassWordLine ("word - meaning", one per line)', () => {
  it('reads the plain format', () => {
    expect(parseClassWordLine('die Haltestelle - the bus stop')).toEqual({
      term: 'die Haltestelle',
      meaning: 'the bus stop',
      key: 'die haltestelle',
    });
  });
  it('forgives bullets, numbers, dashes, "=", tabs and extra spaces', () => {
    expect(parseClassWordLine('- umsteigen – to change trains')?.term).toBe('umsteigen');
    expect(parseClassWordLine('* la fermata—the stop')).toMatchObject({ term: 'la fermata', meaning: 'the stop' });
    expect(parseClassWordLine('2. el andén = the platform')).toMatchObject({ term: 'el andén', meaning: 'the platform' });
    expect(parseClassWordLine('•   der   Fahrplan\tthe timetable  ')).toMatchObject({ term: 'der Fahrplan', meaning: 'the timetable' });
  });
  it('keeps hyphens inside words', () => {
    expect(parseClassWordLine('well-known - bekannt')).toMatchObject({ term: 'well-known', meaning: 'bekannt' });
    expect(parseClassWordLine('E-Mail')).toBeNull();
  });
  it('ignores prose: no separator, an empty side, or a sentence as the word', () => {
    expect(parseClassWordLine('We practised the past tense.')).toBeNull();
    expect(parseClassWordLine('- ')).toBeNull();
    expect(parseClassWordLine('der Bahnhof - ')).toBeNull();
    expect(parseClassWordLine('Anna was tired after work today so - we did less')).toBeNull();
    expect(parseClassWordLine('https://example.com/a-b')).toBeNull();
  });
});

describe('parseClassWords', () => {
  it('takes the words of notes and resources in order, each once (case-insensitive)', () => {
    const words = parseClassWords('Good class.\nder Zug - the train\nDer Zug - train', 'Slides: unit 3\numsteigen - to change trains');
    expect(words.map((w) => [w.term, w.meaning])).toEqual([
      ['der Zug', 'the train'],
      ['umsteigen', 'to change trains'],
    ]);
  });
  it('stops at the limit and accepts empty texts', () => {
    const many = Array.from({ length: 60 }, (_, i) => `word${i} - meaning ${i}`).join('\n');
    expect(parseClassWords(many)).toHaveLength(CLASS_WORD_LIMITS.words);
    expect(parseClassWords(null, undefined, '')).toEqual([]);
  });
});
