import { checkScreens, expect, graphql, signInBrowser, test } from '../fixtures.ts';

// Decision 105: the web reads the flags. skip_credit_card_for_trial_direct_purchase, set for one
// student only, puts the no-card promise on that student's pricing page and on nobody else's.
// A rule for one user leaves every other visitor at the flag's default (off), so the spec can run
// beside the checkout specs; the stored rule is put back afterwards whatever happens.
const FLAG = 'skip_credit_card_for_trial_direct_purchase';
const FLAGS = `{ adminFeatureFlags(environment: test) { flags { key rule percentage userIds role description stored } } }`;
const SET = `mutation($input: FeatureFlagInput!) { adminSetFeatureFlag(input: $input) { rule } }`;

interface StoredFlag {
  key: string;
  rule: string;
  percentage: number;
  userIds: string[];
  role: string | null;
  description: string;
  stored: boolean;
}

test.describe('flags read by the web', () => {
  test('the no-card trial is promised on the pricing page only to the student the flag names', async ({
    browser,
    baseURL,
    adminApi,
    buildStudent,
  }) => {
    test.setTimeout(120_000);
    const student = await buildStudent({ firstName: 'Paz' });
    const { adminFeatureFlags } = await graphql<{ adminFeatureFlags: { flags: StoredFlag[] } }>(adminApi, FLAGS);
    const before = adminFeatureFlags.flags.find((flag) => flag.key === FLAG);
    const studentContext = await browser.newContext({ baseURL });
    const visitorContext = await browser.newContext({ baseURL });
    try {
      await graphql(adminApi, SET, {
        input: {
          key: FLAG,
          environment: 'test',
          description: before?.description ?? '',
          rule: 'users',
          percentage: 0,
          userIds: [student.id],
        },
      });
      const studentPage = await studentContext.newPage();
      await signInBrowser(studentPage, student);
      await studentPage.goto('/en/pricing');
      await expect(studentPage.getByTestId('trial-no-card')).toHaveText(/^No card needed to start/);
      await checkScreens(studentPage, 'pricing-no-card-trial');

      const visitorPage = await visitorContext.newPage();
      const decided = visitorPage.waitForResponse((response) => response.url().includes('/api/feature-flag/decide-on-demand'));
      await visitorPage.goto('/en/pricing');
      expect((await (await decided).json()).flags[FLAG]).toBe(false);
      await expect(visitorPage.getByRole('heading', { name: /Try Parla free/ })).toBeVisible();
      await expect(visitorPage.getByTestId('trial-no-card')).toHaveCount(0);
    } finally {
      await studentContext.close();
      await visitorContext.close();
      const restore =
        before?.stored === true
          ? { rule: before.rule, percentage: before.percentage, userIds: before.userIds, role: before.role }
          : { rule: 'nobody', percentage: 0, userIds: [], role: null };
      await graphql(adminApi, SET, { input: { key: FLAG, environment: 'test', description: before?.description ?? '', ...restore } });
    }
  });
});
