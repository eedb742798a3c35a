import { MISSED_CLASS_REPORT_REASONS } from '@parla/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { useForm } from '../../shared/forms/use-form.ts';
import { http } from '../../shared/http/http.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { SelectField, TextAreaField } from '../../shared/ui/form-fields.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { MISSED_CLASS_REPORT_STATE, type MissedClassReportState } from './feedback-documents.ts';

/**
 * "The class did not happen for me" (001 §7 /api/class-feedback/missed-class, decision 089): on a
 * past class's page, from its start until 7 days after its end, once. Closed by default: one button.
 */
export function MissedClassReport({ classUid }: { classUid: string }) {
  const { t } = useTranslation('feedback');
  const query = useDataQuery({ query: MISSED_CLASS_REPORT_STATE, variables: { classUid }, requestPolicy: 'cache-and-network' });
  return (
    <QueryState query={query} skeleton={<Skeleton lines={1} />}>
      {(data) =>
        data.myMissedClassReport.open || data.myMissedClassReport.reportedAt ? (
          <Card className="flex flex-col gap-3" data-testid="missed-class-report">
            <h2 className="text-xl font-semibold text-slate-900">{t('missed.title')}</h2>
            <ReportBody state={data.myMissedClassReport} classUid={classUid} onSent={query.retry} />
          </Card>
        ) : null
      }
    </QueryState>
  );
}

function ReportBody({ state, classUid, onSent }: { state: MissedClassReportState; classUid: string; onSent: () => void }) {
  const { t } = useTranslation('feedback');
  const viewer = useViewerTime();
  const [opened, setOpened] = useState(false);
  const formId = useId();
  if (state.reportedAt) {
    return (
      <Alert tone="success">
        <span data-testid="missed-class-reported">
          {t('missed.sent', { date: viewer.dateTime(state.reportedAt, { dateOnly: true, dateStyle: 'long' }) })}
        </span>
      </Alert>
    );
  }
  if (!opened) {
    return (
      <>
        <p className="text-slate-800">{t('missed.intro', { date: viewer.dateTime(state.until, { dateOnly: true, dateStyle: 'long' }) })}</p>
        <Button variant="secondary" className="self-start" aria-controls={formId} aria-expanded={false} onClick={() => setOpened(true)}>
          {t('missed.open')}
        </Button>
      </>
    );
  }
  return <ReportForm id={formId} classUid={classUid} onSent={onSent} onCancel={() => setOpened(false)} />;
}

function ReportForm({ id, classUid, onSent, onCancel }: { id: string; classUid: string; onSent: () => void; onCancel: () => void }) {
  const { t } = useTranslation('feedback');
  const form = useForm({ reason: '', explanation: '' });
  const { values, errors } = form;
  const submit = form.handleSubmit(async (v) => {
    await http.post('/api/class-feedback/missed-class', { classUid, reason: v.reason, explanation: v.explanation });
    onSent();
  });
  return (
    <form id={id} ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      <SelectField
        label={t('missed.reason')}
        name="reason"
        required
        placeholder={t('missed.choose')}
        value={values.reason}
        onValueChange={(v) => form.setField('reason', v)}
        options={MISSED_CLASS_REPORT_REASONS.map((r) => ({ value: r, label: t(`missed.reasons.${r}`) }))}
        error={errors.reason}
      />
      <TextAreaField
        label={t('missed.explanation')}
        hint={t('missed.explanationHint')}
        name="explanation"
        maxLength={1000}
        value={values.explanation}
        onValueChange={(v) => form.setField('explanation', v)}
        error={errors.explanation}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={form.submitting}>
          {t('missed.send')}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('missed.cancel')}
        </Button>
      </div>
    </form>
  );
}
