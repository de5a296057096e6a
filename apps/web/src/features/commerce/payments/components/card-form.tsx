import { CARD_COUNTRIES, CARD_COUNTRY_LABELS } from '@netlease/shared/payments';
import { Input, Select } from '@/components/ui/field';
import { FormField } from '@/components/ui/form';
import type { CardFields } from './card-form-schema';

/** Card details for the built-in card gateway (sandbox: use 4242 4242 4242 4242), under `card.`. */
export function CardForm() {
  return (
    <div className="space-y-4">
      <FormField<{ card: CardFields }> name="card.holderName" label="Cardholder Name">
        {(control) => <Input {...control} autoComplete="cc-name" />}
      </FormField>
      <FormField<{ card: CardFields }>
        name="card.number"
        label="Card Number"
        hint="Sandbox: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined."
      >
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 5678 9012 3456"
          />
        )}
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField<{ card: CardFields }> name="card.expiry" label="Expiry (MM/YY)">
          {(control) => <Input {...control} autoComplete="cc-exp" placeholder="12/30" />}
        </FormField>
        <FormField<{ card: CardFields }> name="card.cvc" label="CVC">
          {(control) => <Input {...control} inputMode="numeric" autoComplete="cc-csc" placeholder="123" />}
        </FormField>
      </div>
      <FormField<{ card: CardFields }> name="card.country" label="Country">
        {(control) => (
          <Select {...control}>
            {CARD_COUNTRIES.map((country) => (
              <option key={country} value={country}>
                {CARD_COUNTRY_LABELS[country]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    </div>
  );
}
