import { Link } from 'react-router';
import { LEGAL_PAGES } from '@netlease/shared/legal';
import type { RegisterInput } from '@netlease/shared/auth';
import { FormChoice } from '@/components/ui/form';

/**
 * The sign-up's acceptance of the terms in force (docs/PRODUCT.md "Sign-up and sign-in"): each
 * document opens in a new tab, so the form keeps what was typed.
 */
export function TermsCheckbox() {
  return (
    <FormChoice<RegisterInput, 'acceptTerms'> name="acceptTerms">
      {(control, field) => (
        <label className="flex items-start gap-2 text-sm text-slate-700">
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
          <span>
            I accept the{' '}
            {LEGAL_PAGES.map((page, index) => (
              <span key={page.path}>
                {index === LEGAL_PAGES.length - 1 ? 'and the ' : ''}
                <Link
                  to={page.path}
                  target="_blank"
                  rel="noopener"
                  className="font-medium text-brand-700 underline hover:text-brand-800"
                >
                  {page.title}
                </Link>
                {index < LEGAL_PAGES.length - 2 ? ', ' : index === LEGAL_PAGES.length - 2 ? ' ' : '.'}
              </span>
            ))}
          </span>
        </label>
      )}
    </FormChoice>
  );
}
