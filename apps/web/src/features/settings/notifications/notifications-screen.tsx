import { MARKETING_CHANNELS, type NotificationPreferencesInput, STUDENT_EMAIL_SWITCHES } from '@parla/contracts';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { QueryState } from '../../../shared/data/query-state.tsx';
import { useDataQuery } from '../../../shared/data/use-data-query.ts';
import { useForm } from '../../../shared/forms/use-form.ts';
import { notify } from '../../../shared/notifications/notification-store.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { PageTitle } from '../../../shared/ui/page-title.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { SectionHeading, SwitchField } from '../../../shared/ui/switch-field.tsx';
import { NOTIFICATION_PREFERENCES, NOTIFICATIONS_TYPENAMES, UPDATE_NOTIFICATION_PREFERENCES } from './notifications-documents.ts';

/**
 * account/settings/notifications: which optional e-mails the student gets and the marketing channels
 * (001 §3). The server's one mail gate reads the same switches; the mails that always go out are named.
 */
export function NotificationsScreen() {
  const { t } = useTranslation('settings');
  const query = useDataQuery({ query: NOTIFICATION_PREFERENCES, context: NOTIFICATIONS_TYPENAMES });
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <PageTitle>{t('notifications.title')}</PageTitle>
      <QueryState query={query} skeleton={<Skeleton lines={9} barClassName="h-11" className="min-h-[36rem] gap-4" />}>
        {(data) => <PreferencesForm initial={data.notificationPreferences} />}
      </QueryState>
    </div>
  );
}

function PreferencesForm({ initial }: { initial: NotificationPreferencesInput }) {
  const { t } = useTranslation('settings');
  const [, save] = useMutation(UPDATE_NOTIFICATION_PREFERENCES);
  const form = useForm(initial, { schema: () => import('../settings-schemas.ts').then((m) => m.notificationPreferencesInput) });
  const { values, errors } = form;
  const submit = form.handleSubmit(async (current) => {
    // Exactly the input's fields: the query's objects carry __typename, which the input type refuses.
    const { email, phone, whatsapp } = current.marketing;
    const input = {
      classReminders: current.classReminders,
      bookingChanges: current.bookingChanges,
      teacherFeedback: current.teacherFeedback,
      practiceReminders: current.practiceReminders,
      marketing: { email, phone, whatsapp },
    };
    const result = await save({ input }, NOTIFICATIONS_TYPENAMES);
    if (!result.data) return result;
    notify('success', t('notifications.saved'));
  });
  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-6">
      <Card>
        <fieldset>
          <legend className="mb-2">
            <SectionHeading title={t('notifications.emailsTitle')} intro={t('notifications.emailsIntro')} />
          </legend>
          {STUDENT_EMAIL_SWITCHES.map((name) => (
            <SwitchField
              key={name}
              label={t(`notifications.switches.${name}`)}
              description={t(`notifications.switches.${name}Hint`)}
              checked={values[name]}
              onCheckedChange={(checked) => form.setField(name, checked)}
            />
          ))}
        </fieldset>
      </Card>
      <Card>
        <fieldset>
          <legend className="mb-2">
            <SectionHeading title={t('notifications.marketingTitle')} intro={t('notifications.marketingIntro')} />
          </legend>
          {MARKETING_CHANNELS.map((channel) => (
            <div key={channel}>
              <SwitchField
                label={t(`notifications.marketing.${channel}`)}
                description={t(`notifications.marketing.${channel}Hint`)}
                checked={values.marketing[channel]}
                onCheckedChange={(checked) => form.setField('marketing', { ...values.marketing, [channel]: checked })}
              />
              {errors[`marketing.${channel}`] ? (
                <p className="pb-3 text-sm font-medium text-red-800" role="alert">
                  {errors[`marketing.${channel}`]}
                </p>
              ) : null}
            </div>
          ))}
        </fieldset>
      </Card>
      <section aria-labelledby="always-sent" className="flex flex-col gap-2 rounded-2xl bg-slate-50 p-5">
        <h3 id="always-sent" className="font-semibold text-slate-900">
          {t('notifications.alwaysTitle')}
        </h3>
        <p className="text-sm text-slate-700">{t('notifications.alwaysIntro')}</p>
        <ul className="list-disc pl-5 text-sm text-slate-700">
          <li>{t('notifications.always.security')}</li>
          <li>{t('notifications.always.receipts')}</li>
          <li>{t('notifications.always.account')}</li>
        </ul>
      </section>
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      <Button type="submit" busy={form.submitting} className="self-start">
        {t('notifications.save')}
      </Button>
    </form>
  );
}
