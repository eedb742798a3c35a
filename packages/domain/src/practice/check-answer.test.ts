import { describe, expect, it } from 'vitest';
import { type PracticeTask, answerFitsTask, correctAnswerOf, isAnswerCorrect } from './check-answer.ts';
import { taskPrompt } from './task-view.ts';

const choice: PracticeTask = { type: 'multiple_choice', prompt: 'Wie heißt du?', options: ['Ich heiße Anna.', 'Ich bin 30.'], answer: 0 };
const gap: PracticeTask = { type: 'fill_gap', prompt: 'Ich ___ aus Berlin.', answers: ['komme', 'bin'], hint: '(kommen)' };
const order: PracticeTask = { type: 'order_words', prompt: 'Put the words in order.', words: ['Ich', 'wohne', 'in', 'Köln'] };
const pairs: PracticeTask = {
  type: 'match_pairs',
  prompt: 'Match the words.',
  pairs: [
    ['der Bahnhof', 'the station'],
    ['die Straße', 'the street'],
    ['das Haus', 'the house'],
  ],
};

describe('isAnswerCorrect', () => {
  it('multiple choice by index', () => {
    expect(isAnswerCorrect(choice, { choice: 0 })).toBe(true);
    expect(isAnswerCorrect(choice, { choice: 1 })).toBe(false);
    expect(isAnswerCorrect(choice, {})).toBe(false);
  });
  it('fill the gap: any accepted answer, trimmed, case- and accent-sensitive', () => {
    expect(isAnswerCorrect(gap, { text: '  komme ' })).toBe(true);
    expect(isAnswerCorrect(gap, { text: 'bin' })).toBe(true);
    expect(isAnswerCorrect(gap, { text: 'Komme' })).toBe(false);
    expect(isAnswerCorrect({ ...gap, answers: ["l'école"] }, { text: 'l’école' })).toBe(true);
    expect(isAnswerCorrect({ ...gap, answers: ['Straße'] }, { text: 'Strasse' })).toBe(false);
  });
  it('order the words: the key order exactly', () => {
    expect(isAnswerCorrect(order, { words: ['Ich', 'wohne', 'in', 'Köln'] })).toBe(true);
    expect(isAnswerCorrect(order, { words: ['In', 'Köln', 'wohne', 'ich'] })).toBe(false);
    expect(isAnswerCorrect(order, { words: ['Ich', 'wohne', 'in'] })).toBe(false);
  });
  it('match pairs: the same set in any order, every pair', () => {
    expect(isAnswerCorrect(pairs, { pairs: [...pairs.pairs].reverse() })).toBe(true);
    expect(
      isAnswerCorrect(pairs, {
        pairs: [
          ['der Bahnhof', 'the street'],
          ['die Straße', 'the station'],
          ['das Haus', 'the house'],
        ],
      }),
    ).toBe(false);
    expect(isAnswerCorrect(pairs, { pairs: [pairs.pairs[0], pairs.pairs[0], pairs.pairs[1]] })).toBe(false);
  });
});

describe('correctAnswerOf and answerFitsTask', () => {
  it('gives the canonical answer, which is correct', () => {
    for (const task of [choice, gap, order, pairs]) expect(isAnswerCorrect(task, correctAnswerOf(task))).toBe(true);
  });
  it('knows which field each type reads', () => {
    expect(answerFitsTask('fill_gap', { choice: 1 })).toBe(false);
    expect(answerFitsTask('match_pairs', { pairs: [] })).toBe(true);
  });
});

describe('taskPrompt', () => {
  it('never carries the key, and shuffles words the same way for the same seed', () => {
    const view = taskPrompt(order, 'seed-1');
    expect(JSON.stringify(taskPrompt(choice, 's'))).not.toContain('"answer"');
    expect(view.words).not.toEqual(order.words);
    expect([...(view.words ?? [])].sort()).toEqual([...order.words].sort());
    expect(taskPrompt(order, 'seed-1')).toEqual(view);
    expect(JSON.stringify(taskPrompt(gap, 's'))).not.toContain('"bin"');
    const match = taskPrompt(pairs, 'x');
    expect(match.left).toEqual(['der Bahnhof', 'die Straße', 'das Haus']);
    expect(match.right).not.toEqual(['the station', 'the street', 'the house']);
  });
});
