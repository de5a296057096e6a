import { useEffect, useState } from 'react';
import { RIRS, type Rir } from '@netlease/shared/catalog-constants';
import { parseDollarsToCents, formatCount } from '@netlease/shared/format';
import { isCountryCode } from '@netlease/shared/countries';
import {
  CLEARED_MARKETPLACE_FILTERS,
  IPV4_PREFIX_FILTERS,
  IPV6_PREFIX_FILTERS,
  MARKETPLACE_TEXT_FILTER_MAX_LENGTH,
  REPUTATION_FILTERS,
  REPUTATION_FILTER_LABELS,
  RIR_LABELS,
  countActiveFilters,
  type MarketplaceFilters,
  type ReputationFilter,
} from '@netlease/shared/marketplace-constants';
import { CountrySelect } from '@/components/ui/country-select';
import { Field, Input, Select } from '@/components/ui/field';

const TYPING_DELAY_MS = 400;

/**
 * A text filter applied after a short pause, like the search box. `isValid` keeps a half-typed
 * price from reaching the address; the address changing by itself (back button) refills the box.
 */
function DelayedInput({
  id,
  value,
  onCommit,
  isValid = () => true,
  invalidHint,
  ...rest
}: {
  id: string;
  value: string;
  onCommit: (text: string) => void;
  isValid?: (text: string) => boolean;
  invalidHint?: string;
  placeholder?: string;
  inputMode?: 'decimal' | 'text';
  'aria-label'?: string;
}) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (text.trim() !== value) setText(value);
  }
  const trimmed = text.trim();
  const isOk = trimmed === '' || isValid(trimmed);
  useEffect(() => {
    if (trimmed === value || !isOk) return;
    const timer = setTimeout(() => onCommit(trimmed), TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [trimmed, value, isOk, onCommit]);
  return (
    <div className="space-y-1">
      <Input
        id={id}
        value={text}
        maxLength={MARKETPLACE_TEXT_FILTER_MAX_LENGTH}
        aria-invalid={!isOk || undefined}
        aria-describedby={!isOk ? `${id}-hint` : undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && isOk) onCommit(trimmed);
        }}
        {...rest}
      />
      {!isOk && invalidHint && (
        <p id={`${id}-hint`} className="text-xs text-red-600">
          {invalidHint}
        </p>
      )}
    </div>
  );
}

const cents = (text: string) => (text ? parseDollarsToCents(text) : null);
const PRICE_HINT = 'Dollars, such as 49.99, with the minimum not above the maximum';

/**
 * The marketplace's filter panel (docs/PRODUCT.md "Marketplace search"): IP block filters (size one
 * lease takes, registry, country, reputation band), the price per month and location for both
 * kinds, CPU/RAM words for servers. Loaded lazily: the page shows its first results without it.
 */
export default function MarketplaceFiltersPanel({
  filters,
  onChange,
}: {
  filters: MarketplaceFilters;
  onChange: (changes: Partial<MarketplaceFilters>) => void;
}) {
  const showIp = filters.type !== 'server';
  const showServer = filters.type !== 'ip';
  return (
    <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
      {showIp && (
        <fieldset className="space-y-3">
          <legend className="mb-1 text-sm font-semibold text-slate-900">IP blocks</legend>
          <Field label="Prefix size">
            {(id) => (
              <Select
                id={id}
                value={filters.prefix ?? ''}
                onChange={(event) =>
                  onChange({ prefix: event.target.value ? Number(event.target.value) : null })
                }
              >
                <option value="">Any size</option>
                <optgroup label="IPv4">
                  {IPV4_PREFIX_FILTERS.map((prefix) => (
                    <option key={prefix} value={prefix}>
                      /{prefix} ({formatCount(2 ** (32 - prefix))} IPs)
                    </option>
                  ))}
                </optgroup>
                <optgroup label="IPv6">
                  {IPV6_PREFIX_FILTERS.map((prefix) => (
                    <option key={prefix} value={prefix}>
                      /{prefix}
                    </option>
                  ))}
                </optgroup>
              </Select>
            )}
          </Field>
          <Field label="RIR">
            {(id) => (
              <Select
                id={id}
                value={filters.rir ?? ''}
                onChange={(event) => onChange({ rir: (event.target.value || null) as Rir | null })}
              >
                <option value="">Any RIR</option>
                {RIRS.map((rir) => (
                  <option key={rir} value={rir}>
                    {RIR_LABELS[rir]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Country">
            {(id) => (
              <CountrySelect
                id={id}
                value={filters.country ?? ''}
                placeholder="Any country"
                onChange={(value) => {
                  // Only a country chosen from the list (or none) filters; half-typed text waits.
                  if (value === '' || isCountryCode(value)) onChange({ country: value || null });
                }}
              />
            )}
          </Field>
          <Field label="Reputation">
            {(id) => (
              <Select
                id={id}
                value={filters.rep ?? ''}
                onChange={(event) =>
                  onChange({ rep: (event.target.value || null) as ReputationFilter | null })
                }
              >
                <option value="">Any reputation</option>
                {REPUTATION_FILTERS.map((rep) => (
                  <option key={rep} value={rep}>
                    {REPUTATION_FILTER_LABELS[rep]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </fieldset>
      )}

      <fieldset className="space-y-3">
        <legend className="mb-1 text-sm font-semibold text-slate-900">Price per month (USD)</legend>
        <div className="grid grid-cols-2 gap-2">
          <DelayedInput
            id="marketplace-min-price"
            aria-label="Minimum price per month"
            placeholder="Min"
            inputMode="decimal"
            value={filters.minPrice}
            isValid={(text) => cents(text) !== null && (cents(filters.maxPrice) ?? Infinity) >= cents(text)!}
            invalidHint={PRICE_HINT}
            onCommit={(minPrice) => onChange({ minPrice })}
          />
          <DelayedInput
            id="marketplace-max-price"
            aria-label="Maximum price per month"
            placeholder="Max"
            inputMode="decimal"
            value={filters.maxPrice}
            isValid={(text) => cents(text) !== null && (cents(filters.minPrice) ?? 0) <= cents(text)!}
            invalidHint={PRICE_HINT}
            onCommit={(maxPrice) => onChange({ maxPrice })}
          />
        </div>
        <Field label="Location">
          {(id) => (
            <DelayedInput
              id={id}
              placeholder="City or country"
              value={filters.location}
              onCommit={(location) => onChange({ location })}
            />
          )}
        </Field>
      </fieldset>

      {showServer && (
        <fieldset className="space-y-3">
          <legend className="mb-1 text-sm font-semibold text-slate-900">Servers</legend>
          <Field label="CPU / RAM">
            {(id) => (
              <DelayedInput
                id={id}
                placeholder="e.g. EPYC, 64 GB"
                value={filters.specs}
                onCommit={(specs) => onChange({ specs })}
              />
            )}
          </Field>
        </fieldset>
      )}

      {countActiveFilters(filters) > 0 && (
        <button
          type="button"
          className="text-sm font-medium text-brand-700 hover:underline"
          onClick={() => onChange(CLEARED_MARKETPLACE_FILTERS)}
        >
          Clear filters
        </button>
      )}
    </div>
  );
}
