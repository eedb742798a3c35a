import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useForm } from '../../../shared/forms/use-form.ts';
import { notify } from '../../../shared/notifications/notification-store.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { SET_AUDIO_RECORDING_CONSENT, SETTINGS_TYPENAMES } from './learning-documents.ts';

type Choice = 'allow' | 'decline';

/**
 * Whether classes may record the student's audio (issue 12 point 16): the same choice the
 * classroom's prejoin screen shows; declining never keeps anyone out of a class.
 */
export function RecordingChoice({ current }: { current: boolean | null }) {
  const { t } = useTranslation('settings');
  const [, save] = useMutation(SET_AUDIO_RECORDING_CONSENT);
  const form = useForm<{ choice: Choice | '' }>({ choice: current === null ? '' : current ? 'allow' : 'decline' });
  const submit = form.handleSubmit(async ({ choice }) => {
    if (!choice) {
      form.setErrors({ choice: t('learning.recording.chooseOne') });
      return;
    }
    const result = await save({ consent: choice === 'allow' }, SETTINGS_TYPENAMES);
    if (!result.data) return result;
    notify('success', t('learning.recording.saved'));
  });
  const options: Choice[] = ['allow', 'decline'];
  return (
    <Card>
      <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-3" aria-describedby="recording-hint" aria-invalid={form.errors.choice ? true : undefined}>
          <legend className="mb-1 text-lg font-semibold text-slate-900">{t('learning.recording.legend')}</legend>
          <p id="recording-hint" className="text-sm text-slate-700">
            {t('learning.recording.hint')}
          </p>
          {current === null ? <p className="text-sm text-slate-700">{t('learning.recording.notAsked')}</p> : null}
          {options.map((option) => (
            <label key={option} className="flex items-start gap-3 text-slate-800">
              <input
                type="radio"
                name="recording"
                value={option}
                checked={form.values.choice === option}
                onChange={() => form.setField('choice', option)}
                className="mt-0.5 size-5 accent-brand-700"
              />
              {t(`learning.recording.${option}`)}
            </label>
          ))}
          {form.errors.choice ? (
            <p className="text-sm font-medium text-red-800" role="alert">
              {form.errors.choice}
            </p>
          ) : null}
        </fieldset>
        {form.formError ? <Alert>{form.formError}</Alert> : null}
        <Button type="submit" busy={form.submitting} className="self-start" data-testid="save-learning-settings">
          {t('learning.save')}
        </Button>
      </form>
    </Card>
  );
}
