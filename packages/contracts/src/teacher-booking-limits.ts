// The teacher's booking limits (000 §5): plain numbers, no zod, so the web's eager chunks can read them.

/** 000 §5: a penalty appeal needs a reason of at least 50 characters (spaces around it do not count). */
export const MIN_APPEAL_REASON_LENGTH = 50;
/** Long enough for a real explanation, short enough to keep one appeal one screen. */
export const MAX_APPEAL_REASON_LENGTH = 2000;
/** An explanation of a cancellation: under 3 hours before the class it needs at least 10 characters. */
export const MIN_CANCEL_EXPLANATION_LENGTH = 10;
export const MAX_CANCEL_EXPLANATION_LENGTH = 2000;
