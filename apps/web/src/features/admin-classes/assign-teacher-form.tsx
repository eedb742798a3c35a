import { MAX_ASSIGN_REASON_LENGTH } from '@parla/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { dataOf } from '../../shared/data/data-state.ts';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { errorCodeOf } from '../../shared/errors/error-text.ts';
import { useForm } from '../../shared/forms/use-form.ts';
import { notify } from '../../shared/notifications/notification-store.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Checkbox } from '../../shared/ui/checkbox.tsx';
import { SelectField } from '../../shared/ui/form-fields.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { ASSIGN_CLASS_TEACHER, type AdminClassRow, CLASS_TEACHERS, CLASS_TYPENAMES } from './admin-classes-documents.ts';

/**
 * Staffs the class under the teaching rules (adminAssignTeacher, decision 025). A refusal by a
 * rule offers the explicit override, which needs a reason; the audit row keeps the rule overridden.
 */
export function AssignTeacherForm({ klass }: { klass: AdminClassRow }) {
  const { t } = useTranslation('adminClasses');
  const teachers = dataOf(useDataQuery({ query: CLASS_TEACHERS, variables: { sectionId: klass.sectionId } }).state)?.adminTeachers ?? [];
  const [{ fetching }, assign] = useMutation(ASSIGN_CLASS_TEACHER);
  const [refused, setRefused] = useState(false);
  const form = useForm(
    { teacherId: '', override: false, reason: '' },
    {
      schema: () => import('./admin-classes-schemas.ts').then((m) => m.assignTeacherInput),
      toInput: (v) => ({
        classUid: klass.uid,
        teacherId: v.teacherId,
        replaceCurrentTeacher: !!klass.teacherId,
        override: v.override,
        reason: v.reason.trim() || null,
      }),
      validate: (v) => ({ teacherId: v.teacherId ? undefined : t('assign.choose') }),
    },
  );
  const { values, errors, setField } = form;
  const submit = form.handleSubmit(async (v) => {
    const result = await assign(
      {
        classUid: klass.uid,
        teacherId: v.teacherId,
        replaceCurrentTeacher: !!klass.teacherId,
        override: v.override,
        reason: v.reason.trim() || null,
      },
      { ...CLASS_TYPENAMES, notifyErrors: false },
    );
    if (result.error) {
      const code = errorCodeOf(result.error);
      if (code && code !== 'validation_failed' && code !== 'class_already_taken') setRefused(true);
      return result;
    }
    setRefused(false);
    form.setValues({ teacherId: '', override: false, reason: '' });
    notify('success', t('assign.done'));
  });
  return (
    <form ref={form.formRef} onSubmit={submit} noValidate aria-label={t('assign.title')} className="flex flex-wrap items-end gap-2">
      <SelectField
        label={klass.teacherId ? t('assign.replaceLabel') : t('assign.label')}
        value={values.teacherId}
        onValueChange={(value) => setField('teacherId', value)}
        placeholder={t('assign.choose')}
        options={teachers.filter((p) => p.id !== klass.teacherId).map((p) => ({ value: p.id, label: `${p.firstName} ${p.lastName}` }))}
        error={errors.teacherId}
        className="min-w-0 max-w-full"
      />
      <Button type="submit" busy={fetching}>
        {t('assign.submit')}
      </Button>
      {refused || values.override ? (
        <div className="flex basis-full flex-col gap-2">
          <Checkbox label={t('assign.override')} checked={values.override} onCheckedChange={(value) => setField('override', value)} />
          {values.override ? (
            <TextField
              label={t('assign.reason')}
              hint={t('assign.reasonHint')}
              value={values.reason}
              onValueChange={(value) => setField('reason', value)}
              maxLength={MAX_ASSIGN_REASON_LENGTH}
              error={errors.reason}
            />
          ) : null}
        </div>
      ) : null}
      {form.formError ? (
        <p role="alert" className="basis-full text-sm text-red-800">
          {form.formError}
        </p>
      ) : null}
    </form>
  );
}
