import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { useForm } from '../../shared/forms/use-form.ts';
import { notify } from '../../shared/notifications/notification-store.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { LEARNING_SETTINGS, SET_AUDIO_RECORDING_CONSENT, SETTINGS_TYPENAMES } from './settings-documents.ts';

type Choice = 'allow' | 'decline';

/**
 * account/settings/learning (issue 12 point 16): whether classes may record the student's audio.
 * The same choice the classroom's prejoin screen shows; declining never keeps anyone out of a class.
 */
export function LearningSettingsScreen() {
  const { t } = useTranslation('student');
  const query = useDataQuery({ query: LEARNING_SETTINGS, context: SETTINGS_TYPENAMES });
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <PageTitle>{t('settings.learning.title')}</PageTitle>
      {/* The choice's card (legend, two options, hint, Save): the skeleton keeps its height. */}
      <QueryState
        query={query}
        skeleton={<Skeleton lines={5} barClassName="h-7" className="min-h-64 gap-3 rounded-2xl border border-slate-200 bg-white p-6" />}
      >
        {(data) => (
          <RecordingChoice
            key={String(data.learningSettings.audioRecordingConsent)}
            current={data.learningSettings.audioRecordingConsent}
          />
        )}
      </QueryState>
    </div>
  );
}

function RecordingChoice({ current }: { current: boolean | null }) {
  const { t } = useTranslation('student');
  const [, save] = useMutation(SET_AUDIO_RECORDING_CONSENT);
  const form = useForm<{ choice: Choice | '' }>({ choice: current === null ? '' : current ? 'allow' : 'decline' });
  const submit = form.handleSubmit(async ({ choice }) => {
    if (!choice) {
      form.setErrors({ choice: t('settings.learning.chooseOne') });
      return;
    }
    const result = await save({ consent: choice === 'allow' }, SETTINGS_TYPENAMES);
    if (!result.data) return result;
    notify('success', t('settings.learning.saved'));
  });
  const options: Choice[] = ['allow', 'decline'];
  return (
    <Card>
      <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-3" aria-describedby="recording-hint" aria-invalid={form.errors.choice ? true : undefined}>
          <legend className="mb-1 text-lg font-semibold text-slate-900">{t('settings.learning.recordingLegend')}</legend>
          <p id="recording-hint" className="text-sm text-slate-700">
            {t('settings.learning.recordingHint')}
          </p>
          {current === null ? <p className="text-sm text-slate-700">{t('settings.learning.notAsked')}</p> : null}
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
              {t(`settings.learning.${option}`)}
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
          {t('settings.learning.save')}
        </Button>
      </form>
    </Card>
  );
}
