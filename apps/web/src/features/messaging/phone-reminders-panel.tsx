import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMutation } from 'urql';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { useErrorText } from '../../shared/errors/error-text.ts';
import { useForm } from '../../shared/forms/use-form.ts';
import { notify } from '../../shared/notifications/notification-store.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Badge } from '../../shared/ui/badge.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { SectionHeading, SwitchField } from '../../shared/ui/switch-field.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import {
  PHONE_CHANNELS,
  PHONE_CHANNELS_TYPENAMES,
  type PhoneChannels,
  SEND_PHONE_CODE,
  UPDATE_PHONE_REMINDERS,
  VERIFY_PHONE,
} from './messaging-documents.ts';

/**
 * Reminders by SMS and WhatsApp (issue 20, decision 109), for students and teachers: verify the
 * account's number with a code by SMS, then turn each channel on. The areas place it on their
 * notification settings and say where the number is edited (`numberPageTo`).
 */
export function PhoneRemindersPanel({ numberPageTo, marketingNote = false }: { numberPageTo: string; marketingNote?: boolean }) {
  const { t } = useTranslation('common');
  const query = useDataQuery({ query: PHONE_CHANNELS, context: PHONE_CHANNELS_TYPENAMES });
  return (
    <section aria-labelledby="phone-reminders-heading" className="flex flex-col gap-4" data-testid="phone-reminders">
      <div className="flex flex-col gap-1">
        <h3 id="phone-reminders-heading" className="text-lg font-semibold text-slate-900">
          {t('phoneReminders.title')}
        </h3>
        <p className="text-slate-700">{t('phoneReminders.intro')}</p>
      </div>
      <QueryState query={query} skeleton={<Skeleton lines={3} barClassName="h-11" className="min-h-40 gap-4" />}>
        {(data) => <PhoneState state={data.phoneChannels} numberPageTo={numberPageTo} />}
      </QueryState>
      {marketingNote ? <p className="text-sm text-slate-600">{t('phoneReminders.marketingNote')}</p> : null}
    </section>
  );
}

function PhoneState({ state, numberPageTo }: { state: PhoneChannels; numberPageTo: string }) {
  const { t } = useTranslation('common');
  if (!state.smsAvailable) return <p className="text-slate-700">{t('phoneReminders.unavailable')}</p>;
  if (!state.phoneNumber)
    return (
      <div className="flex flex-col items-start gap-2">
        <p className="text-slate-700">{t('phoneReminders.noNumber')}</p>
        <Link to={numberPageTo} className="font-semibold text-brand-800 underline underline-offset-2">
          {t('phoneReminders.addNumber')}
        </Link>
      </div>
    );
  return (
    <div className="flex flex-col gap-4">
      <p className="flex flex-wrap items-center gap-2 text-slate-800">
        <span>{t('phoneReminders.number')}</span>
        <span className="font-semibold" data-testid="phone-number">
          {state.phoneNumber}
        </span>
        {state.verified ? (
          <Badge tone="success">{t('phoneReminders.verified')}</Badge>
        ) : (
          <Badge tone="warning">{t('phoneReminders.notVerified')}</Badge>
        )}
        <Link to={numberPageTo} className="text-sm font-semibold text-brand-800 underline underline-offset-2">
          {t('phoneReminders.changeNumber')}
        </Link>
      </p>
      {state.verified ? <ReminderSwitches state={state} /> : <Verification state={state} />}
    </div>
  );
}

function Verification({ state }: { state: PhoneChannels }) {
  const { t } = useTranslation('common');
  const errorText = useErrorText();
  const [sending, send] = useMutation(SEND_PHONE_CODE);
  const [sendError, setSendError] = useState<string | null>(null);
  const [, verify] = useMutation(VERIFY_PHONE);
  const form = useForm({ code: '' }, { schema: () => import('./messaging-schemas.ts').then((m) => m.phoneCodeInput) });
  const sendCode = async () => {
    setSendError(null);
    const result = await send({}, PHONE_CHANNELS_TYPENAMES);
    if (result.error) return setSendError(errorText(result.error));
    notify('success', t('phoneReminders.codeSent'));
  };
  const submit = form.handleSubmit(async ({ code }) => {
    const result = await verify({ input: { code } }, PHONE_CHANNELS_TYPENAMES);
    if (!result.data) return result;
    notify('success', t('phoneReminders.verifiedNow'));
  });
  const pending = state.codeExpiresAt !== null;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-slate-700">{t('phoneReminders.verifyIntro')}</p>
      {state.smsRefused ? <Alert>{t('phoneReminders.smsRefused')}</Alert> : null}
      {pending ? (
        <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
          <TextField
            label={t('phoneReminders.code')}
            hint={t('phoneReminders.codeHint')}
            value={form.values.code}
            onValueChange={(v) => form.setField('code', v)}
            error={form.errors.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={20}
            className="max-w-xs"
          />
          {form.formError ? <Alert>{form.formError}</Alert> : null}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" busy={form.submitting}>
              {t('phoneReminders.verify')}
            </Button>
            <Button type="button" variant="secondary" busy={sending.fetching} onClick={sendCode}>
              {t('phoneReminders.sendAgain')}
            </Button>
          </div>
        </form>
      ) : (
        <Button type="button" busy={sending.fetching} onClick={sendCode} className="self-start">
          {t('phoneReminders.sendCode')}
        </Button>
      )}
      {sendError ? <Alert>{sendError}</Alert> : null}
    </div>
  );
}

function ReminderSwitches({ state }: { state: PhoneChannels }) {
  const { t } = useTranslation('common');
  const errorText = useErrorText();
  const [, update] = useMutation(UPDATE_PHONE_REMINDERS);
  const [error, setError] = useState<string | null>(null);
  const [switches, setSwitches] = useState({ sms: state.smsReminders, whatsapp: state.whatsappReminders });
  // Each switch saves at once: opting out must not wait for a save button. Shown at once, put back on failure.
  const save = async (input: { sms: boolean; whatsapp: boolean }) => {
    const before = switches;
    setError(null);
    setSwitches(input);
    const result = await update({ input }, PHONE_CHANNELS_TYPENAMES);
    if (result.error) {
      setSwitches(before);
      return setError(errorText(result.error));
    }
    notify('success', t('phoneReminders.saved'));
  };
  return (
    <fieldset>
      <legend className="mb-2">
        <SectionHeading title={t('phoneReminders.switchesTitle')} />
      </legend>
      <SwitchField
        label={t('phoneReminders.sms')}
        description={state.smsRefused ? t('phoneReminders.smsRefused') : t('phoneReminders.smsHint')}
        checked={switches.sms}
        onCheckedChange={(sms) => save({ ...switches, sms })}
      />
      {state.whatsappAvailable ? (
        <SwitchField
          label={t('phoneReminders.whatsapp')}
          description={state.whatsappRefused ? t('phoneReminders.whatsappRefused') : t('phoneReminders.whatsappHint')}
          checked={switches.whatsapp}
          onCheckedChange={(whatsapp) => save({ ...switches, whatsapp })}
        />
      ) : null}
      {error ? <Alert>{error}</Alert> : null}
    </fieldset>
  );
}
