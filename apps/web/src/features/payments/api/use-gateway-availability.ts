import { isGatewayImplemented, type Gateway } from '@netlease/shared/payments';
import { useServerConfig } from '@/features/auth/api/config';

/**
 * Whether a gateway can take a payment here: implemented, and for cards configured on this server (a
 * production server without a card processor offers the wallet only; docs/decisions/120).
 */
export function useGatewayAvailability() {
  const config = useServerConfig();
  return (gateway: Gateway) =>
    isGatewayImplemented(gateway) && (gateway !== 'card' || config.data?.cardPayments !== 'none');
}
