import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { notify } from '../../shared/notifications/notification-store.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { SelectField } from '../../shared/ui/form-fields.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { type AdminChallenge, CHALLENGE_TYPENAMES, CREATE_CHALLENGE, UPDATE_CHALLENGE } from './admin-content-documents.ts';
import { SaveError } from './edit-notes.tsx';
import { monthName } from './month-name.ts';
import { useContentSave } from './use-content-save.ts';
import { useForm } from '../../shared/forms/use-form.ts';

/** Whole numbers as typed; anything else stays NaN, which the contract words ("A number is expected."). */
const whole = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * Sets up a coming month's challenge (`challenge` null: one of `months`) or changes the target
 * and prize of one that has not started. Started months are not editable: their participants
 * joined under their rules.
 */
export function ChallengeDialog({
  challenge,
  months,
  onClose,
  onReload,
}: {
  challenge: AdminChallenge | null;
  months: string[];
  onClose: () => void;
  onReload: () => void;
}) {
  const { t } = useTranslation('adminContent');
  const locale = useLocale();
  const [, update] = useMutation(UPDATE_CHALLENGE);
  const [, create] = useMutation(CREATE_CHALLENGE);
  const initial = {
    month: months[0] ?? '',
    target: String(challenge?.target ?? 30),
    prizeGroupCredits: String(challenge?.prizeGroupCredits ?? 2),
  };
  const toInput = (values: typeof initial) => {
    const rules = { target: whole(values.target), prizeGroupCredits: whole(values.prizeGroupCredits) };
    return challenge ? { ...rules, challengeId: challenge.id, version: challenge.version } : { ...rules, month: values.month };
  };
  const form = useForm(initial, {
    schema: () => import('./admin-content-schemas.ts').then((m) => (challenge ? m.adminUpdateChallengeInput : m.adminCreateChallengeInput)),
    toInput,
  });
  const { conflict, save } = useContentSave(form, toInput);
  const submit = save(
    (input): Promise<{ error?: unknown }> =>
      'challengeId' in input ? update({ input }, CHALLENGE_TYPENAMES) : create({ input }, CHALLENGE_TYPENAMES),
    () => {
      notify(
        'success',
        t(challenge ? 'challenges.saved' : 'challenges.created', { month: monthName(challenge?.month ?? form.values.month, locale) }),
      );
      onClose();
    },
  );
  const title = challenge ? t('challenges.editTitle', { month: monthName(challenge.month, locale) }) : t('challenges.planTitle');

  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      description={<p>{t('challenges.dialogDescription')}</p>}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button busy={form.submitting} onClick={() => void submit()}>
            {challenge ? t('challenges.save') : t('challenges.create')}
          </Button>
        </>
      }
    >
      <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
        {challenge ? null : (
          <SelectField
            label={t('challenges.month')}
            value={form.values.month}
            onValueChange={(value) => form.setField('month', value)}
            options={months.map((month) => ({ value: month, label: monthName(month, locale) }))}
            error={form.errors.month}
          />
        )}
        <TextField
          label={t('challenges.targetLabel')}
          hint={t('challenges.targetHint')}
          inputMode="numeric"
          value={form.values.target}
          onValueChange={(value) => form.setField('target', value)}
          error={form.errors.target}
        />
        <TextField
          label={t('challenges.prizeLabel')}
          hint={t('challenges.prizeHint')}
          inputMode="numeric"
          value={form.values.prizeGroupCredits}
          onValueChange={(value) => form.setField('prizeGroupCredits', value)}
          error={form.errors.prizeGroupCredits}
        />
        <SaveError
          error={form.formError}
          conflict={conflict}
          onReload={() => {
            onReload();
            onClose();
          }}
        />
      </form>
    </Dialog>
  );
}
