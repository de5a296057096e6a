import { useNewNotifications } from '@/features/accounts/notifications/api/use-new-notifications';
import { MY_TICKETS_KEY } from './list-my-tickets';

const isTicketNews = (item: { type: string }) => item.type.startsWith('ticket_');
const TICKET_KEYS = [MY_TICKETS_KEY];

/** A staff reply or status change reaches the opener as a notification: refresh My Tickets then. */
export function useTicketNotifications() {
  useNewNotifications(isTicketNews, TICKET_KEYS);
}
