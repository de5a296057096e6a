import { AUCTIONS_TOPIC, auctionTopic, type AuctionChangedEvent } from '@netlease/shared/auctions';
import type { Executor } from '../../../platform/db/database';
import { publishEvents, type LiveEvent } from '../../../platform/realtime/publish-event';

/** Tells the auction's page and the live list what changed (both topics are public). */
export async function publishAuctionChange(tx: Executor, type: string, event: AuctionChangedEvent) {
  await publishEvents(tx, auctionChangeEvents(type, event));
}

/** The two live events of an auction's change, for a caller that publishes them with its own. */
export function auctionChangeEvents(type: string, event: AuctionChangedEvent): LiveEvent[] {
  return [
    { topic: auctionTopic(event.auctionId), type, data: event },
    { topic: AUCTIONS_TOPIC, type, data: event },
  ];
}
