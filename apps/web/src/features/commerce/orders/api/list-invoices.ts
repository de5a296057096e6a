import { useQuery } from '@tanstack/react-query';
import { invoiceRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

export const INVOICES_KEY = routeKey(invoiceRoutes.listInvoices);

export const listInvoices = () => callRoute(invoiceRoutes.listInvoices).then((body) => body.invoices);

export function useInvoices() {
  return useQuery({ queryKey: INVOICES_KEY, queryFn: listInvoices });
}
