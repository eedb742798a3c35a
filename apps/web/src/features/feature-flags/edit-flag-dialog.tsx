import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useErrorText } from '../../shared/errors/error-text.ts';
import { useForm } from '../../shared/forms/use-form.ts';
import { notify } from '../../shared/notifications/notification-store.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { SelectField, TextAreaField } from '../../shared/ui/form-fields.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import {
  type AdminFeatureFlag,
  FLAG_TYPENAMES,
  type FeatureFlagEnvironment,
  type FeatureFlagRole,
  type FeatureFlagRule,
  SET_FEATURE_FLAG,
} from './feature-flags-documents.ts';
import { type FlagFormValues, NEW_FLAG, flagInputOf, formValuesOf, turnsOffForEveryone } from './flag-form-values.ts';

const RULES: FeatureFlagRule[] = ['nobody', 'everyone', 'percentage', 'users', 'role'];
const ROLES: FeatureFlagRole[] = ['student', 'teacher', 'admin'];

/**
 * Creates a flag or edits its rule in one environment (decision 096). Turning a flag that is on
 * for someone off for everyone asks first, in a second dialog.
 */
export function EditFlagDialog({
  flag,
  environment,
  onClose,
}: {
  flag: AdminFeatureFlag | null;
  environment: FeatureFlagEnvironment;
  onClose: () => void;
}) {
  const { t } = useTranslation('featureFlags');
  const errorText = useErrorText();
  const [{ fetching }, save] = useMutation(SET_FEATURE_FLAG);
  const [confirming, setConfirming] = useState(false);
  const confirmed = useRef(false);
  const form = useForm<FlagFormValues>(flag ? formValuesOf(flag) : NEW_FLAG, {
    schema: () => import('./feature-flags-schemas.ts').then((m) => m.featureFlagInput),
    toInput: (values) => flagInputOf(values, environment),
    formErrorOf: (error) => errorText(error),
  });
  const { values, errors, formError } = form;

  const submit = form.handleSubmit(async (current) => {
    if (turnsOffForEveryone(flag, current) && !confirmed.current) {
      setConfirming(true);
      return;
    }
    confirmed.current = false;
    const result = await save({ input: flagInputOf(current, environment) }, { ...FLAG_TYPENAMES, notifyErrors: false });
    if (result.error) return result;
    notify('success', t('saved', { key: current.key.trim() }));
    onClose();
  });

  if (confirming)
    return (
      <Dialog
        open
        onClose={() => setConfirming(false)}
        title={t('confirmOff.title', { key: values.key })}
        description={<p>{t('confirmOff.description')}</p>}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('cancel')}
            </Button>
            <Button
              busy={fetching}
              onClick={() => {
                confirmed.current = true;
                setConfirming(false);
                void submit();
              }}
            >
              {t('confirmOff.confirm')}
            </Button>
          </>
        }
      />
    );

  return (
    <Dialog
      open
      onClose={onClose}
      title={flag ? t('edit.title', { key: flag.key }) : t('create.title')}
      description={<p>{t('edit.description', { environment: t(`environment.${environment}`) })}</p>}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button busy={fetching || form.submitting} onClick={() => void submit()}>
            {t('save')}
          </Button>
        </>
      }
    >
      <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          label={t('field.key')}
          value={values.key}
          onValueChange={(value) => form.setField('key', value)}
          readOnly={flag !== null}
          hint={flag ? undefined : t('field.keyHint')}
          error={errors.key}
          autoComplete="off"
        />
        <TextAreaField
          label={t('field.description')}
          value={values.description}
          onValueChange={(value) => form.setField('description', value)}
          rows={2}
          error={errors.description}
        />
        <SelectField
          label={t('field.rule')}
          value={values.rule}
          onValueChange={(value) => form.setField('rule', value as FeatureFlagRule)}
          options={RULES.map((rule) => ({ value: rule, label: t(`rule.${rule}`) }))}
          error={errors.rule}
        />
        {values.rule === 'percentage' ? (
          <TextField
            label={t('field.percentage')}
            type="number"
            min={0}
            max={100}
            value={values.percentage}
            onValueChange={(value) => form.setField('percentage', value)}
            hint={t('field.percentageHint')}
            error={errors.percentage}
          />
        ) : null}
        {values.rule === 'users' ? (
          <TextAreaField
            label={t('field.userIds')}
            value={values.userIds}
            onValueChange={(value) => form.setField('userIds', value)}
            hint={t('field.userIdsHint')}
            error={errors.userIds}
          />
        ) : null}
        {values.rule === 'role' ? (
          <SelectField
            label={t('field.role')}
            value={values.role}
            onValueChange={(value) => form.setField('role', value as FeatureFlagRole | '')}
            options={ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }))}
            placeholder={t('field.rolePlaceholder')}
            error={errors.role}
          />
        ) : null}
        {formError ? (
          <p role="alert" className="text-sm text-red-800">
            {formError}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
