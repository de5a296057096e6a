import { formatCents, formatUtcDateTime, shortId } from './format';
import { formatAsn } from './asns-constants';
import { KYC_NOTIFICATIONS, type KycReviewAction } from './kyc';
import { SELLER_REQUEST_NOTIFICATIONS } from './seller-requests';

/**
 * The texts of the notifications the server sends (docs/PRODUCT.md "Notifications"), one place for every
 * area so the words are reviewed together and services never write them inline. A text with values is a
 * function of those values; services spread the result into notifyUser: `{ type, ...TEXT(values), link }`.
 * Older areas keep theirs beside their messages (KYC_NOTIFICATIONS, SELLER_REQUEST_NOTIFICATIONS).
 */
export type NotificationText = { title: string; message: string };

const text = (title: string, message: string): NotificationText => ({ title, message });
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/* ---------- catalog: admin approvals ---------- */

/** The reason an overlapping claim is rejected once another holder's claim is approved. */
export const COMPETING_CLAIM_REASON =
  'After review, this address range was approved for another holder. Contact support if you hold it.';

export const APPROVAL_NOTIFICATIONS = {
  changesApproved: (label: string, name: string) =>
    text('Changes approved', `The changes to your ${label.toLowerCase()} ${name} are live.`),
  approved: (label: string, name: string, live: boolean) =>
    text(
      `${label} approved`,
      `Your ${label.toLowerCase()} ${name} has been approved${live ? ' and is now live' : ''}.`,
    ),
  competingClaimRejected: (cidr: string) =>
    text('IP block rejected', `Your IP block ${cidr} was rejected: ${COMPETING_CLAIM_REASON}`),
  changesRejected: (label: string, name: string, reason: string) =>
    text('Changes rejected', `The changes to your ${label.toLowerCase()} ${name} were rejected: ${reason}`),
  rejected: (label: string, name: string, reason: string) =>
    text(`${label} rejected`, `Your ${label.toLowerCase()} ${name} was rejected: ${reason}`),
};

/** The review's outcome with the reviewer's reason, when one was given. */
export const sellerRequestRejected = (reason: string) =>
  text(
    SELLER_REQUEST_NOTIFICATIONS.rejected.title,
    `${SELLER_REQUEST_NOTIFICATIONS.rejected.description}${reason}`,
  );

/* ---------- commerce: checkout, orders, payouts ---------- */

export const ORDER_NOTIFICATIONS = {
  // Not the checkout toast's text again: the live notification shows as a toast too.
  confirmed: (title: string, needsAsn: boolean) =>
    text(
      'Order confirmed',
      needsAsn
        ? `${title} is paid. Name the AS that will announce it, so the provider can issue its letter of authorization.`
        : `${title} is paid and waiting for the provider to provision it.`,
    ),
  received: (buyerName: string, title: string) =>
    text('New order', `${buyerName} ordered ${title}. Please provision it.`),
  active: (title: string, claimUntil: Date | null) =>
    text(
      'Order active',
      claimUntil
        ? `Your lease ${title} is active. If the range cannot be used, you can open a claim until ${formatUtcDateTime(claimUntil)}.`
        : `Your order for ${title} is active.`,
    ),
  provisioning: (title: string) =>
    text('Order provisioning', `Your order for ${title} is being provisioned.`),
  /** `refunded` is the sentence saying where the money went. */
  cancelled: (title: string, by: 'the buyer' | 'the provider', reason: string, refunded: string) =>
    text('Order cancelled', `The order for ${title} was cancelled by ${by}: "${reason}". ${refunded}`),
  disputed: (title: string, reason: string, refunded: string) =>
    text('Order disputed', `The buyer disputed the order for ${title}: "${reason}". ${refunded}`),
  claimUpheld: (title: string, reason: string, refunded: string) =>
    text('Claim upheld', `Staff upheld the claim on ${title}: "${reason}". The lease has ended. ${refunded}`),
  /** Where a refund went: `to` lists the parts, empty when nothing was refunded. */
  refunded: (to: string[]) =>
    `${to.length > 0 ? to.join(' and ') : formatCents(0)} was refunded to the buyer.`,
  refundToWallet: (cents: number) => `${formatCents(cents)} to the wallet`,
  refundToCard: (cents: number, cardLast4: string) =>
    `${formatCents(cents)} to the card ending ${cardLast4}`.trim(),
  claimOpened: (title: string, category: string, description: string) =>
    text(
      'Claim opened',
      `The buyer of ${title} says the range is unusable (${category}): "${description}". Answer it on the lease page before staff decide; the sale's funds stay on hold meanwhile.`,
    ),
  claimAnswered: (title: string, answer: string) =>
    text(
      'Claim answered',
      `The provider of ${title} answered your claim: "${answer}". Staff read both before they decide.`,
    ),
  claimRejected: (title: string, reason: string) =>
    text('Claim rejected', `Staff rejected the claim on ${title}: "${reason}". The lease continues.`),
  endScheduled: (title: string, renewalDate: Date) =>
    text(
      'Lease ending',
      `The buyer of ${title} ends it on ${isoDay(renewalDate)}, at the end of its paid term.`,
    ),
  endCancelled: (title: string, renewalDate: Date) =>
    text(
      'Lease renewing',
      `The buyer of ${title} cancelled its end on ${isoDay(renewalDate)}; it keeps renewing.`,
    ),
  renewalReminderTitle: { 7: 'Renewal in 7 days', 1: 'Renewal tomorrow' } as Record<7 | 1, string>,
  fundsAvailable: (amountCents: number, title: string) =>
    text('Funds available', `${formatCents(amountCents)} from the sale of ${title} is now available.`),
  renewed: (title: string, amountCents: number) =>
    text('Order renewed', `Your order for ${title} was renewed for ${formatCents(amountCents)}.`),
  suspended: (title: string) =>
    text('Order suspended', `The renewal of ${title} could not be paid: the wallet balance is too low.`),
  cancelledUnpaid: (title: string, graceDays: number) =>
    text('Order cancelled', `${title} was cancelled: its renewal stayed unpaid for ${graceDays} days.`),
  completed: (title: string) => text('Order completed', `The term of ${title} has ended.`),
};

export const PAYOUT_NOTIFICATIONS = {
  approved: (amountCents: number) =>
    text('Payout approved', `Your payout of ${formatCents(amountCents)} was approved.`),
  paid: (amountCents: number, reference: string) =>
    text('Payout paid', `Your payout of ${formatCents(amountCents)} has been sent (reference ${reference}).`),
  rejected: (amountCents: number, reason: string) =>
    text(
      'Payout rejected',
      `Your payout of ${formatCents(amountCents)} was rejected: ${reason}. The amount is back in your wallet.`,
    ),
};

/* ---------- support: conversations and tickets ---------- */

export const SUPPORT_NOTIFICATIONS = {
  conversationMessage: (isFirst: boolean, senderName: string, listingTitle: string) =>
    text(isFirst ? 'New conversation' : 'New message', `${senderName} wrote about "${listingTitle}".`),
  ticketReply: (senderName: string, ticketTitle: string) =>
    text('New reply on your ticket', `${senderName} replied to "${ticketTitle}".`),
  assignedTicketMessage: (senderName: string, ticketTitle: string) =>
    text('New message on an assigned ticket', `${senderName} wrote on "${ticketTitle}".`),
  ticketStatus: (ticketTitle: string, statusLabel: string) =>
    text('Ticket status updated', `Your ticket "${ticketTitle}" is now ${statusLabel}.`),
  ticketAssigned: (actorName: string, ticketTitle: string) =>
    text('Ticket assigned to you', `${actorName} assigned "${ticketTitle}" to you.`),
};

/* ---------- trust: LOAs, ASNs, reputation, reverse DNS, lease delivery ---------- */

export const LOA_NOTIFICATIONS = {
  issued: (generated: boolean, orderId: string) =>
    text(
      'LOA issued',
      `A letter of authorization was ${generated ? 'generated' : 'uploaded'} for your order ${orderId.slice(0, 8)}.`,
    ),
  approvedForSeller: (label: string) => text('LOA approved', `Your LOA for ${label} has been approved.`),
  approvedForBuyer: (label: string) =>
    text('LOA approved', `The letter of authorization for your ${label} has been approved.`),
  rejected: (label: string, reason: string) =>
    text('LOA rejected', `Your LOA for ${label} was rejected: ${reason}. Please upload a new one.`),
  asnChanged: (title: string, asnNumber: number, uploaded: boolean) =>
    text(
      'ASN changed',
      `The buyer of ${title} now announces it from ${formatAsn(asnNumber)}; the letter for the old ASN was revoked.${uploaded ? ' Please upload a new one.' : ' A new letter is being generated for it.'}`,
    ),
  asnNamed: (title: string, asnNumber: number) =>
    text(
      'ASN named',
      `The buyer of ${title} will announce it from ${formatAsn(asnNumber)}. You can now issue the letter of authorization.`,
    ),
};

export const ASN_NOTIFICATIONS = {
  approved: (label: string) => text('ASN Approved', `Your ASN ${label} has been verified.`),
  rejected: (label: string, reason: string) =>
    text('ASN Rejected', `Your ASN ${label} was rejected: ${reason}`),
};

export const REPUTATION_NOTIFICATIONS = {
  blacklisted: (subnet: string, score: number, firstCheck: boolean, listedOn: string[]) =>
    text(
      'IP Reputation Alert',
      `${subnet} ${firstCheck ? `scored ${score}/100 (Blacklisted) at its first check` : `dropped to ${score}/100 (Blacklisted)`}: listed on ${listedOn.join(', ')}.`,
    ),
  /** The message is cut to the notification's length. */
  penalty: (typeLabel: string, amountCents: number, reason: string) =>
    text(
      'Penalty applied',
      `${typeLabel}${amountCents > 0 ? ` of ${formatCents(amountCents)}` : ''}: ${reason.trim()}`.slice(
        0,
        500,
      ),
    ),
  rating: (rating: number, orderId: string) =>
    text(
      'New rating',
      `You received ${rating} star${rating === 1 ? '' : 's'} for order ${orderId.slice(0, 8)}.`,
    ),
};

export const REVERSE_DNS_NOTIFICATIONS = {
  requested: (orderId: string, prefix: string, nameServers: string[]) =>
    text(
      'Reverse DNS requested',
      `The buyer of order ${shortId(orderId)} asks you to delegate the reverse DNS of ${prefix} to ${nameServers.join(', ')}.`,
    ),
  delegated: (prefix: string, orderId: string, nameServers: string[]) =>
    text(
      'Reverse DNS delegated',
      `The reverse DNS of ${prefix} (order ${shortId(orderId)}) is delegated to ${nameServers.join(', ')}.`,
    ),
  declined: (prefix: string, orderId: string, reason: string) =>
    text(
      'Reverse DNS declined',
      `Your reverse DNS request for ${prefix} (order ${shortId(orderId)}) was declined: ${reason}`,
    ),
  withdrawn: (orderId: string, prefix: string) =>
    text(
      'Reverse DNS request withdrawn',
      `The buyer of order ${shortId(orderId)} withdrew the reverse DNS request for ${prefix}.`,
    ),
};

export const LEASE_END_NOTIFICATIONS = {
  /**
   * Besides the ROA, the seller undoes each reverse DNS delegation they marked done for the lease, by
   * zone and name servers (docs/PRODUCT.md "Delivering a lease", "Reverse DNS").
   */
  withdrawRoa: (
    range: string,
    origin: string,
    delegations: Array<{ zones: string[]; nameServers: string[] }>,
  ) =>
    text(
      'Withdraw the ROA',
      `The lease of ${range} has ended and its letter of authorization is revoked. Withdraw the ROA that authorises ${origin} for ${range} at your registry.${delegations
        .map(
          ({ zones, nameServers }) =>
            ` Remove the reverse DNS delegation of ${zones.join(', ')} to ${nameServers.join(', ')}.`,
        )
        .join('')}`,
    ),
  ended: (range: string, origin: string) =>
    text(
      'Lease ended',
      `Your lease of ${range} has ended and its letter of authorization is revoked. Stop announcing ${range} from ${origin}.`,
    ),
};

/* ---------- accounts: user management ---------- */

export const ACCOUNT_NOTIFICATIONS = {
  suspended: (reason: string) => text('Account suspended', `Your account was suspended: ${reason}`),
  reactivated: text(
    'Account reactivated',
    'Your account is active again; your offers are back on the marketplace.',
  ),
  roleChanged: (roleLabel: string) => text('Role changed', `Your role is now ${roleLabel}.`),
  /** The review's outcome, with the reviewer's reason when one was given. */
  kycReviewed: (action: KycReviewAction, reason: string | null | undefined) => {
    const notice = KYC_NOTIFICATIONS[action];
    return text(notice.title, reason ? `${notice.description}${reason}` : notice.description);
  },
};

/* ---------- auctions ---------- */

export const AUCTION_NOTIFICATIONS = {
  boughtNow: (title: string) => text('Payment successful', `Your order for ${title} has been confirmed.`),
  soldWithBuyNow: (buyerName: string, cidr: string, priceCents: number) =>
    text('Auction sold', `${buyerName} bought ${cidr} with Buy Now for ${formatCents(priceCents)}.`),
  endedByBuyNow: (cidr: string) =>
    text('Auction ended', `${cidr} was bought with Buy Now. Your held funds are available again.`),
  won: (cidr: string, amountCents: number) =>
    text(
      'You won the auction!',
      `You won ${cidr} for ${formatCents(amountCents)}. Your order has been confirmed.`,
    ),
  sold: (cidr: string, amountCents: number) =>
    text('Auction sold', `${cidr} sold for ${formatCents(amountCents)}. The amount is on hold for 30 days.`),
  unsold: (cidr: string) =>
    text('Auction ended unsold', `Your auction of ${cidr} ended without a winning bid.`),
  endedUnsold: (cidr: string) =>
    text(
      'Auction ended',
      `The auction of ${cidr} ended without a sale. Your held funds are available again.`,
    ),
  approved: (cidr: string, reserveCents: number) =>
    text('Auction approved', `Your auction of ${cidr} is live. Reserve price ${formatCents(reserveCents)}.`),
  rejected: (cidr: string, reason: string) =>
    text('Auction rejected', `Your auction of ${cidr} was rejected: ${reason}`),
};

/* ---------- trust: the abuse desk (docs/PRODUCT.md "Abuse") ---------- */

/** `caseName` is 'Phishing reported on 192.0.2.7 (AB-7K2QX9K4)'; times are UTC. */
export const ABUSE_NOTIFICATIONS = {
  openedForLessee: (title: string, reference: string, deadline: string) =>
    text(title, `Case ${reference}: answer by ${deadline} (UTC) with what you did, or dispute it.`),
  openedForOwner: (title: string, reference: string, deadline: string) =>
    text(title, `Case ${reference} on your range: the lessee must answer by ${deadline} (UTC).`),
  acknowledged: (caseName: string) =>
    text('Abuse case acknowledged', `The lessee is working on ${caseName}.`),
  resolved: (caseName: string, note: string | null) =>
    text('Abuse case resolved', `The lessee resolved ${caseName}.${note ? ` "${note}"` : ''}`),
  disputed: (caseName: string, note: string | null) =>
    text('Abuse case disputed', `The lessee disputed ${caseName}.${note ? ` "${note}"` : ''}`),
  staffMessage: (caseName: string) => text('New message on an abuse case', `Staff wrote on ${caseName}.`),
  resolutionAccepted: (caseName: string, reason: string) =>
    text('Abuse case closed', `Staff accepted the resolution of ${caseName} and closed it: ${reason}`),
  disputeAccepted: (caseName: string, reason: string) =>
    text(
      'Abuse report dismissed',
      `Staff accepted the dispute of ${caseName} and dismissed the report: ${reason}`,
    ),
  reopened: (caseName: string, reason: string, deadline: string) =>
    text('Abuse case reopened', `Staff reopened ${caseName}: ${reason} The new deadline is ${deadline}.`),
  leaseSuspended: (orderId: string, caseName: string, reason: string) =>
    text(
      'Lease suspended',
      `Staff suspended the lease of order ${shortId(orderId)} over ${caseName}: ${reason} Only this lease is suspended.`,
    ),
  suspensionLifted: (orderId: string, caseName: string, reason: string) =>
    text(
      'Lease suspension lifted',
      `Staff lifted the suspension of the lease of order ${shortId(orderId)} (${caseName}): ${reason}`,
    ),
  leaseEnded: (orderId: string, upheld: number, caseName: string, reason: string) =>
    text(
      'Lease ended',
      `Staff ended the lease of order ${shortId(orderId)} after ${upheld} upheld abuse cases (${caseName}): ${reason}`,
    ),
  closedDuplicate: (caseName: string, keptReference: string, reason: string) =>
    text(
      'Abuse case closed as a duplicate',
      `${caseName} was closed as a duplicate of ${keptReference}: ${reason}`,
    ),
  deadlineMissed: (caseName: string, suspendAfterHours: number) =>
    text(
      'Abuse deadline missed',
      `The deadline to answer ${caseName} has passed. A warning is recorded; answer now, or the lease may be suspended in ${suspendAfterHours} hours.`,
    ),
  suspensionAllowed: (caseName: string, suspendAfterHours: number) =>
    text(
      'Lease may be suspended',
      `${caseName} is still unanswered ${suspendAfterHours} hours after its deadline. Staff may now suspend this lease (only this lease).`,
    ),
};
