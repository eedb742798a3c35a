import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { useForm } from '../../shared/forms/use-form.ts';
import { formatMoney } from '../../shared/i18n/format-money.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Badge, type BadgeTone } from '../../shared/ui/badge.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { SelectField } from '../../shared/ui/form-fields.tsx';
import { Pager } from '../../shared/ui/pager.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { TableFrame } from '../../shared/ui/table-frame.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { ADMIN_COUPONS, type AdminCoupon, COMMERCE_TYPENAMES, type CouponState } from './commerce-admin-documents.ts';
import { CouponEditDialog } from './coupon-edit-dialog.tsx';
import { NewCouponDialog } from './new-coupon-dialog.tsx';

const PAGE = 20;
const STATES: CouponState[] = ['active', 'scheduled', 'expired', 'used_up', 'inactive'];
export const STATE_TONES: Record<CouponState, BadgeTone> = {
  active: 'success',
  scheduled: 'info',
  expired: 'muted',
  used_up: 'warning',
  inactive: 'neutral',
};

/** Promo codes: find by code or description and state, see their usage, create, pause, end, limit. */
export function CouponsPanel() {
  const { t } = useTranslation('adminCommerce');
  const filters = useForm({ search: '', state: '' });
  const [applied, setApplied] = useState({ search: '', state: '' });
  const [offset, setOffset] = useState(0);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminCoupon | null>(null);
  const query = useDataQuery(
    {
      query: ADMIN_COUPONS,
      variables: { search: applied.search || undefined, state: (applied.state || undefined) as CouponState | undefined, offset },
      context: COMMERCE_TYPENAMES,
    },
    (data) => data.adminCoupons.coupons.length === 0,
  );

  return (
    <section aria-labelledby="coupons-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="coupons-heading" className="text-xl font-semibold text-slate-900">
          {t('coupons.title')}
        </h2>
        <Button onClick={() => setCreating(true)}>{t('coupons.new')}</Button>
      </div>
      <search>
        <form
          ref={filters.formRef}
          className="flex flex-wrap items-end gap-3"
          onSubmit={filters.handleSubmit(async (values) => {
            setOffset(0);
            setApplied({ search: values.search.trim(), state: values.state });
          })}
        >
          <TextField
            className="min-w-56 flex-1"
            label={t('coupons.search')}
            type="search"
            autoComplete="off"
            value={filters.values.search}
            onValueChange={(value) => filters.setField('search', value)}
          />
          <SelectField
            className="min-w-44"
            label={t('coupons.state')}
            placeholder={t('coupons.anyState')}
            value={filters.values.state}
            onValueChange={(value) => filters.setField('state', value)}
            options={STATES.map((state) => ({ value: state, label: t(`coupons.states.${state}`) }))}
          />
          <Button type="submit">{t('apply')}</Button>
        </form>
      </search>
      <QueryState
        query={query}
        skeleton={<Skeleton lines={6} barClassName="h-10" className="gap-2" />}
        empty={<p className="text-slate-700">{applied.search || applied.state ? t('coupons.noMatch') : t('coupons.empty')}</p>}
      >
        {({ adminCoupons: page }) => (
          <div>
            <CouponTable coupons={page.coupons} total={page.total} onEdit={setEditing} />
            <Pager offset={offset} pageSize={PAGE} shown={page.coupons.length} total={page.total} onOffsetChange={setOffset} />
          </div>
        )}
      </QueryState>
      {creating ? <NewCouponDialog onClose={() => setCreating(false)} /> : null}
      {editing ? <CouponEditDialog coupon={editing} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}

function CouponTable({ coupons, total, onEdit }: { coupons: AdminCoupon[]; total: number; onEdit: (coupon: AdminCoupon) => void }) {
  const { t } = useTranslation('adminCommerce');
  const viewer = useViewerTime();
  return (
    <TableFrame label={t('coupons.caption', { count: total })}>
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">{t('coupons.caption', { count: total })}</caption>
        <thead className="border-b border-slate-300 text-slate-700">
          <tr>
            <th scope="col" className="py-2 pr-3">
              {t('coupons.code')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('coupons.discount')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('coupons.usage')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('coupons.ends')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('coupons.state')}
            </th>
            <th scope="col" className="py-2">
              <span className="sr-only">{t('actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {coupons.map((coupon) => (
            <tr key={coupon.id} className="border-b border-slate-200 align-top" data-testid="coupon-row">
              <td className="py-2 pr-3">
                <span className="font-mono font-semibold text-slate-900">{coupon.code}</span>
                {coupon.description ? <span className="block text-slate-700">{coupon.description}</span> : null}
              </td>
              <td className="py-2 pr-3 text-slate-800">
                {coupon.percentOff !== null
                  ? t('coupons.percentOff', { percent: coupon.percentOff })
                  : coupon.amountOff
                    ? formatMoney(coupon.amountOff, viewer.locale)
                    : '—'}
                {coupon.lifetime ? <span className="block text-xs text-slate-600">{t('coupons.lifetime')}</span> : null}
                {coupon.newUsersOnly ? <span className="block text-xs text-slate-600">{t('coupons.newUsersOnly')}</span> : null}
              </td>
              <td className="py-2 pr-3 tabular-nums text-slate-800" data-testid="coupon-usage">
                {coupon.maxRedemptions !== null
                  ? t('coupons.usedOf', { used: coupon.redemptions, limit: coupon.maxRedemptions })
                  : t('coupons.used', { count: coupon.redemptions })}
              </td>
              <td className="py-2 pr-3 text-slate-800">{coupon.validUntil ? viewer.dateTime(coupon.validUntil) : t('coupons.noEnd')}</td>
              <td className="py-2 pr-3">
                <Badge tone={STATE_TONES[coupon.state]}>{t(`coupons.states.${coupon.state}`)}</Badge>
              </td>
              <td className="py-2 text-right">
                <Button variant="secondary" onClick={() => onEdit(coupon)} aria-label={t('coupons.editOne', { code: coupon.code })}>
                  {t('coupons.edit')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
