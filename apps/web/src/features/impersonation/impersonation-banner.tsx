import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useAuth } from '../../shared/auth/auth-context.tsx';
import { useErrorText } from '../../shared/errors/error-text.ts';
import { graphql } from '../../shared/graphql/graphql.ts';
import { Button } from '../../shared/ui/button.tsx';

const END_IMPERSONATION = graphql(`
  mutation EndImpersonation { endImpersonation { restored redirectTo } }
`);

/**
 * Decision 098: while an admin acts as a student or teacher, every page of that area says so
 * and offers "End", which ends the impersonated session and returns the admin to their own.
 */
export function ImpersonationBanner() {
  const { status, user } = useAuth();
  if (status !== 'authenticated' || !user?.impersonatedBy) return null;
  return <Banner name={`${user.firstName} ${user.lastName}`.trim() || user.email} email={user.email} />;
}

function Banner({ name, email }: { name: string; email: string }) {
  const { t } = useTranslation('impersonation');
  const errorText = useErrorText();
  const [{ fetching }, end] = useMutation(END_IMPERSONATION);
  const [error, setError] = useState<string | null>(null);
  const finish = async () => {
    setError(null);
    const result = await end({}, { notifyErrors: false });
    const target = result.data?.endImpersonation.redirectTo;
    if (target) window.location.assign(target);
    else setError(errorText(result.error ?? null));
  };
  return (
    <section aria-label={t('label')} className="border-b border-violet-800 bg-violet-50 text-violet-950" data-testid="impersonation-banner">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-2">
        <p className="text-sm">
          <strong>{t('actingAs', { name })}</strong> <span className="text-violet-900">({email})</span>
        </p>
        <div className="flex items-center gap-3">
          {error ? (
            <p role="alert" className="text-sm text-red-800">
              {error}
            </p>
          ) : null}
          <Button variant="secondary" busy={fetching} onClick={() => void finish()}>
            {t('end')}
          </Button>
        </div>
      </div>
    </section>
  );
}
