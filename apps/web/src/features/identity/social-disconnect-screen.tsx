import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useErrorText } from '../../shared/errors/error-text.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button, buttonClass } from '../../shared/ui/button.tsx';
import { AuthCard } from './auth-card.tsx';
import { PROVIDER_NAMES, socialRequests } from './social-documents.ts';

/**
 * social/disconnect/{token}: the e-mailed link that removes the only way in (issue 15). Opening
 * the link changes nothing by itself (mail scanners open links); the button does.
 */
export function SocialDisconnectScreen() {
  const { t } = useTranslation('social');
  const errorText = useErrorText();
  const locale = useLocale();
  const { token = '' } = useParams();
  const [state, setState] = useState<{ kind: 'ready' | 'busy' } | { kind: 'done'; provider: string } | { kind: 'failed'; error: unknown }>({
    kind: 'ready',
  });

  const confirm = async () => {
    setState({ kind: 'busy' });
    try {
      const { provider } = await socialRequests.confirmDisconnect(token);
      setState({ kind: 'done', provider: PROVIDER_NAMES[provider] });
    } catch (error) {
      setState({ kind: 'failed', error });
    }
  };

  return (
    <AuthCard title={t('disconnect.pageTitle')} intro={state.kind === 'done' ? undefined : t('disconnect.intro')}>
      <div className="flex flex-col gap-4">
        {state.kind === 'done' ? <Alert tone="success">{t('disconnect.done', { provider: state.provider })}</Alert> : null}
        {state.kind === 'failed' ? <Alert>{errorText(state.error)}</Alert> : null}
        {state.kind === 'ready' || state.kind === 'busy' ? (
          <Button variant="danger" busy={state.kind === 'busy'} onClick={confirm}>
            {t('disconnect.confirm')}
          </Button>
        ) : (
          <Link to={`/${locale}/login`} className={buttonClass('primary', 'w-full')}>
            {t('disconnect.toLogin')}
          </Link>
        )}
      </div>
    </AuthCard>
  );
}
