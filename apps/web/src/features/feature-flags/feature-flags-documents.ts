import { type EnumOf, graphql, type ResultOf } from '../../shared/graphql/graphql.ts';

export type FeatureFlagRule = EnumOf<'FeatureFlagRule'>;
export type FeatureFlagEnvironment = EnumOf<'FeatureFlagEnvironment'>;
export type FeatureFlagRole = EnumOf<'FeatureFlagRole'>;

export const ADMIN_FEATURE_FLAGS = graphql(`
  query AdminFeatureFlags($environment: FeatureFlagEnvironment) {
    adminFeatureFlags(environment: $environment) {
      environment
      currentEnvironment
      flags { key environment description rule percentage userIds role stored known updatedAt }
    }
  }
`);
export type AdminFeatureFlag = ResultOf<typeof ADMIN_FEATURE_FLAGS>['adminFeatureFlags']['flags'][number];

export const SET_FEATURE_FLAG = graphql(`
  mutation AdminSetFeatureFlag($input: FeatureFlagInput!) {
    adminSetFeatureFlag(input: $input) { key environment description rule percentage userIds role stored known updatedAt }
  }
`);

export const FLAG_TYPENAMES = { additionalTypenames: ['FeatureFlag', 'FeatureFlags'] };
