import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useMutation } from 'urql';
import { useAuth } from '../../../shared/auth/auth-context.tsx';
import { QueryState } from '../../../shared/data/query-state.tsx';
import { useDataQuery } from '../../../shared/data/use-data-query.ts';
import { useErrorText } from '../../../shared/errors/error-text.ts';
import { buildPath } from '../../../shared/routing/build-path.ts';
import { studentPaths } from '../../../shared/routing/student-paths.ts';
import { useLocale } from '../../../shared/routing/use-locale.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { PageTitle } from '../../../shared/ui/page-title.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { ACCOUNT_DETAILS, ACCOUNT_TYPENAMES, type AccountDetails, CONFIRM_EMAIL_CHANGE } from './account-documents.ts';
import { ConnectedAccountsSection } from './connected-accounts-section.tsx';
import { EmailSection } from './email-section.tsx';
import { InvoiceAddressSection } from './invoice-address-section.tsx';
import { NameSection } from './name-section.tsx';
import { PasswordSection } from './password-section.tsx';
import { PhoneSection } from './phone-section.tsx';
import { PhotoSection } from './photo-section.tsx';
import { Section } from './section.tsx';

/**
 * account/settings/account (issue 14): name, photo, e-mail (changed through a link to the new
 * address), password, phone numbers, invoice address, and the student ID to quote to support.
 */
export function AccountSettingsScreen() {
  const { t } = useTranslation('settings');
  const query = useDataQuery({ query: ACCOUNT_DETAILS, context: ACCOUNT_TYPENAMES });
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <PageTitle>{t('account.title')}</PageTitle>
      <EmailLinkConfirmation />
      <QueryState
        query={query}
        skeleton={<Skeleton lines={8} barClassName="h-11" className="min-h-96 gap-4 rounded-2xl border border-slate-200 bg-white p-6" />}
      >
        {(data) => <AccountSections account={data.accountDetails} />}
      </QueryState>
    </div>
  );
}

function AccountSections({ account }: { account: AccountDetails }) {
  const { t } = useTranslation('settings');
  return (
    <div className="flex flex-col gap-6">
      {account.studentId ? (
        <p className="text-slate-700" data-testid="student-id">
          {t('account.studentId')} <span className="font-mono font-semibold text-slate-900">{account.studentId}</span>
        </p>
      ) : null}
      <NameSection key={`${account.firstName} ${account.lastName}`} account={account} />
      <PhotoSection account={account} />
      <EmailSection account={account} />
      <PasswordSection account={account} />
      <ConnectedAccountsSection />
      <PhoneSection key={`${account.phoneNumber} ${account.whatsappNumber} ${account.countryCode}`} account={account} />
      <InvoiceAddressSection key={JSON.stringify(account.invoiceAddress)} account={account} />
      <CloseAccountEntry />
    </div>
  );
}

/** Where people look for it first: the way to the close-account page (also on the support page). */
function CloseAccountEntry() {
  const { t } = useTranslation('settings');
  const locale = useLocale();
  return (
    <Section id="close" title={t('support.closeHeading')} intro={t('support.closeText')}>
      <Link
        to={buildPath(studentPaths.closeAccount, { locale })}
        className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
      >
        {t('support.closeLink')}
      </Link>
    </Section>
  );
}

/** The link from the e-mail lands here with `?email-token=`: it is spent once, then dropped from the URL. */
function EmailLinkConfirmation() {
  const { t } = useTranslation('settings');
  const errorText = useErrorText();
  const [search, setSearch] = useSearchParams();
  const token = search.get('email-token');
  const [, confirm] = useMutation(CONFIRM_EMAIL_CHANGE);
  const { user, setUser } = useAuth();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    void confirm({ token }, ACCOUNT_TYPENAMES).then((result) => {
      const confirmed = result.data?.confirmEmailChange;
      if (confirmed) {
        if (user) setUser({ ...user, email: confirmed.email, verified: true });
        setOutcome({ tone: 'success', text: t('account.email.confirmed', { email: confirmed.email }) });
      } else {
        setOutcome({ tone: 'error', text: errorText(result.error) });
      }
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('email-token');
          return next;
        },
        { replace: true },
      );
    });
  }, [token, confirm, user, setUser, setSearch, t, errorText]);

  return outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null;
}
