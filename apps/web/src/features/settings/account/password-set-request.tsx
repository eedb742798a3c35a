import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useErrorText } from '../../../shared/errors/error-text.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { type AccountDetails, REQUEST_PASSWORD_SET_LINK } from './account-documents.ts';
import { Section } from './section.tsx';

/**
 * An account that signs in only through Google, Apple or Facebook has no password to confirm
 * changes with: the first password comes through a link e-mailed to the login address, so a
 * borrowed unlocked session alone cannot add one (decision 080).
 */
export function PasswordSetRequest({ account }: { account: AccountDetails }) {
  const { t } = useTranslation('settings');
  const [state, request] = useMutation(REQUEST_PASSWORD_SET_LINK);
  const [sent, setSent] = useState(false);
  const errorText = useErrorText();
  const send = async () => {
    const result = await request({});
    if (result.data?.requestPasswordSetLink) setSent(true);
  };
  return (
    <Section id="password" title={t('account.passwordSet.title')} intro={t('account.passwordSet.intro')}>
      <div className="flex max-w-md flex-col gap-4">
        {sent ? (
          <Alert tone="success">{t('account.passwordSet.sent', { email: account.email })}</Alert>
        ) : state.error ? (
          <Alert>{errorText(state.error)}</Alert>
        ) : null}
        <Button type="button" busy={state.fetching} className="self-start" onClick={send} data-testid="request-password-set-link">
          {sent ? t('account.passwordSet.again') : t('account.passwordSet.send')}
        </Button>
      </div>
    </Section>
  );
}
