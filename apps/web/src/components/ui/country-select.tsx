import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import {
  listCountries,
  COUNTRY_MESSAGES,
  countryName,
  formatCountry,
  searchCountries,
  type Country,
} from '@netlease/shared/countries';
import { cn } from './cn';
import { Input } from './field';

/** The country a typed text names exactly: its code ('nl'), its name or the shown 'Netherlands (NL)'. */
function findExactCountry(text: string): Country | undefined {
  const wanted = text.trim().toLowerCase();
  return listCountries().find(
    (country) =>
      country.code.toLowerCase() === wanted ||
      country.name.toLowerCase() === wanted ||
      formatCountry(country).toLowerCase() === wanted,
  );
}

/**
 * The countries listed for a text (all of them, sorted, when none is typed). Worked out when the list
 * opens, not when a page with the select first renders: sorting them loads the browser's collation
 * data, about 10 ms of a phone's main thread (docs/decisions/317).
 */
const optionsFor = (text: string | null) => (text === null ? listCountries() : searchCountries(text));

const labelOf = (value: string) => {
  const name = countryName(value);
  return name ? formatCountry({ code: value, name }) : value;
};

/**
 * A searchable country select (ARIA combobox with a listbox popup), so a country is picked from the
 * ISO 3166-1 list instead of typed as a code (docs/decisions/105-country-codes.md). `value` is a
 * code or ''. What the user types and leaves without choosing is passed on as typed (a name or code
 * that matches exactly becomes its code), so the form's shared validator refuses it with the
 * same message as the server instead of it being dropped silently.
 */
export function CountrySelect({
  id,
  value,
  onChange,
  placeholder = 'Search countries',
  name,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
}: {
  /** The id the Field label points at. */
  id: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** The form field's name, so a refused submit can move focus here (components/ui/form.tsx). */
  name?: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}) {
  const listboxId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState<string | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  // While typing the input shows the text; otherwise it shows the chosen country.
  const shownText = text ?? labelOf(value);
  const options = useMemo(() => (isOpen ? optionsFor(text) : []), [isOpen, text]);
  const activeOption = isOpen ? options[activeIndex] : undefined;
  const optionId = (country: Country) => `${listboxId}-${country.code}`;
  const activeId = activeOption ? optionId(activeOption) : undefined;
  const hasClear = Boolean(value || text);
  const chosenIndex = () =>
    Math.max(
      0,
      optionsFor(text).findIndex((country) => country.code === value),
    );

  const open = (index: number) => {
    setIsOpen(true);
    setActiveIndex(index);
  };
  const close = () => {
    setIsOpen(false);
    setActiveIndex(-1);
  };
  const choose = (country: Country) => {
    onChange(country.code);
    setText(null);
    close();
  };
  const clear = () => {
    onChange('');
    setText(null);
    close();
    inputRef.current?.focus();
  };

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  // The combobox sits in a modal dialog, which closes on Escape from a listener on the document
  // that runs before the input's own handler. While the list is open, Escape only closes the
  // list: this capture listener on window runs first and marks the key as handled.
  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.target !== inputRef.current) return;
      event.preventDefault();
      event.stopPropagation();
      setIsOpen(false);
      setActiveIndex(-1);
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [isOpen]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!isOpen) open(chosenIndex());
      else setActiveIndex((index) => Math.min(last, index + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (!isOpen) open(chosenIndex());
      else setActiveIndex((index) => Math.max(0, index - 1));
    } else if (event.key === 'Enter' && isOpen && activeOption) {
      // Enter picks the highlighted country instead of submitting the form.
      event.preventDefault();
      choose(activeOption);
    }
  };

  const onType = (typed: string) => {
    setText(typed);
    const exact = findExactCountry(typed);
    onChange(exact ? exact.code : typed.trim());
    if (typed.trim()) open(0);
    else close();
  };

  const onBlur = () => {
    close();
    // Show a typed exact match as 'Netherlands (NL)'; keep any other text visible as typed.
    if (text !== null && (findExactCountry(text) || !text.trim())) setText(null);
  };

  return (
    <div className="relative">
      <Input
        ref={inputRef}
        id={id}
        name={name}
        aria-invalid={ariaInvalid}
        aria-describedby={ariaDescribedBy}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isOpen}
        aria-controls={listboxId}
        aria-activedescendant={activeId}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={shownText}
        className={cn(hasClear && 'pr-9')}
        onChange={(event) => onType(event.target.value)}
        onKeyDown={onKeyDown}
        // Typing replaces the shown choice rather than appending to 'Netherlands (NL)'.
        onFocus={(event) => event.target.select()}
        onClick={() => (isOpen ? close() : open(chosenIndex()))}
        onBlur={onBlur}
      />
      {hasClear && (
        <button
          type="button"
          aria-label="Clear country"
          className="absolute inset-y-0 right-0 flex w-9 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/30"
          onClick={clear}
        >
          <X className="size-4" aria-hidden />
        </button>
      )}
      <ul
        id={listboxId}
        role="listbox"
        aria-label="Countries"
        hidden={!isOpen || options.length === 0}
        className="absolute z-10 mt-1 max-h-60 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 text-sm shadow-lg"
      >
        {isOpen &&
          options.map((country, index) => (
            <li
              key={country.code}
              id={optionId(country)}
              role="option"
              aria-selected={country.code === value}
              className={cn(
                'flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2',
                index === activeIndex && 'bg-brand-50 text-brand-900',
                country.code === value && 'font-medium',
              )}
              // Keep focus in the input so the choice does not count as leaving the field.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => index !== activeIndex && setActiveIndex(index)}
              onClick={() => choose(country)}
            >
              <span>{country.name}</span>{' '}
              <span className="font-mono text-xs text-slate-600">({country.code})</span>
            </li>
          ))}
      </ul>
      {isOpen && options.length === 0 && (
        <p role="status" className="mt-1 text-xs text-slate-500">
          No country matches. {COUNTRY_MESSAGES.invalidCountry.description}
        </p>
      )}
    </div>
  );
}

/** A stored country code shown by its name ('Netherlands'), the code itself in the tooltip. */
export function CountryName({ code }: { code: string }) {
  return <span title={code}>{countryName(code) ?? code}</span>;
}
