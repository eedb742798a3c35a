import type { FieldErrors } from './validation-errors.ts';

/**
 * The Standard Schema interface (standardschema.dev) that zod 4 implements: the form reads a
 * contract schema through it, so this file needs no zod and the web's first load stays small.
 */
export interface InputSchema {
  readonly '~standard': {
    validate(value: unknown): StandardResult | Promise<StandardResult>;
  };
}
type PathSegment = PropertyKey | { readonly key: PropertyKey };
type StandardResult =
  | { readonly value: unknown; readonly issues?: undefined }
  | { readonly issues: readonly { readonly message: string; readonly path?: readonly PathSegment[] }[] };

/**
 * A contract schema loaded on demand (`() => import('./x-schemas.ts').then((m) => m.xInput)`):
 * zod comes with it, after the page has loaded, never in an area's first load (decision 030).
 */
export type SchemaLoader = () => Promise<InputSchema>;

/** Runs the schema; issues become field -> messages, keyed by the dotted path ("languages.0.fluency"). */
export async function schemaErrors(schema: InputSchema, input: unknown): Promise<FieldErrors> {
  const result = await schema['~standard'].validate(input);
  const errors: FieldErrors = {};
  for (const issue of result.issues ?? []) {
    const field = (issue.path ?? []).map((segment) => String(typeof segment === 'object' ? segment.key : segment)).join('.');
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
}
