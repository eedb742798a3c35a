import { LIST_LIMIT_MAX } from '../../graphql/list-limit.ts';
import { type DocumentNode, type FragmentDefinitionNode, Kind, type SelectionSetNode } from 'graphql';

/**
 * Every limit of the GraphQL edge in one place (decision 023 gives the measurements).
 * The booking page's real query costs ~1,600 and a teacher's week calendar ~3,000.
 */
export const GRAPHQL_LIMITS = {
  /** Bytes of a POST body on /graphql; the largest document of the web app is ~1 KB. */
  bodyBytes: 64 * 1024,
  /** Lexer tokens of a document: parsing stops here, in time linear in the size (the largest web document has 284). */
  tokens: 1_500,
  depth: 12,
  aliases: 30,
  /** Fields written in one document (fragments counted once); the largest web document has 208. */
  fields: 500,
  /** Estimated fields resolved by one operation (see cost.ts). */
  cost: 10_000,
  /** Largest page a list argument (`limit`, `first`, ...) may ask for; resolvers clamp to it too. */
  listMax: LIST_LIMIT_MAX,
  /** Cost units one user (or one anonymous client IP) may spend per rolling minute (the default of GRAPHQL_BUDGET_PER_MINUTE). */
  budgetPerMinute: 150_000,
  /** Parsed and compiled documents kept by Mercurius (only documents that passed every check). */
  documentCache: 256,
  /** Hashes of documents known to be valid, so they are validated once. */
  knownDocuments: 5_000,
} as const;

/** Fields and aliases written in the document (each fragment once): linear, before validation runs. */
export function documentShape(document: DocumentNode): { fields: number; aliases: number } {
  let fields = 0;
  let aliases = 0;
  const walk = (set: SelectionSetNode | undefined) => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        fields++;
        if (selection.alias) aliases++;
      }
      if (selection.kind !== Kind.FRAGMENT_SPREAD) walk(selection.selectionSet);
    }
  };
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION || definition.kind === Kind.FRAGMENT_DEFINITION) walk(definition.selectionSet);
  }
  return { fields, aliases };
}

/**
 * The deepest field nesting of any operation, fragments expanded. Each fragment's depth is
 * computed once (memoised), so exponential spread patterns cost linear time; a cycle counts
 * as infinitely deep.
 */
export function documentDepth(document: DocumentNode): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const memo = new Map<string, number>();
  const visiting = new Set<string>();
  const depthOf = (set: SelectionSetNode | undefined): number => {
    let deepest = 0;
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        deepest = Math.max(deepest, 1 + depthOf(selection.selectionSet));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        deepest = Math.max(deepest, depthOf(selection.selectionSet));
      } else {
        const name = selection.name.value;
        if (visiting.has(name)) return Number.POSITIVE_INFINITY;
        let depth = memo.get(name);
        if (depth === undefined) {
          visiting.add(name);
          depth = depthOf(fragments.get(name)?.selectionSet);
          visiting.delete(name);
          memo.set(name, depth);
        }
        deepest = Math.max(deepest, depth);
      }
    }
    return deepest;
  };
  let deepest = 0;
  for (const d of document.definitions) if (d.kind === Kind.OPERATION_DEFINITION) deepest = Math.max(deepest, depthOf(d.selectionSet));
  return deepest;
}
