import type { Env } from './env';
import type { Clock } from './clock';
import type { Database, DatabaseHandle } from './db/database';
import type { EventHub } from './realtime/event-hub';
import type { Mailer } from './mail/mailer';
import type { Storage } from './storage/storage';
import type { PaymentGateways } from './payments/payment-gateway';

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
