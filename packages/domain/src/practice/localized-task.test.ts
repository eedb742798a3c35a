import { describe, expect, it } from 'vitest';
import type { PracticeTask } from './check-answer.ts';
import { isAnswerCorrectInAnyWords, localizedTask } from './localized-task.ts';

const choice = {
  type: 'multiple_choice',
  prompt: '"Se alquila" means ...',
  options: ['to let', 'for sale', 'sold'],
  answer: 0,
} satisfies PracticeTask;
const gap = {
  type: 'fill_gap',
  prompt: '¿Podemos quedar para una ___ el jueves? (viewing)',
  answers: ['visita'],
  hint: '(the visit)',
} satisfies PracticeTask;
const order = { type: 'order_words', prompt: 'Put the words in order.', words: ['¿Está', 'libre', 'el', 'piso?'] } satisfies PracticeTask;
const pairs = {
  type: 'match_pairs',
  prompt: 'Match.',
  pairs: [
    ['el alquiler', 'rent'],
    ['la fianza', 'deposit'],
    ['el ascensor', 'lift'],
  ],
} satisfies PracticeTask;

describe('localizedTask', () => {
  it('puts the reader’s prompt, options, pair sides and hint in place of the written ones', () => {
    expect(localizedTask(choice, { prompt: '„Se alquila“ heißt …', options: ['zu vermieten', 'zu verkaufen', 'verkauft'] })).toEqual({
      ...choice,
      prompt: '„Se alquila“ heißt …',
      options: ['zu vermieten', 'zu verkaufen', 'verkauft'],
    });
    expect(localizedTask(gap, { prompt: '¿Podemos quedar para una ___ el jueves? (Besichtigung)', hint: '(der Besuch)' })).toMatchObject({
      prompt: '¿Podemos quedar para una ___ el jueves? (Besichtigung)',
      hint: '(der Besuch)',
      answers: ['visita'],
    });
    expect(localizedTask(order, { prompt: 'Ordena las palabras.' })).toEqual({ ...order, prompt: 'Ordena las palabras.' });
    expect(localizedTask(pairs, { prompt: 'Associez.', right: ['le loyer', 'la caution', "l'ascenseur"] })).toEqual({
      ...pairs,
      prompt: 'Associez.',
      pairs: [
        ['el alquiler', 'le loyer'],
        ['la fianza', 'la caution'],
        ['el ascensor', "l'ascenseur"],
      ],
    });
  });

  it('reads as written without texts, and ignores parts that no longer fit the task', () => {
    expect(localizedTask(choice, undefined)).toBe(choice);
    expect(localizedTask(choice, { options: ['zu vermieten', 'verkauft'] })).toMatchObject({ options: choice.options });
    expect(localizedTask(pairs, { right: ['le loyer'] })).toMatchObject({ pairs: pairs.pairs });
    const leftOnly = localizedTask(pairs, { left: ['der Mietpreis', 'die Kaution', 'der Aufzug'] });
    expect(leftOnly.type === 'match_pairs' && leftOnly.pairs[1]).toEqual(['die Kaution', 'deposit']);
    expect(localizedTask(gap, { prompt: 'Une visite jeudi ?' }).prompt).toBe(gap.prompt);
  });
});

describe('isAnswerCorrectInAnyWords', () => {
  const fr = { right: ['le loyer', 'la caution', "l'ascenseur"] };
  const de = { right: ['die Miete', 'die Kaution', 'der Aufzug'] };
  it('takes the pairs in the written words or in any display language’s', () => {
    const inFrench: [string, string][] = [
      ['la fianza', 'la caution'],
      ['el alquiler', 'le loyer'],
      ['el ascensor', "l'ascenseur"],
    ];
    expect(isAnswerCorrectInAnyWords(pairs, [fr, de], { pairs: inFrench })).toBe(true);
    expect(isAnswerCorrectInAnyWords(pairs, [fr, de], { pairs: pairs.pairs })).toBe(true);
    expect(isAnswerCorrectInAnyWords(pairs, [], { pairs: inFrench })).toBe(false);
  });
  it('refuses wrong pairs in every language, and a mix of two languages', () => {
    const swapped: [string, string][] = [
      ['el alquiler', 'la caution'],
      ['la fianza', 'le loyer'],
      ['el ascensor', "l'ascenseur"],
    ];
    const mixed: [string, string][] = [
      ['el alquiler', 'le loyer'],
      ['la fianza', 'die Kaution'],
      ['el ascensor', 'lift'],
    ];
    expect(isAnswerCorrectInAnyWords(pairs, [fr, de], { pairs: swapped })).toBe(false);
    expect(isAnswerCorrectInAnyWords(pairs, [fr, de], { pairs: mixed })).toBe(false);
  });
  it('keeps multiple choice by index whatever the options read', () => {
    expect(isAnswerCorrectInAnyWords(choice, [{ options: ['zu vermieten', 'zu verkaufen', 'verkauft'] }], { choice: 0 })).toBe(true);
    expect(isAnswerCorrectInAnyWords(choice, [{ options: ['zu vermieten', 'zu verkaufen', 'verkauft'] }], { choice: 1 })).toBe(false);
  });
});
