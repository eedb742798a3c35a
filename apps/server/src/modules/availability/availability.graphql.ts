// GraphQL types and fields of the teacher schedule, standard and exact availability, teaching-hour requests.
// Registered on the shared builder on import (graphql/schema.ts imports this file).
export {};
