import { useQuery } from '@tanstack/react-query';
import type { InvoiceList } from '@netlease/shared/orders';
import { api } from '@/lib/api-client';

export const INVOICES_KEY = ['invoices', 'mine'] as const;

export const listInvoices = () => api<InvoiceList>('/api/invoices').then((body) => body.invoices);

export function useInvoices() {
  return useQuery({ queryKey: INVOICES_KEY, queryFn: listInvoices });
}
