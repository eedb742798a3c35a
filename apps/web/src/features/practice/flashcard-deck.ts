import type { FlashcardStatus } from '@parla/contracts';

/** One round of flip cards: the cards' order, the one shown, its side, and each card's status. */
export interface DeckState {
  round: string[];
  index: number;
  flipped: boolean;
  statuses: Record<string, FlashcardStatus>;
}

export type DeckAction =
  | { type: 'flip' }
  | { type: 'mark'; id: string; status: Exclude<FlashcardStatus, 'new'> }
  /** The server refused a mark: the card goes back to what it was. */
  | { type: 'revert'; id: string; status: FlashcardStatus }
  | { type: 'again' };

export function startDeck(cards: readonly { id: string; status: FlashcardStatus }[]): DeckState {
  return {
    round: cards.map((c) => c.id),
    index: 0,
    flipped: false,
    statuses: Object.fromEntries(cards.map((c) => [c.id, c.status])),
  };
}

/** Marking moves to the next card, front side up; "again" replays only the not-yet cards. */
export function deckReducer(state: DeckState, action: DeckAction): DeckState {
  switch (action.type) {
    case 'flip':
      return isFinished(state) ? state : { ...state, flipped: !state.flipped };
    case 'mark':
      if (state.round[state.index] !== action.id) return state;
      return { ...state, index: state.index + 1, flipped: false, statuses: { ...state.statuses, [action.id]: action.status } };
    case 'revert':
      return { ...state, statuses: { ...state.statuses, [action.id]: action.status } };
    case 'again': {
      const notYet = state.round.filter((id) => state.statuses[id] === 'not_yet');
      return notYet.length === 0 ? state : { ...state, round: notYet, index: 0, flipped: false };
    }
  }
}

export const isFinished = (state: DeckState) => state.index >= state.round.length;

/** The counts the page shows: known and not-yet across the whole unit, and where the round is. */
export function deckCounts(state: DeckState) {
  const all = Object.values(state.statuses);
  return {
    position: Math.min(state.index + 1, state.round.length),
    roundSize: state.round.length,
    known: all.filter((s) => s === 'known').length,
    notYet: all.filter((s) => s === 'not_yet').length,
    total: all.length,
  };
}
