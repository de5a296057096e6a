import { Link } from 'react-router';
import { useFormContext } from 'react-hook-form';
import { AlertTriangle, Clock, ShieldCheck } from 'lucide-react';
import { formatAsn } from '@netlease/shared/asns-constants';
import type { CheckoutSummary, CheckoutUnit } from '@netlease/shared/orders';
import {
  REPUTATION_BAND_LABELS,
  REPUTATION_BAND_TONES,
  REPUTATION_MAX,
  REPUTATION_NOT_CHECKED_LABEL,
} from '@netlease/shared/reputation-constants';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { Select } from '@/components/ui/field';
import { FormChoice, FormField } from '@/components/ui/form';
import { formatDate, formatTime } from '@/lib/dates';
import { useApprovedAsns } from '../api/get-approved-asns';
import type { CheckoutFormValues } from './checkout-form-schema';
import { formatCount } from '@netlease/shared/format';

/** '198.18.0.0/22 · 1,024 addresses' (an IPv6 prefix is named alone). */
export const unitText = (unit: CheckoutUnit) =>
  unit.addresses === null ? unit.prefix : `${unit.prefix} · ${formatCount(unit.addresses)} addresses`;

/** The unit's band and score in the marketplace's colours, or 'Not yet checked' (never a clean 100). */
export function UnitReputation({ unit }: { unit: CheckoutUnit }) {
  const { band, score } = unit.reputation;
  if (band === null || score === null) return <Badge tone="grey">{REPUTATION_NOT_CHECKED_LABEL}</Badge>;
  return (
    <Badge tone={REPUTATION_BAND_TONES[band]}>
      {REPUTATION_BAND_LABELS[band]} · {score}/{REPUTATION_MAX}
    </Badge>
  );
}

export const needsReputationTick = (unit: CheckoutUnit | null) =>
  unit?.reputation.band === 'warning' || unit?.reputation.band === 'blacklisted';

/** The warning of a Warning or Blacklisted unit and the 'I understand' tick paying needs. */
function ReputationWarning({ unit }: { unit: CheckoutUnit }) {
  const isBlacklisted = unit.reputation.band === 'blacklisted';
  return (
    <div
      className={cn(
        'space-y-3 rounded-lg border p-4 text-sm',
        isBlacklisted
          ? 'border-red-200 bg-red-50 text-red-900'
          : 'border-amber-200 bg-amber-50 text-amber-900',
      )}
    >
      <p className="flex items-start gap-2 font-medium">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
        {isBlacklisted
          ? 'Addresses of this range are listed on DNS blocklists (Blacklisted).'
          : 'An address of this range is listed on a DNS blocklist (Warning).'}
      </p>
      <p>
        Mail and some networks may refuse traffic from it until it is delisted. Its score is the lowest of its
        checked subnets.
      </p>
      <FormChoice<CheckoutFormValues, 'acceptReputation'> name="acceptReputation">
        {(control, field) => (
          <label className="flex items-start gap-2 font-medium">
            <input
              type="checkbox"
              name={field.name}
              ref={field.ref}
              checked={field.value}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
              className="mt-0.5 size-4 shrink-0 rounded border-slate-300"
              {...control}
            />
            I understand the reputation of this range and want to lease it.
          </label>
        )}
      </FormChoice>
    </div>
  );
}

/** Naming one of the buyer's approved ASNs now, or later on the lease page (PRODUCT.md "Delivering a lease"). */
function AsnChoice() {
  const asns = useApprovedAsns(true);
  return (
    <FormField<CheckoutFormValues>
      name="asnId"
      label="ASN (optional)"
      hint={
        <>
          The AS that will announce this range. You can also name it later on the lease page.{' '}
          <Link to="/my-asns" className="font-medium text-brand-700 underline">
            Add an ASN
          </Link>
        </>
      }
    >
      {(control) => (
        <Select {...control}>
          <option value="">Name it later</option>
          {(asns.data ?? []).map((asn) => (
            <option key={asn.id} value={asn.id}>
              {formatAsn(asn.asnNumber)} · {asn.organization}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}

/**
 * What is leased and how (docs/PRODUCT.md "Checkout"): the exact prefix with its size and reputation,
 * the warning and tick a Warning or Blacklisted unit needs, the ASN, and auto-renew (off by default).
 */
export function LeaseDetails({ item }: { item: CheckoutSummary }) {
  const { register } = useFormContext<CheckoutFormValues>();
  const { unit } = item;
  return (
    <SectionCard title="Lease Details" bodyClassName="space-y-4 text-sm">
      {unit && (
        <dl className="grid gap-3 sm:grid-cols-2">
          <div>
            <dt className="text-slate-600">Range you lease</dt>
            <dd className="mt-0.5 font-semibold break-words text-slate-900">{unitText(unit)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Reputation</dt>
            <dd className="mt-0.5">
              <UnitReputation unit={unit} />
              {unit.reputation.band === null && (
                <span className="mt-1 block text-xs text-slate-600">
                  No blocklist check has looked at this range yet.
                </span>
              )}
            </dd>
          </div>
        </dl>
      )}
      {unit && needsReputationTick(unit) && <ReputationWarning unit={unit} />}
      {item.itemType === 'ip' && <AsnChoice />}
      <div className="space-y-1">
        <label className="flex items-center gap-2 font-medium text-slate-900">
          <input type="checkbox" className="size-4 rounded border-slate-300" {...register('autoRenews')} />
          Auto-renew
        </label>
        <p className="text-xs text-slate-600">
          Off: the lease ends on {formatDate(item.renewalDate)}. On: it renews then from your wallet. You can
          change this at any time on My Orders.
        </p>
      </div>
    </SectionCard>
  );
}

/** 'Held for you until 16:42' (minute precision: the page needs no ticking clock). */
export function HoldLine({ expiresAt }: { expiresAt: string }) {
  return (
    <p className="flex items-center gap-2 rounded-lg bg-brand-50 px-3 py-2 text-brand-800">
      <ShieldCheck className="size-4 shrink-0" aria-hidden />
      Held for you until {formatTime(expiresAt)}
    </p>
  );
}

/** Other buyers hold every free unit: no pay button, when it frees, and a way to look again. */
export function HeldByAnotherBuyer({
  heldUntil,
  onCheckAgain,
  isChecking,
  className,
}: {
  heldUntil: string | null;
  onCheckAgain: () => void;
  isChecking: boolean;
  className?: string;
}) {
  return (
    <div
      role="status"
      className={cn('space-y-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900', className)}
    >
      <p className="flex items-center gap-2 font-semibold">
        <Clock className="size-4 shrink-0" aria-hidden />
        Held by another buyer
      </p>
      <p>
        Another buyer is paying for what is left of this item.{' '}
        {heldUntil ? `It frees at ${formatTime(heldUntil)} unless they pay.` : 'It frees within 15 minutes.'}
      </p>
      <Button type="button" variant="secondary" size="sm" onClick={onCheckAgain} isLoading={isChecking}>
        Check again
      </Button>
    </div>
  );
}
