import {
  FEATURE_FLAG_ENVIRONMENTS,
  type FeatureFlagEnvironment,
  type FeatureFlagRuleKind,
  KNOWN_FEATURE_FLAGS,
  featureFlagInput,
} from '@parla/contracts';
import { type FlagSubject, isFlagOn } from '@parla/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { featureFlags } from '../../db/schema/index.ts';
import { parseInput } from '../../lib/validation.ts';
import { auditing, noteForAudit } from '../audit/audit-context.ts';
import type { FlagTable, StoredFlag } from './flag-cache.ts';

export type { FlagSubject } from '@parla/domain';

/** A student, as the services that hold only their id see them. */
export function studentSubject(studentId: string): FlagSubject {
  return { userId: studentId, anonymousId: null, roles: ['student'] };
}

function storedOf(row: typeof featureFlags.$inferSelect): StoredFlag {
  return { key: row.key, rule: row.rule as FeatureFlagRuleKind, percentage: row.percentage, userIds: row.userIds, role: row.role };
}

async function loadTable(db: Db | Tx, environment: string): Promise<FlagTable> {
  const rows = await db.select().from(featureFlags).where(eq(featureFlags.environment, environment));
  return new Map(rows.map((row) => [row.key, storedOf(row)]));
}

/**
 * `db`: a caller inside a transaction passes it, so a cold cache loads through that transaction
 * (PGlite has one connection: a second one would wait for the transaction forever).
 */
function flagTable(app: FastifyInstance, db: Db | Tx = app.db): Promise<FlagTable> {
  return app.flagCache.rows(() => loadTable(db, app.config.flagEnvironment));
}

function decide(table: FlagTable, key: string, subject: FlagSubject): boolean {
  const stored = table.get(key);
  if (!stored) return KNOWN_FEATURE_FLAGS[key]?.enabledByDefault ?? false;
  return isFlagOn(key, stored, subject);
}

/** Whether a flag is on for a subject in this deployment's environment; unknown flags are off. */
export async function isFlagEnabled(app: FastifyInstance, key: string, subject: FlagSubject, db: Db | Tx = app.db): Promise<boolean> {
  return decide(await flagTable(app, db), key, subject);
}

/** `/api/feature-flag/decide-on-demand`: the named flags (or every known and stored one) for a subject. */
export async function decideFlags(app: FastifyInstance, subject: FlagSubject, keys?: readonly string[]): Promise<Record<string, boolean>> {
  const table = await flagTable(app);
  const names = keys && keys.length > 0 ? keys : [...new Set([...Object.keys(KNOWN_FEATURE_FLAGS), ...table.keys()])].sort();
  return Object.fromEntries(names.map((key) => [key, decide(table, key, subject)]));
}

export interface FeatureFlagView {
  key: string;
  environment: FeatureFlagEnvironment;
  description: string;
  rule: FeatureFlagRuleKind;
  percentage: number;
  userIds: string[];
  role: string | null;
  /** False: no rule stored in this environment, the default applies (shown as its rule). */
  stored: boolean;
  /** Read by the code (KNOWN_FEATURE_FLAGS), as opposed to created in the back office only. */
  known: boolean;
  updatedAt: Date | null;
}

function viewOf(row: typeof featureFlags.$inferSelect): FeatureFlagView {
  return {
    key: row.key,
    environment: row.environment as FeatureFlagEnvironment,
    description: row.description,
    rule: row.rule as FeatureFlagRuleKind,
    percentage: row.percentage,
    userIds: row.userIds,
    role: row.role,
    stored: true,
    known: row.key in KNOWN_FEATURE_FLAGS,
    updatedAt: row.updatedAt,
  };
}

function defaultView(key: string, environment: FeatureFlagEnvironment): FeatureFlagView {
  const on = KNOWN_FEATURE_FLAGS[key]?.enabledByDefault ?? false;
  return {
    key,
    environment,
    description: '',
    rule: on ? 'everyone' : 'nobody',
    percentage: 0,
    userIds: [],
    role: null,
    stored: false,
    known: true,
    updatedAt: null,
  };
}

/** Back office: every flag of an environment, the ones the code reads included, by key. */
export async function listFeatureFlags(app: FastifyInstance, environment: FeatureFlagEnvironment): Promise<FeatureFlagView[]> {
  const rows = await app.db.select().from(featureFlags).where(eq(featureFlags.environment, environment));
  const views = new Map(rows.map((row) => [row.key, viewOf(row)]));
  for (const key of Object.keys(KNOWN_FEATURE_FLAGS)) if (!views.has(key)) views.set(key, defaultView(key, environment));
  return [...views.values()].sort((a, b) => a.key.localeCompare(b.key));
}

export function isFlagEnvironment(value: string): value is FeatureFlagEnvironment {
  return (FEATURE_FLAG_ENVIRONMENTS as readonly string[]).includes(value);
}

/** Back office: creates or replaces a flag's rule in one environment; every node forgets its table. */
export async function setFeatureFlag(app: FastifyInstance, raw: unknown, adminId: string | null): Promise<FeatureFlagView> {
  const input = parseInput(featureFlagInput, raw);
  const where = and(eq(featureFlags.key, input.key), eq(featureFlags.environment, input.environment));
  if (auditing()) {
    const [before] = await app.db.select().from(featureFlags).where(where);
    noteForAudit({ before: before ? viewOf(before) : null });
  }
  const now = app.clock.now();
  const values = {
    description: input.description,
    rule: input.rule,
    // Only what the rule reads is kept, so a stored row says what it does.
    percentage: input.rule === 'percentage' ? input.percentage : 0,
    userIds: input.rule === 'users' ? [...new Set(input.userIds)] : [],
    role: input.rule === 'role' ? input.role : null,
    updatedAt: now,
    updatedBy: adminId,
  };
  const [row] = await app.db
    .insert(featureFlags)
    .values({ key: input.key, environment: input.environment, ...values })
    .onConflictDoUpdate({ target: [featureFlags.key, featureFlags.environment], set: values })
    .returning();
  await app.flagCache.publish();
  return viewOf(row);
}

/**
 * The older on/off switches (adminSetCommerceFlag, adminSetLearningLanguageChange without a
 * student): everyone or nobody in this deployment's environment, description kept.
 */
export async function setFlagForEveryone(app: FastifyInstance, key: string, enabled: boolean, adminId: string | null): Promise<boolean> {
  const environment = app.config.flagEnvironment;
  const [current] = await app.db
    .select({ description: featureFlags.description })
    .from(featureFlags)
    .where(and(eq(featureFlags.key, key), eq(featureFlags.environment, environment)));
  await setFeatureFlag(
    app,
    {
      key,
      environment,
      description: current?.description ?? '',
      rule: enabled ? 'everyone' : 'nobody',
      percentage: 0,
      userIds: [],
      role: null,
    },
    adminId,
  );
  return enabled;
}
