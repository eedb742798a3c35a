import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  SchemaMetaFieldDef,
  type SelectionSetNode,
  TypeMetaFieldDef,
  valueFromAST,
} from 'graphql';
import { GRAPHQL_LIMITS } from './limits.ts';

/** Argument names that size a list; their value (literal, variable or default) multiplies the subtree. */
const LIST_SIZE_ARGS = new Set(['limit', 'first', 'last', 'count', 'take', 'pageSize']);

/** Lists without a size argument whose usual length is far from the default guess. */
const LIST_SIZE_HINTS: Record<string, number> = {
  'BookingResults.options': 100, // up to 14 days of options: new round hours plus existing classes
  'TeacherCalendar.timeSlots': 168, // one slot per hour of the week
  'TeacherTimeSlot.events': 1,
};
const DEFAULT_LIST_SIZE = 10;

type Variables = Record<string, unknown> | null | undefined;

function fieldDefinition(
  parent: GraphQLNamedType | undefined,
  name: string,
  schema: GraphQLSchema,
): GraphQLField<unknown, unknown> | undefined {
  if (name === '__schema' && parent === schema.getQueryType()) return SchemaMetaFieldDef;
  if (name === '__type' && parent === schema.getQueryType()) return TypeMetaFieldDef;
  if (parent && (isObjectType(parent) || isInterfaceType(parent))) return parent.getFields()[name];
  return undefined;
}

/** The size a list field will have: its size argument clamped to listMax (as the resolvers clamp), else a hint. */
function listSize(
  node: FieldNode,
  parent: GraphQLNamedType | undefined,
  field: GraphQLField<unknown, unknown>,
  variables: Variables,
): number {
  for (const argument of field.args) {
    if (!LIST_SIZE_ARGS.has(argument.name)) continue;
    const given = node.arguments?.find((a) => a.name.value === argument.name);
    const value = (given ? valueFromAST(given.value, argument.type, variables ?? undefined) : undefined) ?? argument.defaultValue;
    const size = typeof value === 'number' && Number.isFinite(value) ? value : GRAPHQL_LIMITS.listMax;
    return Math.min(Math.max(size, 0), GRAPHQL_LIMITS.listMax);
  }
  return LIST_SIZE_HINTS[`${parent?.name}.${field.name}`] ?? DEFAULT_LIST_SIZE;
}

/**
 * The estimated number of fields an operation resolves: each field costs 1 and a list
 * multiplies its subtree by its size, read from literals AND variables. Each fragment is
 * costed once (memoised), so fragment-spread bombs cost linear time to estimate.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Variables,
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const memo = new Map<string, number>();
  const visiting = new Set<string>();

  const costOf = (set: SelectionSetNode | undefined, parent: GraphQLNamedType | undefined): number => {
    let total = 0;
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        const field = fieldDefinition(parent, selection.name.value, schema);
        const type = field ? getNamedType(field.type) : undefined;
        const size = field && isListType(getNullableType(field.type)) ? listSize(selection, parent, field, variables) : 1;
        total += 1 + size * costOf(selection.selectionSet, type);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        total += costOf(selection.selectionSet, type ?? undefined);
      } else {
        const name = selection.name.value;
        if (visiting.has(name)) return Number.POSITIVE_INFINITY;
        let cost = memo.get(name);
        if (cost === undefined) {
          const fragment = fragments.get(name);
          visiting.add(name);
          cost = fragment ? costOf(fragment.selectionSet, schema.getType(fragment.typeCondition.name.value) ?? undefined) : 0;
          visiting.delete(name);
          memo.set(name, cost);
        }
        total += cost;
      }
    }
    return total;
  };

  const root =
    operation.operation === 'mutation'
      ? schema.getMutationType()
      : operation.operation === 'subscription'
        ? schema.getSubscriptionType()
        : schema.getQueryType();
  return costOf(operation.selectionSet, root ?? undefined);
}
