import { DEFAULT_TIMEZONE, SECTION_SLUGS, type SectionSlug } from '@parla/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAuth } from '../../shared/auth/auth-context.tsx';
import { useCaptchaToken } from '../../shared/auth/captcha.ts';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { errorCodeOf } from '../../shared/errors/error-text.ts';
import { useForm } from '../../shared/forms/use-form.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button, buttonClass } from '../../shared/ui/button.tsx';
import { SelectField } from '../../shared/ui/form-fields.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { AuthCard } from './auth-card.tsx';
import { PROVIDER_NAMES, SOCIAL_REGISTRATION_QUERY, socialRequests } from './social-documents.ts';
import { ConsentFields } from '../../shared/forms/consent-fields.tsx';

interface Pending {
  provider: 'google' | 'apple' | 'facebook';
  email: string;
  firstName: string;
  lastName: string;
  section: string | null;
}

function browserTimezone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIMEZONE;
  } catch {
    return DEFAULT_TIMEZONE;
  }
}

/**
 * social/register/{key} (001 §2, issue 15): the provider confirmed the e-mail; the visitor
 * confirms the name and the language, accepts the terms, and the verified account exists.
 */
export function SocialRegisterScreen() {
  const { key = '' } = useParams();
  const query = useDataQuery({ query: SOCIAL_REGISTRATION_QUERY, variables: { key } });
  return (
    <QueryState
      query={query}
      skeleton={
        <div className="mx-auto w-full max-w-md px-4 py-16">
          <Skeleton lines={9} barClassName="h-11" className="min-h-[36rem] gap-4 rounded-2xl border border-slate-200 bg-white p-6" />
        </div>
      }
    >
      {(data) => <RegisterForm registrationKey={key} pending={data.socialRegistration} />}
    </QueryState>
  );
}

function RegisterForm({ registrationKey, pending }: { registrationKey: string; pending: Pending }) {
  const { t } = useTranslation(['social', 'common']);
  const locale = useLocale();
  const { setUser } = useAuth();
  const captchaToken = useCaptchaToken('register');
  const provider = PROVIDER_NAMES[pending.provider];
  const initialSection = SECTION_SLUGS.find((slug) => slug === pending.section) ?? '';
  const form = useForm(
    {
      firstName: pending.firstName,
      lastName: pending.lastName,
      section: initialSection as SectionSlug | '',
      acceptPrivacyPolicy: false,
      acceptTerms: false,
      confirmAge: false,
      marketingAgreement: false,
    },
    {
      schema: () => import('./auth-schemas.ts').then((m) => m.socialRegisterInput),
      toInput: (v) => ({ ...v, firstName: v.firstName.trim(), lastName: v.lastName.trim(), locale }),
    },
  );
  const { values, errors } = form;
  // A spent or expired key cannot be fixed in the form: the page offers to start again instead.
  const [expired, setExpired] = useState(false);
  const onSubmit = form.handleSubmit(async (v) => {
    try {
      const { user } = await socialRequests.completeRegistration(registrationKey, {
        ...v,
        firstName: v.firstName.trim(),
        lastName: v.lastName.trim(),
        locale,
        timezone: browserTimezone(),
        recaptcha_token: await captchaToken(),
      });
      setUser(user);
    } catch (error) {
      if (errorCodeOf(error) !== 'invalid_token') throw error;
      setExpired(true);
    }
  });
  const sectionOptions = SECTION_SLUGS.map((slug) => ({ value: slug, label: t(`common:errors.courses.${slug}`) }));

  return (
    <AuthCard title={t('register.title', { provider })} intro={t('register.intro', { provider })}>
      {expired ? (
        <div className="flex flex-col gap-4">
          <Alert>{t('register.expired')}</Alert>
          <Link to={`/${locale}/register`} className={buttonClass('primary', 'w-full')}>
            {t('register.startAgain')}
          </Link>
        </div>
      ) : (
        <form ref={form.formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
          {form.formError ? <Alert>{form.formError}</Alert> : null}
          <TextField
            label={t('register.email')}
            name="email"
            type="email"
            value={pending.email}
            readOnly
            hint={t('register.emailHint', { provider })}
            onValueChange={() => {}}
          />
          <TextField
            label={t('register.firstName')}
            name="firstName"
            autoComplete="given-name"
            required
            value={values.firstName}
            onValueChange={(v) => form.setField('firstName', v)}
            error={errors.firstName}
          />
          <TextField
            label={t('register.lastName')}
            name="lastName"
            autoComplete="family-name"
            value={values.lastName}
            onValueChange={(v) => form.setField('lastName', v)}
            error={errors.lastName}
          />
          <SelectField
            label={t('register.section')}
            name="section"
            required
            placeholder={t('register.sectionPlaceholder')}
            value={values.section}
            options={sectionOptions}
            onValueChange={(v) => form.setField('section', v as SectionSlug)}
            error={errors.section}
          />
          <ConsentFields values={values} errors={errors} onChange={(name, value) => form.setField(name, value)} />
          <Button type="submit" busy={form.submitting}>
            {t('register.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
