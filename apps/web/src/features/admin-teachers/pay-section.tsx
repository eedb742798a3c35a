import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useErrorText } from '../../shared/errors/error-text.ts';
import { useForm } from '../../shared/forms/use-form.ts';
import { formatMoney } from '../../shared/i18n/format-money.ts';
import { notify } from '../../shared/notifications/notification-store.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Badge } from '../../shared/ui/badge.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { SelectField } from '../../shared/ui/form-fields.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { ADD_PAY_LINE, MAKE_INVOICES, TEACHER_TYPENAMES, type TeacherDetail } from './admin-teachers-documents.ts';

/** "12,50" or "-3.5" -> cents; NaN when it is not an amount (the contract then says so). */
function toCents(text: string): number {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() === '' || !Number.isFinite(value) ? Number.NaN : Math.round(value * 100);
}

/** Manual pay lines (a bonus or an adjustment, invoiced with the running month) and the teacher's invoices. */
export function PaySection({ detail }: { detail: TeacherDetail }) {
  const { t } = useTranslation('adminTeachers');
  const locale = useLocale();
  const errorText = useErrorText();
  const [, addLine] = useMutation(ADD_PAY_LINE);
  const [{ fetching: making }, makeInvoices] = useMutation(MAKE_INVOICES);
  const teacherId = detail.teacher.id;
  const form = useForm(
    { kind: 'Bonus' as 'Bonus' | 'Adg', amount: '', description: '' },
    {
      schema: () => import('./admin-teachers-schemas.ts').then((m) => m.teacherPayLineInput),
      toInput: (v) => ({ teacherId, kind: v.kind, amountCents: toCents(v.amount), description: v.description }),
      fieldAliases: { amountCents: 'amount' },
      formErrorOf: (error) => errorText(error),
    },
  );
  const submit = form.handleSubmit(async (v) => {
    const input = { teacherId, kind: v.kind, amountCents: toCents(v.amount), description: v.description.trim() };
    const result = await addLine({ input }, TEACHER_TYPENAMES);
    if (result.error) return result;
    notify('success', t('teacher.pay.added'));
    form.setValues((latest) => ({ ...latest, amount: '', description: '' }));
    return undefined;
  });
  return (
    <Card>
      <section aria-labelledby="pay-title" className="flex flex-col gap-4">
        <h2 id="pay-title" className="text-xl font-semibold text-slate-900">
          {t('teacher.pay.title')}
        </h2>
        <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-3" aria-labelledby="pay-line-title">
          <h3 id="pay-line-title" className="text-lg font-semibold text-slate-900">
            {t('teacher.pay.addTitle')}
          </h3>
          <div className="grid gap-3 smw:grid-cols-2">
            <SelectField
              label={t('teacher.pay.kind')}
              value={form.values.kind}
              onValueChange={(value) => form.setField('kind', value as 'Bonus' | 'Adg')}
              options={[
                { value: 'Bonus', label: t('teacher.pay.kindBonus') },
                { value: 'Adg', label: t('teacher.pay.kindAdg') },
              ]}
              error={form.errors.kind}
            />
            <TextField
              label={t('teacher.pay.amount', { currency: detail.currency })}
              hint={t('teacher.pay.amountHint')}
              inputMode="decimal"
              value={form.values.amount}
              onValueChange={(value) => form.setField('amount', value)}
              error={form.errors.amount}
            />
          </div>
          <TextField
            label={t('teacher.pay.description')}
            value={form.values.description}
            onValueChange={(value) => form.setField('description', value)}
            error={form.errors.description}
          />
          {form.formError ? (
            <p role="alert" className="text-sm text-red-800">
              {form.formError}
            </p>
          ) : null}
          <Button type="submit" busy={form.submitting} className="self-start">
            {t('teacher.pay.add')}
          </Button>
        </form>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-lg font-semibold text-slate-900">{t('teacher.pay.invoices')}</h3>
          <Button
            variant="secondary"
            busy={making}
            onClick={async () => {
              const result = await makeInvoices({}, { ...TEACHER_TYPENAMES, notifyErrors: true });
              if (!result.error) notify('success', t('teacher.pay.made', { count: result.data?.adminMakeTeacherInvoices ?? 0 }));
            }}
          >
            {t('teacher.pay.make')}
          </Button>
        </div>
        {detail.invoices.length === 0 ? <p className="text-slate-700">{t('teacher.pay.noInvoices')}</p> : null}
        <ul className="flex flex-col gap-2">
          {detail.invoices.map((invoice) => (
            <li
              key={invoice.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-3"
              data-testid="teacher-invoice"
            >
              <div className="flex flex-col gap-1">
                <p className="font-medium text-slate-900">
                  {t('teacher.pay.invoice', { month: invoice.month, number: invoice.number ?? '' })}{' '}
                  {invoice.pending ? <Badge tone="info">{t('teacher.pay.pending')}</Badge> : null}
                </p>
                <p className="text-sm text-slate-700">
                  {t('teacher.pay.total', {
                    total: formatMoney({ amount: invoice.totalCents, currency: invoice.currency }, locale),
                    count: invoice.itemCount,
                  })}
                </p>
              </div>
              {invoice.pdfUrl && invoice.number ? (
                <a className="text-sm font-semibold text-brand-800 underline" href={invoice.pdfUrl} target="_blank" rel="noreferrer">
                  {t('teacher.pay.pdf', { number: invoice.number })}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}
