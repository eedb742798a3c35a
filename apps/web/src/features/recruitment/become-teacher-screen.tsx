import { APPLICATION_CHANNELS, CEFR_LEVELS, COUNTRY_CODES, SECTION_SLUGS, TEACHING_EXPERIENCE } from '@parla/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../shared/errors/error-text.ts';
import { useForm } from '../../shared/forms/use-form.ts';
import { errorUnder } from '../../shared/forms/validation-errors.ts';
import { languageTag } from '../../shared/i18n/locale.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Checkbox } from '../../shared/ui/checkbox.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { FileField, FormSection, SelectField, TextAreaField } from './fields.tsx';
import { type ApplicationFields, checkApplication, MAX_CERTIFICATES, MAX_FILE_BYTES, sendApplication } from './recruitment-requests.ts';

type Step = 'idle' | 'checking' | 'sending' | 'done';
type TextKey = Exclude<keyof ApplicationFields, 'spokenLanguages' | 'consentOwnSchedule' | 'consentDataProcessing' | 'locale'>;

/** Public recruitment page (000 §2): why teach with us, and the application form. */
export function BecomeTeacherScreen() {
  const { t } = useTranslation('recruitment');
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-8 smw:py-12">
      <div className="flex flex-col gap-3">
        <PageTitle>{t('title')}</PageTitle>
        <p className="text-lg text-slate-800">{t('lead')}</p>
      </div>
      <ul className="grid gap-4 smw:grid-cols-3">
        {(['flexible', 'materials', 'pay'] as const).map((key) => (
          <li key={key} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 className="font-semibold text-slate-900">{t(`benefits.${key}.title`)}</h2>
            <p className="mt-1 text-sm text-slate-700">{t(`benefits.${key}.text`)}</p>
          </li>
        ))}
      </ul>
      <ApplicationForm />
    </div>
  );
}

type ApplicationValues = ApplicationFields & { cv: File[]; certificates: File[] };

/** The fields as the server reads them: files travel apart, blank language rows are left out. */
function toApplication({ cv: _cv, certificates: _certificates, ...fields }: ApplicationValues): ApplicationFields {
  return { ...fields, spokenLanguages: fields.spokenLanguages.filter((l) => l.language.trim() || l.fluency) };
}

function ApplicationForm() {
  const { t } = useTranslation('recruitment');
  const locale = useLocale();
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([languageTag(locale)], { type: 'region', fallback: 'none' });
    return COUNTRY_CODES.flatMap((code) => {
      const label = names.of(code);
      return label ? [{ value: code, label }] : [];
    }).sort((a, b) => a.label.localeCompare(b.label, languageTag(locale)));
  }, [locale]);
  const [step, setStep] = useState<Step>('idle');
  const [reference, setReference] = useState<string | null>(null);
  const errorText = useErrorText();
  const form = useForm<ApplicationValues>(
    {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      countryOfResidence: '',
      languageToTeach: '',
      aboutMe: '',
      teachingExperience: '',
      spokenLanguages: [{ language: '', fluency: '' }],
      heardFrom: '',
      heardFromWebsite: '',
      linkedinUrl: '',
      motivation: '',
      referrerName: '',
      referrerEmail: '',
      consentOwnSchedule: false,
      consentDataProcessing: false,
      locale,
      cv: [],
      certificates: [],
    },
    {
      schema: () => import('./recruitment-schemas.ts').then((m) => m.teacherApplicationInput),
      toInput: toApplication,
      // Files are no part of the JSON the schema reads: their rules are checked here.
      validate: ({ cv, certificates }) => {
        const found: Record<string, string> = {};
        if (cv.length === 0) found.cv = t('errors.cv');
        else if (cv[0].size > MAX_FILE_BYTES) found.cv = t('errors.fileSize');
        if (certificates.length > MAX_CERTIFICATES) found.certificates = t('errors.tooManyFiles', { max: MAX_CERTIFICATES });
        else if (certificates.some((f) => f.size > MAX_FILE_BYTES)) found.certificates = t('errors.fileSize');
        return found;
      },
      formErrorOf: (failure) => errorText(failure, t('errors.generic')),
    },
  );
  const { values, errors, setField } = form;
  const languagesError = errorUnder(errors, 'spokenLanguages');
  const set = (name: TextKey) => (value: string) => setField(name, value);
  const setLanguage = (index: number, patch: Partial<ApplicationFields['spokenLanguages'][number]>) =>
    setField(
      'spokenLanguages',
      values.spokenLanguages.map((row, i) => (i === index ? { ...row, ...patch } : row)),
    );

  const submit = form.handleSubmit(async (current) => {
    const fields = toApplication(current);
    setStep('checking');
    try {
      await checkApplication(fields);
      setStep('sending');
      const result = await sendApplication(fields, current.cv[0], current.certificates);
      setReference(result.reference);
      setStep('done');
    } catch (failure) {
      setStep('idle');
      throw failure;
    }
  });

  if (step === 'done') {
    return (
      <section aria-labelledby="application-sent" className="flex flex-col gap-3 rounded-2xl border border-emerald-700 bg-emerald-50 p-6">
        <h2 id="application-sent" className="text-xl font-semibold text-emerald-900">
          {t('done.title')}
        </h2>
        <p role="status" className="text-emerald-900">
          {t('done.text', { email: values.email })}
        </p>
        {reference ? <p className="text-sm text-emerald-900">{t('done.reference', { reference })}</p> : null}
      </section>
    );
  }

  const busy = step === 'checking' || step === 'sending';
  const option = (prefix: string) => (value: string) => ({ value, label: t(`${prefix}.${value}`) });
  return (
    <form ref={form.formRef} onSubmit={submit} noValidate aria-labelledby="application-title" className="flex flex-col gap-6">
      <h2 id="application-title" className="text-2xl font-bold text-slate-900">
        {t('formTitle')}
      </h2>
      <FormSection id="personal-information" title={t('sections.personal')}>
        <div className="grid gap-4 smw:grid-cols-2">
          <TextField
            label={t('fields.firstName')}
            value={values.firstName}
            onValueChange={set('firstName')}
            error={errors.firstName}
            autoComplete="given-name"
            required
          />
          <TextField
            label={t('fields.lastName')}
            value={values.lastName}
            onValueChange={set('lastName')}
            error={errors.lastName}
            autoComplete="family-name"
            required
          />
          <TextField
            label={t('fields.email')}
            type="email"
            value={values.email}
            onValueChange={set('email')}
            error={errors.email}
            autoComplete="email"
            required
          />
          <TextField
            label={t('fields.phone')}
            type="tel"
            value={values.phone}
            onValueChange={set('phone')}
            error={errors.phone}
            hint={t('fields.phoneHint')}
            autoComplete="tel"
            required
          />
          <SelectField
            label={t('fields.country')}
            value={values.countryOfResidence}
            onValueChange={set('countryOfResidence')}
            options={countries}
            placeholder={t('choose')}
            error={errors.countryOfResidence}
            autoComplete="country"
            required
          />
          <SelectField
            label={t('fields.languageToTeach')}
            value={values.languageToTeach}
            onValueChange={set('languageToTeach')}
            options={SECTION_SLUGS.map(option('teachLanguages'))}
            placeholder={t('choose')}
            error={errors.languageToTeach}
            required
          />
        </div>
        <TextField
          label={t('fields.linkedin')}
          type="url"
          value={values.linkedinUrl}
          onValueChange={set('linkedinUrl')}
          error={errors.linkedinUrl}
          hint={t('fields.linkedinHint')}
          placeholder="https://www.linkedin.com/in/…"
        />
        <TextAreaField
          label={t('fields.aboutMe')}
          value={values.aboutMe}
          onValueChange={set('aboutMe')}
          error={errors.aboutMe}
          hint={t('fields.aboutMeHint')}
          maxLength={3000}
          required
        />
      </FormSection>

      <FormSection id="teaching-experience" title={t('sections.experience')}>
        <SelectField
          label={t('fields.experience')}
          value={values.teachingExperience}
          onValueChange={set('teachingExperience')}
          options={TEACHING_EXPERIENCE.map(option('experience'))}
          placeholder={t('choose')}
          error={errors.teachingExperience}
          required
        />
        <fieldset className="flex flex-col gap-3" aria-describedby={languagesError ? 'spoken-languages-error' : undefined}>
          <legend className="text-sm font-medium text-slate-800">{t('fields.spokenLanguages')}</legend>
          {values.spokenLanguages.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are identified by their position while being edited
            <div key={index} className="grid items-end gap-3 smw:grid-cols-[1fr_12rem_auto]">
              <TextField
                label={t('fields.language', { number: index + 1 })}
                value={row.language}
                onValueChange={(language) => setLanguage(index, { language })}
                aria-invalid={languagesError && !row.language ? true : undefined}
              />
              <SelectField
                label={t('fields.fluency', { number: index + 1 })}
                value={row.fluency}
                onValueChange={(fluency) => setLanguage(index, { fluency })}
                options={CEFR_LEVELS.map(option('fluency'))}
                placeholder={t('choose')}
              />
              <Button
                variant="ghost"
                disabled={values.spokenLanguages.length === 1}
                onClick={() =>
                  setField(
                    'spokenLanguages',
                    values.spokenLanguages.filter((_, i) => i !== index),
                  )
                }
              >
                {t('fields.removeLanguage', { number: index + 1 })}
              </Button>
            </div>
          ))}
          {languagesError ? (
            <p id="spoken-languages-error" className="text-sm font-medium text-red-700">
              {languagesError}
            </p>
          ) : null}
          <div>
            <Button
              variant="secondary"
              disabled={values.spokenLanguages.length >= 12}
              onClick={() => setField('spokenLanguages', [...values.spokenLanguages, { language: '', fluency: '' }])}
            >
              {t('fields.addLanguage')}
            </Button>
          </div>
        </fieldset>
        <FileField
          label={t('fields.certificates')}
          hint={t('fields.certificatesHint', { max: MAX_CERTIFICATES })}
          error={errors.certificates}
          multiple
          files={values.certificates}
          onFilesChange={(files) => setField('certificates', files)}
        />
        <FileField
          label={t('fields.cv')}
          hint={t('fields.cvHint')}
          error={errors.cv}
          files={values.cv}
          onFilesChange={(files) => setField('cv', files.slice(0, 1))}
          required
        />
        <div className="grid gap-4 smw:grid-cols-2">
          <SelectField
            label={t('fields.heardFrom')}
            value={values.heardFrom}
            onValueChange={set('heardFrom')}
            options={APPLICATION_CHANNELS.map(option('channels'))}
            placeholder={t('choose')}
            error={errors.heardFrom}
            required
          />
          {values.heardFrom === 'job_ad' ? (
            <TextField
              label={t('fields.website')}
              value={values.heardFromWebsite}
              onValueChange={set('heardFromWebsite')}
              error={errors.heardFromWebsite}
              required
            />
          ) : null}
        </div>
        <TextAreaField
          label={t('fields.motivation')}
          value={values.motivation}
          onValueChange={set('motivation')}
          error={errors.motivation}
          hint={t('fields.motivationHint')}
          maxLength={3000}
          required
        />
        <div className="grid gap-4 smw:grid-cols-2">
          <TextField
            label={t('fields.referrerName')}
            value={values.referrerName}
            onValueChange={set('referrerName')}
            error={errors.referrerName}
          />
          <TextField
            label={t('fields.referrerEmail')}
            type="email"
            value={values.referrerEmail}
            onValueChange={set('referrerEmail')}
            error={errors.referrerEmail}
          />
        </div>
      </FormSection>

      <div className="flex flex-col gap-3">
        <Checkbox
          label={t('fields.consentSchedule')}
          checked={values.consentOwnSchedule}
          onCheckedChange={(checked) => setField('consentOwnSchedule', checked)}
          error={errors.consentOwnSchedule}
          required
        />
        <Checkbox
          label={t('fields.consentData')}
          checked={values.consentDataProcessing}
          onCheckedChange={(checked) => setField('consentDataProcessing', checked)}
          error={errors.consentDataProcessing}
          required
        />
      </div>
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      {busy ? (
        <ol aria-live="polite" className="flex flex-col gap-1 text-sm">
          <li className={step === 'checking' ? 'font-semibold text-brand-800' : 'text-slate-600'}>
            {step === 'checking' ? t('steps.checking') : `✓ ${t('steps.checked')}`}
          </li>
          {step === 'sending' ? <li className="font-semibold text-brand-800">{t('steps.sending')}</li> : null}
        </ol>
      ) : null}
      <div>
        <Button type="submit" busy={busy}>
          {t('submit')}
        </Button>
      </div>
    </form>
  );
}
