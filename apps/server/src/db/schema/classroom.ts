// Tables of the live classroom: join tokens, signalling WebSocket, waiting room, chat, presentation, review.
export {};
