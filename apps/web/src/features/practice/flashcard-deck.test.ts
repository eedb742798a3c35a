import { describe, expect, it } from 'vitest';
import { deckCounts, deckReducer, isFinished, startDeck } from './flashcard-deck.ts';

const cards = [
  { id: 'a', status: 'new' as const },
  { id: 'b', status: 'known' as const },
  { id: 'c', status: 'not_yet' as const },
];

describe('flashcard deck', () => {
  it('starts on the first card, front up, with the saved statuses counted', () => {
    const deck = startDeck(cards);
    expect(deck).toMatchObject({ index: 0, flipped: false });
    expect(deckCounts(deck)).toEqual({ position: 1, roundSize: 3, known: 1, notYet: 1, total: 3 });
  });

  it('flips back and forth, and marking moves on front up', () => {
    let deck = deckReducer(startDeck(cards), { type: 'flip' });
    expect(deck.flipped).toBe(true);
    deck = deckReducer(deck, { type: 'mark', id: 'a', status: 'known' });
    expect(deck).toMatchObject({ index: 1, flipped: false });
    expect(deckCounts(deck).known).toBe(2);
  });

  it('ignores a mark for a card that is not the one shown (a double key press)', () => {
    const deck = deckReducer(startDeck(cards), { type: 'mark', id: 'a', status: 'known' });
    expect(deckReducer(deck, { type: 'mark', id: 'a', status: 'not_yet' })).toBe(deck);
  });

  it('finishes after the last card, then replays only the not-yet cards', () => {
    let deck = startDeck(cards);
    deck = deckReducer(deck, { type: 'mark', id: 'a', status: 'not_yet' });
    deck = deckReducer(deck, { type: 'mark', id: 'b', status: 'known' });
    deck = deckReducer(deck, { type: 'mark', id: 'c', status: 'known' });
    expect(isFinished(deck)).toBe(true);
    expect(deckReducer(deck, { type: 'flip' })).toBe(deck);
    deck = deckReducer(deck, { type: 'again' });
    expect(deck.round).toEqual(['a']);
    expect(isFinished(deck)).toBe(false);
    deck = deckReducer(deck, { type: 'mark', id: 'a', status: 'known' });
    expect(deckReducer(deck, { type: 'again' })).toBe(deck);
    expect(deckCounts(deck)).toMatchObject({ known: 3, notYet: 0 });
  });

  it('puts a card back to its old status when the server refused the mark', () => {
    let deck = deckReducer(startDeck(cards), { type: 'mark', id: 'a', status: 'known' });
    deck = deckReducer(deck, { type: 'revert', id: 'a', status: 'new' });
    expect(deck.statuses.a).toBe('new');
  });
});
