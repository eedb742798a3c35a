import { APPLICATION_CHANNELS, CEFR_LEVELS, COUNTRY_CODES, SECTION_SLUGS, TEACHING_EXPERIENCE } from '@parla/contracts';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstErrors, toFieldErrors } from '../../shared/forms/validation-errors.ts';
import { languageTag } from '../../shared/i18n/locale.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Checkbox } from '../../shared/ui/checkbox.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { FileField, FormSection, SelectField, TextAreaField } from './fields.tsx';
import { type ApplicationFields, checkApplication, MAX_CERTIFICATES, MAX_FILE_BYTES, sendApplication } from './recruitment-requests.ts';
import { useErrorText } from '../../shared/errors/error-text.ts';

type Step = 'idle' | 'checking' | 'sending' | 'done';
type TextKey = Exclude<keyof ApplicationFields, 'spokenLanguages' | 'consentOwnSchedule' | 'consentDataProcessing' | 'locale'>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LINKEDIN = /^(https?:\/\/)?([a-z]{2,3}\.|www\.)?linkedin\.com\/(in|pub)\/[^/?#\s]{3,}/i;

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

function ApplicationForm() {
  const { t } = useTranslation('recruitment');
  const errorText = useErrorText();
  const locale = useLocale();
  const formRef = useRef<HTMLFormElement>(null);
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([languageTag(locale)], { type: 'region', fallback: 'none' });
    return COUNTRY_CODES.flatMap((code) => {
      const label = names.of(code);
      return label ? [{ value: code, label }] : [];
    }).sort((a, b) => a.label.localeCompare(b.label, languageTag(locale)));
  }, [locale]);
  const [values, setValues] = useState<ApplicationFields>({
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
  });
  const [cv, setCv] = useState<File[]>([]);
  const [certificates, setCertificates] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [step, setStep] = useState<Step>('idle');
  const [reference, setReference] = useState<string | null>(null);

  const set = (name: TextKey) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _gone, ...rest }) => rest);
  };
  const setLanguage = (index: number, patch: Partial<ApplicationFields['spokenLanguages'][number]>) =>
    setValues((v) => ({ ...v, spokenLanguages: v.spokenLanguages.map((row, i) => (i === index ? { ...row, ...patch } : row)) }));

  function clientErrors(): Record<string, string> {
    const found: Record<string, string> = {};
    const required: TextKey[] = [
      'firstName',
      'lastName',
      'email',
      'phone',
      'countryOfResidence',
      'languageToTeach',
      'aboutMe',
      'teachingExperience',
      'heardFrom',
      'motivation',
    ];
    for (const name of required) if (!values[name].trim()) found[name] = t('errors.required');
    if (values.email && !EMAIL.test(values.email.trim())) found.email = t('errors.email');
    if (values.phone && !/^\+?[\d\s()./-]{6,}$/.test(values.phone.trim())) found.phone = t('errors.phone');
    if (values.linkedinUrl && !LINKEDIN.test(values.linkedinUrl.trim())) found.linkedinUrl = t('errors.linkedin');
    if (values.referrerEmail && !EMAIL.test(values.referrerEmail.trim())) found.referrerEmail = t('errors.email');
    if (values.heardFrom === 'job_ad' && !values.heardFromWebsite.trim()) found.heardFromWebsite = t('errors.website');
    if (!values.spokenLanguages.some((l) => l.language.trim() && l.fluency)) found.spokenLanguages = t('errors.languages');
    if (cv.length === 0) found.cv = t('errors.cv');
    else if (cv[0].size > MAX_FILE_BYTES) found.cv = t('errors.fileSize');
    if (certificates.length > MAX_CERTIFICATES) found.certificates = t('errors.tooManyFiles', { max: MAX_CERTIFICATES });
    else if (certificates.some((f) => f.size > MAX_FILE_BYTES)) found.certificates = t('errors.fileSize');
    if (!values.consentOwnSchedule) found.consentOwnSchedule = t('errors.consentSchedule');
    if (!values.consentDataProcessing) found.consentDataProcessing = t('errors.consentData');
    return found;
  }

  const focusFirstInvalid = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  function showFailure(failure: unknown) {
    const fields = firstErrors(toFieldErrors(failure));
    // Spoken languages come back per row ("spokenLanguages.0.fluency"): shown on the list.
    const mapped: Record<string, string> = {};
    for (const [field, message] of Object.entries(fields))
      mapped[field.startsWith('spokenLanguages') ? 'spokenLanguages' : field] ??= message;
    setErrors(mapped);
    if (Object.keys(mapped).length > 0) focusFirstInvalid();
    else setFormError(errorText(failure, t('errors.generic')));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const found = clientErrors();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid();
      return;
    }
    const fields = { ...values, spokenLanguages: values.spokenLanguages.filter((l) => l.language.trim() || l.fluency) };
    setStep('checking');
    try {
      await checkApplication(fields);
    } catch (failure) {
      setStep('idle');
      showFailure(failure);
      return;
    }
    setStep('sending');
    try {
      const result = await sendApplication(fields, cv[0], certificates);
      setReference(result.reference);
      setStep('done');
    } catch (failure) {
      setStep('idle');
      showFailure(failure);
    }
  }

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
    <form ref={formRef} onSubmit={submit} noValidate aria-labelledby="application-title" className="flex flex-col gap-6">
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
        <fieldset className="flex flex-col gap-3" aria-describedby={errors.spokenLanguages ? 'spoken-languages-error' : undefined}>
          <legend className="text-sm font-medium text-slate-800">{t('fields.spokenLanguages')}</legend>
          {values.spokenLanguages.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are identified by their position while being edited
            <div key={index} className="grid items-end gap-3 smw:grid-cols-[1fr_12rem_auto]">
              <TextField
                label={t('fields.language', { number: index + 1 })}
                value={row.language}
                onValueChange={(language) => setLanguage(index, { language })}
                aria-invalid={errors.spokenLanguages && !row.language ? true : undefined}
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
                onClick={() => setValues((v) => ({ ...v, spokenLanguages: v.spokenLanguages.filter((_, i) => i !== index) }))}
              >
                {t('fields.removeLanguage', { number: index + 1 })}
              </Button>
            </div>
          ))}
          {errors.spokenLanguages ? (
            <p id="spoken-languages-error" className="text-sm font-medium text-red-700">
              {errors.spokenLanguages}
            </p>
          ) : null}
          <div>
            <Button
              variant="secondary"
              disabled={values.spokenLanguages.length >= 12}
              onClick={() => setValues((v) => ({ ...v, spokenLanguages: [...v.spokenLanguages, { language: '', fluency: '' }] }))}
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
          files={certificates}
          onFilesChange={(files) => {
            setCertificates(files);
            setErrors(({ certificates: _gone, ...rest }) => rest);
          }}
        />
        <FileField
          label={t('fields.cv')}
          hint={t('fields.cvHint')}
          error={errors.cv}
          files={cv}
          onFilesChange={(files) => {
            setCv(files.slice(0, 1));
            setErrors(({ cv: _gone, ...rest }) => rest);
          }}
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
          onCheckedChange={(checked) => {
            setValues((v) => ({ ...v, consentOwnSchedule: checked }));
            setErrors(({ consentOwnSchedule: _gone, ...rest }) => rest);
          }}
          error={errors.consentOwnSchedule}
          required
        />
        <Checkbox
          label={t('fields.consentData')}
          checked={values.consentDataProcessing}
          onCheckedChange={(checked) => {
            setValues((v) => ({ ...v, consentDataProcessing: checked }));
            setErrors(({ consentDataProcessing: _gone, ...rest }) => rest);
          }}
          error={errors.consentDataProcessing}
          required
        />
      </div>
      {formError ? <Alert>{formError}</Alert> : null}
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
