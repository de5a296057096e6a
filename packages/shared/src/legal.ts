import { message, type Message } from './messages';

/**
 * The version of the Terms of Service, Privacy Policy and Acceptable Use Policy in force (their
 * pages in the web app, docs/PRODUCT.md "Legal pages"). Sign-up records the version a person
 * accepted; change it together with the pages' text.
 */
export const TERMS_VERSION = '2026-11-28';

/** The three documents, with the address of their page. */
export const LEGAL_PAGES = [
  { path: '/terms', title: 'Terms of Service' },
  { path: '/privacy', title: 'Privacy Policy' },
  { path: '/acceptable-use', title: 'Acceptable Use Policy' },
] as const;

export const LEGAL_MESSAGES = {
  termsNotAccepted: message(
    'Terms not accepted',
    'Please accept the Terms of Service, Privacy Policy and Acceptable Use Policy to create an account.',
  ),
  termsOutdated: message(
    'Terms updated',
    'The terms changed while you were signing up. Reload the page and accept the current version.',
  ),
} as const satisfies Record<string, Message>;
