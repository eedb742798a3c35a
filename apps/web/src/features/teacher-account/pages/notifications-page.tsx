import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useForm } from '../../../shared/forms/use-form.ts';
import { notify } from '../../../shared/notifications/notification-store.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { ACCOUNT_TYPENAMES, type NotificationSettings, TEACHER_ACCOUNT, UPDATE_NOTIFICATIONS } from '../account-documents.ts';
import { SwitchField } from '../fields.tsx';
import { QueryState } from '../../../shared/data/query-state.tsx';
import { useDataQuery } from '../../../shared/data/use-data-query.ts';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';

const SETTINGS: (keyof NotificationSettings)[] = [
  'feedback',
  'otherClassCancellation',
  'shortNoticeCancellation',
  'classReminders',
  'logReminders',
];

/** Notification e-mails (000 §3 notificationSettings, plus the reminders of issue 20): each on or off. */
export function NotificationsPage() {
  const query = useDataQuery({ query: TEACHER_ACCOUNT, context: ACCOUNT_TYPENAMES });
  return (
    <QueryState query={query} skeleton={<Skeleton lines={6} barClassName="h-11" className="gap-4" />}>
      {(data) => <NotificationsForm initial={data.teacherAccount.notificationSettings} />}
    </QueryState>
  );
}

function NotificationsForm({ initial }: { initial: NotificationSettings }) {
  const { t } = useTranslation('teacherAccount');
  const [state, update] = useMutation(UPDATE_NOTIFICATIONS);
  const form = useForm(initial);
  const submit = form.handleSubmit(async (values) => {
    // Only the switches: the form's values came from the query and carry its __typename.
    const input = Object.fromEntries(SETTINGS.map((name) => [name, values[name]])) as NotificationSettings;
    const result = await update({ input }, ACCOUNT_TYPENAMES);
    if (!result.error) notify('success', t('saved'));
    return result;
  });
  return (
    <form ref={form.formRef} onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-slate-700">{t('notifications.intro')}</p>
      <fieldset>
        <legend className="sr-only">{t('notifications.legend')}</legend>
        {SETTINGS.map((name) => (
          <SwitchField
            key={name}
            label={t(`notifications.${name}`)}
            description={t(`notifications.${name}Hint`)}
            checked={form.values[name]}
            onCheckedChange={(checked) => form.setField(name, checked)}
          />
        ))}
      </fieldset>
      <div>
        <Button type="submit" busy={state.fetching}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
