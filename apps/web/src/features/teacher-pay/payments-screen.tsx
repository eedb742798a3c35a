import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { InvoicesSection } from './invoices-section.tsx';
import { LogTabs } from './log-tabs.tsx';
import { usePayTime } from './use-pay-time.ts';

/** Where teachers read how to log and cancel classes (000 §2: help-article and teacher-community links). */
const HELP = {
  logging: 'https://help.parla.school/teachers/class-logs',
  cancelling: 'https://help.parla.school/teachers/cancelling-a-class',
  community: 'https://community.parla.school/c/teachers',
} as const;

/** payments (000 §2 Teacher Payments): logs and payments, tabs Open Logs and Past Logs, and the invoices. */
export function PaymentsScreen() {
  const { t } = useTranslation('teacherPay');
  const time = usePayTime();
  const info = time.info;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10">
      <div className="flex flex-col gap-2">
        <PageTitle>{t('title')}</PageTitle>
        {info?.hourlyRate != null ? (
          <p className="text-slate-700">
            {t('rate', {
              rate: time.money(info.hourlyRate, info.currency),
              noShow: info.noShowPercent,
              technical: info.technicalIssuePercent,
            })}
          </p>
        ) : null}
      </div>
      <LogTabs />
      <aside aria-labelledby="help-heading" className="flex flex-col gap-2 rounded-2xl border border-sky-200 bg-sky-50 p-5 text-sky-950">
        <h2 id="help-heading" className="text-lg font-semibold">
          {t('help.title')}
        </h2>
        <p className="text-sm">{t('help.body')}</p>
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <li>
            <a href={HELP.logging} target="_blank" rel="noreferrer" className="font-semibold underline">
              {t('help.logging')}
            </a>
          </li>
          <li>
            <a href={HELP.cancelling} target="_blank" rel="noreferrer" className="font-semibold underline">
              {t('help.cancelling')}
            </a>
          </li>
          <li>
            <a href={HELP.community} target="_blank" rel="noreferrer" className="font-semibold underline">
              {t('help.community')}
            </a>
          </li>
        </ul>
      </aside>
      <InvoicesSection />
    </div>
  );
}
