import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { notify } from '../../shared/notifications/notification-store.ts';
import { useArea } from '../../shared/routing/area-context.tsx';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { PUSH_DEVICE_TYPENAMES, PUSH_DEVICES, REMOVE_PUSH_DEVICE, SUBSCRIBE_PUSH } from './push-devices-documents.ts';
import { currentEndpoint, pushSupport, subscribeThisBrowser, unsubscribeThisBrowser } from './this-browser.ts';

interface Device {
  id: string;
  label: string;
  endpoint: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/**
 * "Notifications on this device" (issue 20, decision 108), on the student's and the teacher's
 * notification settings: turn web push on for this browser (permission, then subscription), and
 * the list of the person's devices, each removable after a confirmation.
 */
export function PushDevicesCard() {
  const { t } = useTranslation('installable');
  const query = useDataQuery({ query: PUSH_DEVICES, context: PUSH_DEVICE_TYPENAMES });
  return (
    <Card aria-labelledby="push-devices-title" role="region">
      <h2 id="push-devices-title" className="text-lg font-semibold text-slate-900">
        {t('pushDevices.title')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-700">{t('pushDevices.intro')}</p>
      <QueryState query={query} skeleton={<Skeleton lines={3} barClassName="h-10" className="min-h-40 gap-3" />}>
        {(data) => <Devices publicKey={data.pushPublicKey} devices={data.pushDevices} />}
      </QueryState>
    </Card>
  );
}

function Devices({ publicKey, devices }: { publicKey: string; devices: Device[] }) {
  const { t } = useTranslation('installable');
  const { area } = useArea();
  const viewer = useViewerTime();
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [problem, setProblem] = useState<'denied' | 'blocked' | 'failed' | null>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<Device | null>(null);
  const [, subscribe] = useMutation(SUBSCRIBE_PUSH);
  const [removal, remove] = useMutation(REMOVE_PUSH_DEVICE);
  const support = pushSupport();

  useEffect(() => {
    let current = true;
    void currentEndpoint(area)
      .then((found) => {
        if (current) setEndpoint(found);
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [area]);

  const thisDeviceOn = endpoint !== null && devices.some((device) => device.endpoint === endpoint);

  const turnOn = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const outcome = await subscribeThisBrowser(area, publicKey);
      if (outcome.kind !== 'subscribed') {
        setProblem(outcome.kind);
        return;
      }
      const { kind: _kind, ...input } = outcome;
      const result = await subscribe({ input }, PUSH_DEVICE_TYPENAMES);
      if (!result.data) {
        setProblem('failed');
        return;
      }
      setEndpoint(outcome.endpoint);
      notify('success', t('pushDevices.turnedOn'));
    } catch {
      setProblem('failed');
    } finally {
      setBusy(false);
    }
  };

  const confirmRemoval = async () => {
    if (!removing) return;
    const result = await remove({ id: removing.id }, PUSH_DEVICE_TYPENAMES);
    if (!result.data) return;
    if (removing.endpoint === endpoint) {
      await unsubscribeThisBrowser(area).catch(() => {});
      setEndpoint(null);
    }
    notify('success', t('pushDevices.removed', { device: removing.label }));
    setRemoving(null);
  };

  return (
    <div className="flex flex-col gap-5">
      {support === 'unsupported' ? (
        <p className="text-sm text-slate-700">{t('pushDevices.unsupported')}</p>
      ) : thisDeviceOn ? (
        <p role="status" className="text-sm font-medium text-brand-900">
          {t('pushDevices.on')}
        </p>
      ) : (
        <div className="flex flex-col items-start gap-3">
          <Button onClick={() => void turnOn()} busy={busy}>
            {t('pushDevices.turnOn')}
          </Button>
          {support === 'blocked' || problem ? <Alert>{t(`pushDevices.${problem ?? 'blocked'}`)}</Alert> : null}
        </div>
      )}
      <section aria-labelledby="push-devices-list" className="flex flex-col gap-2">
        <h3 id="push-devices-list" className="font-semibold text-slate-900">
          {t('pushDevices.devicesTitle')}
        </h3>
        {devices.length === 0 ? (
          <p className="text-sm text-slate-700" data-testid="push-devices-empty">
            {t('pushDevices.empty')}
          </p>
        ) : (
          <ul className="flex flex-col gap-2">
            {devices.map((device) => (
              <li
                key={device.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-3"
                data-testid="push-device"
              >
                <div className="flex flex-col">
                  <span className="font-medium text-slate-900">
                    {device.label}
                    {device.endpoint === endpoint ? <span className="text-slate-700"> ({t('pushDevices.thisDevice')})</span> : null}
                  </span>
                  <span className="text-sm text-slate-700">
                    {t('pushDevices.added', { date: viewer.dateTime(device.createdAt, { dateOnly: true }) })}
                    {device.lastUsedAt ? `, ${t('pushDevices.lastUsed', { date: viewer.dateTime(device.lastUsedAt) })}` : null}
                  </span>
                </div>
                <Button
                  variant="danger"
                  onClick={() => setRemoving(device)}
                  aria-label={t('pushDevices.removeLabel', { device: device.label })}
                >
                  {t('pushDevices.remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <Dialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('pushDevices.confirmTitle', { device: removing?.label ?? '' })}
        description={t('pushDevices.confirmBody')}
        actions={
          <>
            <Button variant="ghost" onClick={() => setRemoving(null)} autoFocus>
              {t('pushDevices.cancel')}
            </Button>
            <Button variant="danger" busy={removal.fetching} onClick={() => void confirmRemoval()}>
              {t('pushDevices.confirmRemove')}
            </Button>
          </>
        }
      />
    </div>
  );
}
