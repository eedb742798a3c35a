import { FEATURE_FLAG_ENVIRONMENTS, FEATURE_FLAG_RULES, ROLES } from '@parla/contracts';
import { builder } from '../../graphql/builder.ts';
import { auditObject } from '../audit/audit-context.ts';
import { type FeatureFlagView, listFeatureFlags, setFeatureFlag } from './flags.service.ts';

const FeatureFlagRuleEnum = builder.enumType('FeatureFlagRule', {
  description: 'How a flag decides: nobody, everyone, a stable percentage of users, listed users, or one role.',
  values: FEATURE_FLAG_RULES,
});
const FeatureFlagEnvironmentEnum = builder.enumType('FeatureFlagEnvironment', { values: FEATURE_FLAG_ENVIRONMENTS });
const FeatureFlagRoleEnum = builder.enumType('FeatureFlagRole', { values: ROLES });

const FeatureFlag = builder.objectRef<FeatureFlagView>('FeatureFlag').implement({
  description: "A feature flag's rule in one environment (decision 096).",
  fields: (t) => ({
    key: t.exposeString('key'),
    environment: t.field({ type: FeatureFlagEnvironmentEnum, resolve: (f) => f.environment }),
    description: t.exposeString('description'),
    rule: t.field({ type: FeatureFlagRuleEnum, resolve: (f) => f.rule }),
    percentage: t.exposeInt('percentage', { description: '0-100, for the percentage rule.' }),
    userIds: t.exposeStringList('userIds', { description: 'The users on, for the users rule.' }),
    role: t.field({
      type: FeatureFlagRoleEnum,
      nullable: true,
      description: 'The role on, for the role rule.',
      resolve: (f) => f.role as (typeof ROLES)[number] | null,
    }),
    stored: t.exposeBoolean('stored', { description: 'False: no rule stored in this environment; the default shown applies.' }),
    known: t.exposeBoolean('known', { description: 'Read by the code (as opposed to created in the back office only).' }),
    updatedAt: t.field({ type: 'DateTime', nullable: true, resolve: (f) => f.updatedAt }),
  }),
});

const FeatureFlagsPage = builder
  .objectRef<{ environment: (typeof FEATURE_FLAG_ENVIRONMENTS)[number]; current: string; flags: FeatureFlagView[] }>('FeatureFlags')
  .implement({
    fields: (t) => ({
      environment: t.field({ type: FeatureFlagEnvironmentEnum, description: 'The environment listed.', resolve: (p) => p.environment }),
      currentEnvironment: t.field({
        type: FeatureFlagEnvironmentEnum,
        description: 'The environment this deployment reads.',
        resolve: (p) => p.current as (typeof FEATURE_FLAG_ENVIRONMENTS)[number],
      }),
      flags: t.field({ type: [FeatureFlag], resolve: (p) => p.flags }),
    }),
  });

const FeatureFlagInput = builder.inputType('FeatureFlagInput', {
  description: "A flag's rule in one environment; checked by the contracts' featureFlagInput.",
  fields: (t) => ({
    key: t.string({ required: true }),
    environment: t.field({ type: FeatureFlagEnvironmentEnum, required: true }),
    description: t.string({ required: true }),
    rule: t.field({ type: FeatureFlagRuleEnum, required: true }),
    percentage: t.int({ required: true }),
    userIds: t.stringList({ required: true }),
    role: t.field({ type: FeatureFlagRoleEnum }),
  }),
});

builder.queryField('adminFeatureFlags', (t) =>
  t.withAuth({ admin: true }).field({
    type: FeatureFlagsPage,
    description: 'Back office: the feature flags of an environment (default: the one this deployment reads), by key.',
    args: { environment: t.arg({ type: FeatureFlagEnvironmentEnum }) },
    resolve: async (_root, args, ctx) => {
      const environment = args.environment ?? ctx.app.config.flagEnvironment;
      return { environment, current: ctx.app.config.flagEnvironment, flags: await listFeatureFlags(ctx.app, environment) };
    },
  }),
);

builder.mutationField('adminSetFeatureFlag', (t) =>
  t.withAuth({ admin: true }).field({
    extensions: auditObject('feature_flag', (args) => `${args.input?.environment}:${args.input?.key}`),
    type: FeatureFlag,
    description: "Back office: creates or replaces a flag's rule in one environment; every node reads it at once.",
    args: { input: t.arg({ type: FeatureFlagInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      setFeatureFlag(ctx.app, { ...input, role: input.role ?? null }, ctx.auth.impersonatorId ?? ctx.auth.userId),
  }),
);
