import { formatCents } from './format';
import { type Message, message } from './messages';

/**
 * The wallet's bounds, messages and transaction kinds without zod, so pages that only show them
 * (the wallet, the seller's money) load light (docs/decisions/270). money.ts re-exports them.
 */

/** On-hold funds from sales become available after 30 days (docs/PRODUCT.md "Wallet"). */
export const HOLD_DAYS = 30;
/** The largest single deposit or payout the API takes ($1,000,000): a typo guard, not a business rule. */
export const MAX_MOVEMENT_CENTS = 100_000_000;
export const WALLET_HISTORY_PAGE_SIZE = 50;
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** Messages of the wallet, deposits and payouts (docs/PRODUCT.md "Wallet", "Deposits", "Payouts"). */
export const MONEY_MESSAGES = {
  invalidDepositAmount: message('Invalid Amount', 'Please enter a valid deposit amount.'),
  invalidPayoutAmount: message('Invalid Amount', 'Please enter a valid payout amount.'),
  depositFailed: message('Deposit Failed', 'An error occurred.'),
  depositsUnavailable: message(
    'Deposits unavailable',
    'This marketplace has no payment method set up yet, so money cannot be added to a wallet here.',
  ),
  walletFetchFailed: message('Error fetching wallet data', 'Please try again later.'),
  dataFetchFailed: message('Error fetching data', 'Please try again later.'),
  insufficientBalance: message('Insufficient Balance', 'The amount is more than your available balance.'),
  payoutMethodRequired: message('Payout method required', 'Please choose how you want to be paid.'),
  payoutDetailsRequired: message(
    'Payout details required',
    'Please fill in the details of your payout method.',
  ),
  bankCountryRequired: message('Bank country required', 'Please choose the country of your bank account.'),
  invalidIban: message(
    'Invalid IBAN',
    'Please check the IBAN: two letters, two check digits and the account, for example DE89 3704 0044 0532 0130 00.',
  ),
  invalidBic: message(
    'Invalid BIC/SWIFT',
    'Please enter the 8 or 11 character BIC/SWIFT code of your bank, for example COBADEFFXXX.',
  ),
  invalidRoutingNumber: message(
    'Invalid routing number',
    'Please enter the 9-digit ABA routing number of your bank.',
  ),
  invalidTransitNumber: message(
    'Invalid routing number',
    'Please enter the transit number (5 digits) and institution number (3 digits) of your branch.',
  ),
  invalidIfsc: message(
    'Invalid IFSC Code',
    'Please enter the 11-character IFSC code of your branch, for example SBIN0001234.',
  ),
  invalidAccountNumber: message(
    'Invalid account number',
    'Please enter the account number as your bank shows it.',
  ),
  invalidPaypalEmail: message(
    'Invalid PayPal email',
    'Please enter the email address of your PayPal account.',
  ),
  payoutRequested: message('Payout Requested', 'Your request is being reviewed.'),
  payoutRequestFailed: message('Payout Request Failed', 'Please try again later.'),
  payoutNotPending: message('Payout already processed', 'This payout is no longer waiting for that step.'),
  payoutApproved: message('Payout approved', 'The payout is approved and waiting to be paid.'),
  payoutPaid: message('Payout paid', 'The payout is marked as paid.'),
  payoutRejected: message('Payout rejected', 'The amount has been returned to the wallet.'),
  paymentReferenceRequired: message(
    'Payment reference required',
    'Please enter the reference of the transfer, as the bank or service shows it.',
  ),
  idempotencyMismatch: message(
    'Request refused',
    'This Idempotency-Key was already used for a different request.',
  ),
  invalidIdempotencyKey: message(
    'Request refused',
    'The Idempotency-Key header must be 1 to 200 characters.',
  ),
} as const satisfies Record<string, Message>;

/** 'Deposit Successful' ($X has been added to your wallet.) */
export const depositSuccessMessage = (amountCents: number): Message =>
  message('Deposit Successful', `${formatCents(amountCents)} has been added to your wallet.`);

/** Transaction types and statuses; the first three types are credits (docs/PRODUCT.md "Wallet"). */
export const TRANSACTION_TYPES = [
  'deposit',
  'escrow_release',
  'escrow_refund',
  'withdrawal',
  'escrow_lock',
  'fee',
  'payout',
  /** The VAT of a charge (docs/PRODUCT.md "Invoices"). */
  'tax',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export const CREDIT_TRANSACTION_TYPES: readonly TransactionType[] = [
  'deposit',
  'escrow_release',
  'escrow_refund',
];
export const isCreditTransaction = (type: TransactionType) => CREDIT_TRANSACTION_TYPES.includes(type);
export const TRANSACTION_STATUSES = ['completed', 'pending', 'on_hold', 'failed'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
