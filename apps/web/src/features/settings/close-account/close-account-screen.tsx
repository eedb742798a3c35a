import { CLOSE_ACCOUNT_REASONS, CLOSE_FEEDBACK_MAX_LENGTH } from '@parla/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../../shared/auth/auth-context.tsx';
import { QueryState } from '../../../shared/data/query-state.tsx';
import { useDataQuery } from '../../../shared/data/use-data-query.ts';
import { useForm } from '../../../shared/forms/use-form.ts';
import type { ResultOf } from '../../../shared/graphql/graphql.ts';
import { http } from '../../../shared/http/http.ts';
import { buildPath } from '../../../shared/routing/build-path.ts';
import { studentPaths } from '../../../shared/routing/student-paths.ts';
import { useViewerTime } from '../../../shared/time/use-viewer-time.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { SelectField, TextAreaField } from '../../../shared/ui/form-fields.tsx';
import { PageTitle } from '../../../shared/ui/page-title.tsx';
import { PasswordField } from '../../../shared/ui/password-field.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { ACCOUNT_CLOSURE_PREVIEW } from './close-account-documents.ts';

type Preview = ResultOf<typeof ACCOUNT_CLOSURE_PREVIEW>['accountClosurePreview'];

const linkClass = 'font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900';

/**
 * account/settings/close-account (issue 14, decision 057): the student sees what ends, in their
 * own numbers, gives a reason and confirms with the password. The server ends plan, classes,
 * credits and sessions in one transaction; this page then says goodbye and signs out.
 */
export function CloseAccountScreen() {
  const { t } = useTranslation('settings');
  const { locale } = useViewerTime();
  const query = useDataQuery({ query: ACCOUNT_CLOSURE_PREVIEW });
  const [closed, setClosed] = useState<{ closedAt: string; erasureAt: string } | null>(null);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <PageTitle>{t('closeAccount.title')}</PageTitle>
      {closed ? (
        <Closed {...closed} />
      ) : (
        <>
          <p className="text-slate-800">
            {t('closeAccount.intro')}{' '}
            <Link to={buildPath(studentPaths.membership, { locale })} className={linkClass}>
              {t('closeAccount.pauseInstead')}
            </Link>
          </p>
          <QueryState
            query={query}
            skeleton={<Skeleton lines={6} barClassName="h-6" className="min-h-72 gap-3 rounded-2xl border border-slate-200 bg-white p-6" />}
          >
            {(data) => (
              <div className="flex flex-col gap-6">
                <Consequences preview={data.accountClosurePreview} />
                {data.accountDetails.hasPassword ? (
                  <CloseForm onClosed={setClosed} />
                ) : (
                  <Alert tone="info">
                    {t('closeAccount.setPasswordFirst')}{' '}
                    <Link to={`${buildPath(studentPaths.settings, { locale })}/account`} className={linkClass}>
                      {t('closeAccount.setPasswordLink')}
                    </Link>
                  </Alert>
                )}
              </div>
            )}
          </QueryState>
        </>
      )}
    </div>
  );
}

function Consequences({ preview }: { preview: Preview }) {
  const { t } = useTranslation('settings');
  const viewer = useViewerTime();
  const { classes, creditsLost, subscription } = preview;
  const credits = creditsLost.group + creditsLost.private;
  return (
    <Card className="flex flex-col gap-3" data-testid="closure-consequences">
      <h2 className="text-xl font-semibold text-slate-900">{t('closeAccount.whatEnds')}</h2>
      <ul className="flex list-disc flex-col gap-2 pl-5 text-slate-800">
        <li>
          {subscription
            ? subscription.paidUntil
              ? t('closeAccount.subscriptionEnds', { date: viewer.dateTime(subscription.paidUntil, { dateOnly: true, dateStyle: 'long' }) })
              : t('closeAccount.subscriptionEndsNoDate')
            : t('closeAccount.noSubscription')}
          {preview.hasNextSubscription ? ` ${t('closeAccount.nextSubscriptionDeleted')}` : ''}
        </li>
        <li>
          {classes.total === 0
            ? t('closeAccount.noClasses')
            : t('closeAccount.classesCancelled', { count: classes.total, refunded: classes.refunded, lost: classes.lost })}
        </li>
        <li>
          {credits === 0
            ? t('closeAccount.noCredits')
            : t('closeAccount.creditsLost', { count: credits, group: creditsLost.group, private: creditsLost.private })}
        </li>
        <li>{t('closeAccount.signIn')}</li>
        <li>{t('closeAccount.erasure', { date: viewer.dateTime(preview.erasureAt, { dateOnly: true, dateStyle: 'long' }) })}</li>
      </ul>
    </Card>
  );
}

function CloseForm({ onClosed }: { onClosed: (result: { closedAt: string; erasureAt: string }) => void }) {
  const { t } = useTranslation('settings');
  const form = useForm(
    { reason: '', feedback: '', password: '' },
    { schema: () => import('./close-account-schemas.ts').then((m) => m.closeAccountInput) },
  );
  const { values, errors } = form;
  const submit = form.handleSubmit(async (v) => {
    onClosed(await http.post<{ closedAt: string; erasureAt: string }>('/api/users/close-account', v));
  });
  return (
    <Card>
      <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-5">
        <h2 className="text-xl font-semibold text-slate-900">{t('closeAccount.confirmHeading')}</h2>
        {form.formError ? <Alert>{form.formError}</Alert> : null}
        <SelectField
          label={t('closeAccount.reason')}
          name="reason"
          required
          placeholder={t('closeAccount.choose')}
          value={values.reason}
          onValueChange={(v) => form.setField('reason', v)}
          options={CLOSE_ACCOUNT_REASONS.map((r) => ({ value: r, label: t(`closeAccount.reasons.${r}`) }))}
          error={errors.reason}
        />
        <TextAreaField
          label={t('closeAccount.feedback')}
          hint={t('closeAccount.feedbackHint', { max: CLOSE_FEEDBACK_MAX_LENGTH })}
          name="feedback"
          maxLength={CLOSE_FEEDBACK_MAX_LENGTH}
          value={values.feedback}
          onValueChange={(v) => form.setField('feedback', v)}
          error={errors.feedback}
        />
        <PasswordField
          label={t('closeAccount.password')}
          name="password"
          autoComplete="current-password"
          required
          value={values.password}
          onValueChange={(v) => form.setField('password', v)}
          error={errors.password}
        />
        <Button type="submit" variant="danger" busy={form.submitting} className="self-start">
          {t('closeAccount.submit')}
        </Button>
      </form>
    </Card>
  );
}

function Closed({ closedAt, erasureAt }: { closedAt: string; erasureAt: string }) {
  const { t } = useTranslation('settings');
  const viewer = useViewerTime();
  const { logout } = useAuth();
  const day = (iso: string) => viewer.dateTime(iso, { dateOnly: true, dateStyle: 'long' });
  return (
    <Card className="flex flex-col items-start gap-4" data-testid="account-closed">
      <h2 className="text-xl font-semibold text-slate-900" role="status">
        {t('closeAccount.closedTitle')}
      </h2>
      <p className="text-slate-800">{t('closeAccount.closedText', { date: day(closedAt), erasure: day(erasureAt) })}</p>
      <Button variant="secondary" onClick={() => void logout()}>
        {t('closeAccount.leave')}
      </Button>
    </Card>
  );
}
