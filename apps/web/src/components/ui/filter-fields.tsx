import { Field, Input, Select } from './field';

interface TextFilterProps {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
}

/** The search box of a filtered list: what it searches is said in its hint. */
export function SearchFilter(props: TextFilterProps) {
  return <InputFilter type="search" {...props} />;
}

/** A date bound of a filtered list ('From', 'To'). */
export function DateFilter(props: Omit<TextFilterProps, 'hint'>) {
  return <InputFilter type="date" {...props} />;
}

function InputFilter({ type, label, hint, value, onChange }: TextFilterProps & { type: 'search' | 'date' }) {
  return (
    <Field label={label} hint={hint}>
      {(id) => <Input id={id} type={type} value={value} onChange={(event) => onChange(event.target.value)} />}
    </Field>
  );
}

/** A choice among a filter's values ('All statuses' is one of the options, with its own value). */
export function SelectFilter<Value extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: Value;
  options: ReadonlyArray<{ value: Value; label: string }>;
  onChange: (value: Value) => void;
}) {
  return (
    <Field label={label}>
      {(id) => (
        <Select id={id} value={value} onChange={(event) => onChange(event.target.value as Value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/** The row of filters above a list: one column on a phone, up to three on a wide screen. */
export function FilterBar({ children }: { children: React.ReactNode }) {
  return <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">{children}</div>;
}
