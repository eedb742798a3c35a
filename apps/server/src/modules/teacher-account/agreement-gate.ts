import { DomainError } from '@parla/domain';
import type { FastifyInstance } from 'fastify';
import {
  type DocumentNode,
  type GraphQLField,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { GraphQLContext } from '../../graphql/builder.ts';
import { pendingTeacherAgreements } from './agreements.service.ts';

/**
 * Mutations a teacher may run while agreements are pending: answering them, and keeping the
 * account itself up to date. Everything else a teacher does (commit to classes, logs, availability,
 * pause, appeals...) waits until the current required agreements are accepted.
 */
export const MUTATIONS_OPEN_BEHIND_THE_GATE = new Set([
  'decideTeacherAgreement',
  'updateTeacherAccount',
  'removeAccountPhoto',
  'updateTeacherProfile',
  'updateTeacherLanguages',
  'updateTeacherPreferences',
  'updateTeacherNotifications',
  'requestPayoutDetailsCode',
  'updatePayoutDetails',
  'removeTeacherCertificate',
  // The account's phone for SMS and WhatsApp reminders (decision 109): upkeep like the phone number itself.
  'sendPhoneVerificationCode',
  'verifyPhoneNumber',
  'updatePhoneReminders',
  // Onboarding (issue 16): the agreements are one of its steps, so its own answers come before them.
  'saveTeacherOnboardingProfile',
  'decideTeacherOnboardingCalendar',
  // It checks the agreements itself, and names every step still open rather than only them.
  'completeTeacherOnboarding',
]);

function selectedOperation(document: DocumentNode, operationName: string | undefined): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return operationName ? operations.find((o) => o.name?.value === operationName) : operations[0];
}

/** Top-level field names of a selection set, through inline fragments and fragment spreads. */
function rootFieldNames(selectionSet: SelectionSetNode, document: DocumentNode, depth = 0): string[] {
  if (depth > 5) return [];
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection.name.value];
    if (selection.kind === Kind.INLINE_FRAGMENT) return rootFieldNames(selection.selectionSet, document, depth + 1);
    const fragment = document.definitions.find((d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === selection.name.value);
    return fragment && fragment.kind === Kind.FRAGMENT_DEFINITION ? rootFieldNames(fragment.selectionSet, document, depth + 1) : [];
  });
}

/** A field that Pothos scope-auth reserves for teachers (`authScopes: { teacher: true }`). */
function isTeacherField(field: GraphQLField<unknown, unknown> | undefined): boolean {
  const options = field?.extensions?.pothosOptions as { authScopes?: unknown } | undefined;
  const scopes = options?.authScopes;
  return typeof scopes === 'object' && scopes !== null && (scopes as Record<string, unknown>).teacher === true;
}

/** Names of the mutations the gate holds back, for tests and the decision record. */
export function gatedMutationNames(schema: GraphQLSchema): string[] {
  const fields = schema.getMutationType()?.getFields() ?? {};
  return Object.keys(fields)
    .filter((name) => isTeacherField(fields[name]) && !MUTATIONS_OPEN_BEHIND_THE_GATE.has(name))
    .sort();
}

/**
 * The server side of the agreement gate (decision 015): before a teacher-only mutation runs, the
 * teacher must have accepted the current version of every required agreement (and answered the
 * consents). The web app sends them to terms/{agreementId} first; this makes the rule hold for
 * every client. Reads one small query, only for teacher mutations.
 */
export function registerAgreementGate(app: FastifyInstance): void {
  app.graphql.addHook('preExecution', async (schema, document, context) => {
    const ctx = context as unknown as GraphQLContext;
    if (!ctx.auth?.roles.includes('teacher')) return;
    const body = ctx.request?.body as { operationName?: string } | undefined;
    const operation = selectedOperation(document, body?.operationName ?? undefined);
    if (operation?.operation !== 'mutation') return;
    const fields = schema.getMutationType()?.getFields() ?? {};
    const gated = rootFieldNames(operation.selectionSet, document).some(
      (name) => isTeacherField(fields[name]) && !MUTATIONS_OPEN_BEHIND_THE_GATE.has(name),
    );
    if (!gated) return;
    const pending = await pendingTeacherAgreements(ctx.app.db, ctx.auth.userId, ctx.app.clock.now());
    if (pending.length > 0) {
      // A GraphQL answer like every domain error (HTTP 200): a 403 would make the web app end the session.
      throw new DomainError('agreement_acceptance_required', undefined, { agreementIds: pending.map((a) => a.id) });
    }
  });
}
