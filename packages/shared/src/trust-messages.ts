import type { Message } from './messages';
import { MFA_MESSAGES } from './mfa';
import { ASN_MESSAGES } from './asns';
import { REPUTATION_MESSAGES } from './reputation';
import { LOA_MESSAGES } from './loas';
import { ABUSE_MESSAGES } from './abuse';

/** The trust areas' message tables (MFA, ASNs, LOAs, reputation, abuse), added to the catalogue in one line. */
export const TRUST_MESSAGE_TABLES: Array<Record<string, Message>> = [
  MFA_MESSAGES,
  ASN_MESSAGES,
  REPUTATION_MESSAGES,
  LOA_MESSAGES,
  ABUSE_MESSAGES,
];
