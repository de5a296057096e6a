import { useMutation } from '@tanstack/react-query';
import type { Listing, ListingInput } from '@netlease/shared/catalog';
import { api } from '@/lib/api-client';

export const createListing = (input: ListingInput) =>
  api<{ listing: Listing; title: string; message: string }>('/api/listings', { method: 'POST', body: input });

export function useCreateListing() {
  return useMutation({ mutationFn: createListing });
}
