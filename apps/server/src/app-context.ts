import type { Env } from './env';
import type { Clock } from './platform/clock';
import type { Database, DatabaseHandle } from './platform/db/database';
import type { EventHub } from './platform/realtime/event-hub';
import type { Mailer } from './platform/mail/mailer';
import type { Storage } from './platform/storage/storage';
import type { PaymentGateways } from './platform/payments/payment-gateway';

/** The machinery every feature receives from buildApp: no container, just this object. */
export interface AppContext {
  env: Env;
  handle: DatabaseHandle;
  db: Database;
  clock: Clock;
  hub: EventHub;
  mailer: Mailer;
  storage: Storage;
  /** Payment processors chosen by configuration (CARD_GATEWAY). */
  payments: PaymentGateways;
}
