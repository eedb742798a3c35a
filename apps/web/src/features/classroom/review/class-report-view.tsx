import { useTranslation } from 'react-i18next';
import { useViewerTime } from '../../../shared/time/use-viewer-time.ts';
import { Card } from '../../../shared/ui/card.tsx';
import { ChatPanel } from '../chat/chat-panel.tsx';
import type { ClassReport } from '../classroom-documents.ts';

/** The class report (001 "class report and chat log"): when, who was there how long, and the read-only chat. */
export function ClassReportView({ report, selfPeerId }: { report: ClassReport; selfPeerId: string | null }) {
  const { t } = useTranslation('classroom');
  const viewer = useViewerTime();
  return (
    <Card className="flex flex-col gap-5">
      <h2 className="text-xl font-semibold text-slate-900">{t('report.title')}</h2>
      <dl className="grid gap-2 smn:grid-cols-[10rem_1fr]">
        <dt className="font-semibold text-slate-700">{t('report.scheduled')}</dt>
        <dd>
          {viewer.dateTime(report.startDate, { dateStyle: 'full' })} – {viewer.time(report.endDate)}
        </dd>
        {report.startedAt ? (
          <>
            <dt className="font-semibold text-slate-700">{t('report.started')}</dt>
            <dd>{viewer.time(report.startedAt)}</dd>
          </>
        ) : null}
        {report.endedAt ? (
          <>
            <dt className="font-semibold text-slate-700">{t('report.ended')}</dt>
            <dd>
              {viewer.time(report.endedAt)}
              {report.endReason ? ` · ${t(`report.endReasons.${report.endReason}`)}` : null}
            </dd>
          </>
        ) : null}
      </dl>
      {report.attendance.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="mb-2 text-left text-base font-semibold text-slate-900">{t('report.attendance')}</caption>
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="py-2 pr-3">
                  {t('report.name')}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t('report.joined')}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t('report.minutes')}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.attendance.map((row) => (
                <tr key={row.peerId} className="border-b border-slate-100">
                  <td className="py-2 pr-3">{row.name}</td>
                  <td className="py-2 pr-3">{row.firstJoinedAt ? viewer.time(row.firstJoinedAt) : t('report.notJoined')}</td>
                  <td className="py-2 pr-3">{row.minutesInClass}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <div className="flex flex-col gap-2">
        <h3 className="text-base font-semibold text-slate-900">{t('report.chatLog')}</h3>
        <div className="flex max-h-96 flex-col">
          <ChatPanel messages={report.chat} selfPeerId={selfPeerId} canSend={false} canDelete={false} closedText={t('chat.readOnly')} />
        </div>
        <a
          className="self-start text-sm font-semibold text-brand-800 underline underline-offset-2"
          href={`/api/classroom/classes/${encodeURIComponent(report.classUid)}/chat.txt`}
          download
        >
          {t('report.downloadChat')}
        </a>
      </div>
    </Card>
  );
}
