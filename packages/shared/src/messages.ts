/**
 * The product's message catalogue (docs/PRODUCT.md "Errors"): toast titles and their descriptions.
 * The server answers errors with these exact texts and the web shows them unchanged.
 */
export interface Message {
  title: string;
  description: string;
}

export const message = (title: string, description: string): Message => ({ title, description });

// Several areas share a toast title with different descriptions ('Missing fields', 'Invalid
// Amount'), so a validation issue carries both parts, not the title alone.
const ISSUE_SEPARATOR = '\n';

/** The text of a zod issue that stands for a product message; `messageFromIssue` reads it back. */
export const asIssue = (value: Message): string => `${value.title}${ISSUE_SEPARATOR}${value.description}`;

/** The product message behind an issue written with `asIssue`, or undefined for any other text. */
export function parseIssue(text: string): Message | undefined {
  const at = text.indexOf(ISSUE_SEPARATOR);
  if (at === -1) return undefined;
  return { title: text.slice(0, at), description: text.slice(at + ISSUE_SEPARATOR.length) };
}

export const MESSAGES = {
  // accounts
  passwordsDoNotMatch: message('Passwords do not match', 'Please check your passwords and try again.'),
  passwordEmpty: message('Password cannot be empty', 'Please enter a new password.'),
  passwordTooShort: message('Password too short', 'Use at least 8 characters for your password.'),
  passwordTooLong: message('Password too long', 'Use at most 128 characters for your password.'),
  missingRegisterFields: message('Missing fields', 'Please fill in your name, email and password.'),
  invalidEmail: message('Invalid email', 'Please enter a valid email address.'),
  emailTaken: message('Sign up Failed', 'An account with this email already exists.'),
  signUpFailed: message('Sign up Failed', 'Something went wrong'),
  signInFailed: message('Sign in Failed', 'Invalid login details.'),
  emailNotVerified: message(
    'Sign in Failed',
    'Please verify your email before signing in. We have sent you a new link.',
  ),
  signOutFailed: message('Sign out Failed', 'Something went wrong'),
  tooManyAttempts: message('Too many attempts', 'Please wait a few minutes before trying again.'),
  accountCreated: message('Account created!', 'Please check your email to verify your account.'),
  welcomeBack: message('Welcome back!', "You've been successfully logged in."),
  welcome: message('Welcome!', "Your account is ready and you're signed in."),
  loggedOut: message('Logged out', "You've been successfully logged out."),
  /** /security "Sign out everywhere" (docs/PRODUCT.md "Sign-up and sign-in"). */
  signedOutEverywhere: message(
    'Signed out everywhere',
    'Every session of your account has ended, this one too. Sign in again to continue.',
  ),
  emailVerified: message('Email verified', 'Your email is verified. You can sign in now.'),
  invalidToken: message('Link expired', 'This link is invalid or has expired. Please request a new one.'),
  resetLinkSent: message('Check your email', 'If an account exists for this email, we sent a reset link.'),
  passwordReset: message('Password updated', 'Your password has been reset. Please sign in.'),
  demoUsersReady: message('Demo Users Ready!', ''),
  demoSetupFailed: message('Demo User Setup Failed', 'Demo mode is not enabled on this server.'),
  profileLoadFailed: message('Error Loading Profile', 'Could not fetch your profile information.'),
  profileUpdated: message('Profile updated successfully!', ''),
  profileAndEmailUpdated: message(
    'Profile and Email updated',
    'Please check your new email to verify the change.',
  ),
  profileUpdateFailed: message('Error updating profile', 'Something went wrong'),
  passwordUpdateFailed: message('Error updating password', 'Something went wrong'),
  passwordUpdated: message('Password updated', 'Your password has been changed.'),
  profileEmailTaken: message('Error updating profile', 'An account with this email already exists.'),
  // access
  loginRequired: message('Login required', 'Please log in to continue.'),
  accessDenied: message('Access Denied', "You don't have permission to view this page."),
  notFound: message('Not found', 'The item you asked for does not exist.'),
  csrfFailed: message('Session check failed', 'Please reload the page and try again.'),
  invalidInput: message('Invalid input', 'Please check the form and try again.'),
  serverError: message('Something went wrong', 'Please try again later.'),
  pageLoadFailed: message(
    'This page could not be loaded',
    'The connection may have dropped, or Netlease was just updated. Reload the page to try again.',
  ),
  pageDrawFailed: message(
    'Something went wrong on this page',
    'It could not be shown. Reload the page to try again.',
  ),
  // uploads
  uploadEmpty: message('Upload Failed', 'The file is empty.'),
  uploadUnreadable: message('Upload Failed', 'The upload could not be read. Please choose the file again.'),
  // notifications
  notificationsFetchFailed: message('Error fetching notifications', 'Please try again later.'),
  tooManyLiveStreams: message(
    'Too many open pages',
    'Live updates are open in too many tabs. Close some of them and reload this page.',
  ),
  // admin and staff
  reasonRequired: message('Reason required', 'Please provide a reason for rejection.'),
  itemApproved: message('Item has been approved.', ''),
  itemRejected: message('Item has been rejected.', ''),
  actionFailed: message('Error performing action', 'Please try again later.'),
  adminLoadFailed: message('Error fetching admin data', 'Please try again later.'),
  staffLoadFailed: message('Error fetching staff data', 'Please try again later.'),
  dashboardLoadFailed: message(
    'Error fetching your figures',
    'Your figures could not be loaded right now. The pages below still work.',
  ),
} as const satisfies Record<string, Message>;

/** 'The file is larger than 5 MB.' */
export const uploadTooLarge = (maxBytes: number): Message =>
  message('Upload Failed', `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`);

/** 'Only PDF, PNG files are accepted.' */
export const uploadWrongKind = (labels: readonly string[]): Message =>
  message('Upload Failed', `Only ${labels.join(', ')} files are accepted.`);

export type MessageKey = keyof typeof MESSAGES;
