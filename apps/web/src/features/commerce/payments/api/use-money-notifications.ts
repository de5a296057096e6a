import { useNewNotifications } from '@/features/accounts/notifications/api/use-new-notifications';
import { WALLET_KEY } from './get-wallet';
import { PAYOUTS_KEY } from './list-payouts';
import { SELLER_MONEY_KEY } from './get-seller-money';

const MONEY_TYPES = /^(order_|funds_released|payout_)/;
const isMoneyNews = (item: { type: string }) => MONEY_TYPES.test(item.type);
const MONEY_KEYS = [WALLET_KEY, PAYOUTS_KEY, SELLER_MONEY_KEY];

/** Money moves elsewhere (a sale, a released hold, a payout decision) arrive as notifications: re-read then. */
export function useMoneyNotifications() {
  useNewNotifications(isMoneyNews, MONEY_KEYS);
}
