import { CARD_COUNTRIES, CARD_COUNTRY_LABELS, type CardInput } from '@netlease/shared/payments';
import { Field, Input, Select } from '@/components/ui/field';

export interface CardFields {
  holderName: string;
  number: string;
  expiry: string;
  cvc: string;
  country: (typeof CARD_COUNTRIES)[number];
}

export const EMPTY_CARD: CardFields = { holderName: '', number: '', expiry: '', cvc: '', country: 'us' };

/** The form's text as the API's card input ("MM/YY" split into month and year). */
export function toCardInput(fields: CardFields): CardInput {
  const [month = '', year = ''] = fields.expiry.split('/').map((part) => part.trim());
  return {
    holderName: fields.holderName,
    number: fields.number,
    expMonth: Number(month) || 0,
    expYear: year.length === 2 ? 2000 + Number(year) : Number(year) || 0,
    cvc: fields.cvc.trim(),
    country: fields.country,
  };
}

/** Card details for the built-in card gateway (sandbox: use 4242 4242 4242 4242). */
export function CardForm({ value, onChange }: { value: CardFields; onChange: (value: CardFields) => void }) {
  const set = (patch: Partial<CardFields>) => onChange({ ...value, ...patch });
  return (
    <div className="space-y-4">
      <Field label="Cardholder Name">
        {(id) => (
          <Input
            id={id}
            autoComplete="cc-name"
            value={value.holderName}
            onChange={(event) => set({ holderName: event.target.value })}
          />
        )}
      </Field>
      <Field
        label="Card Number"
        hint="Sandbox: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined."
      >
        {(id) => (
          <Input
            id={id}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 5678 9012 3456"
            value={value.number}
            onChange={(event) => set({ number: event.target.value })}
          />
        )}
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field label="Expiry (MM/YY)">
          {(id) => (
            <Input
              id={id}
              autoComplete="cc-exp"
              placeholder="12/30"
              value={value.expiry}
              onChange={(event) => set({ expiry: event.target.value })}
            />
          )}
        </Field>
        <Field label="CVC">
          {(id) => (
            <Input
              id={id}
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              value={value.cvc}
              onChange={(event) => set({ cvc: event.target.value })}
            />
          )}
        </Field>
      </div>
      <Field label="Country">
        {(id) => (
          <Select
            id={id}
            value={value.country}
            onChange={(event) => set({ country: event.target.value as CardFields['country'] })}
          >
            {CARD_COUNTRIES.map((country) => (
              <option key={country} value={country}>
                {CARD_COUNTRY_LABELS[country]}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </div>
  );
}
