import { useQuery } from '@tanstack/react-query';
import type { ClaimStatus, StaffClaimList } from '@netlease/shared/lease-delivery';
import { api } from '@/lib/api-client';

/** Every status's list sits under this key, so a decision re-reads them all. */
export const STAFF_CLAIMS_KEY = ['staff', 'claims'] as const;

export const listStaffClaims = (status: ClaimStatus) =>
  api<StaffClaimList>(`/api/staff/claims?status=${status}`).then((body) => body.claims);

/** The staff claims queue of one status (docs/PRODUCT.md "Delivering a lease", step 6). */
export function useStaffClaims(status: ClaimStatus) {
  return useQuery({ queryKey: [...STAFF_CLAIMS_KEY, status], queryFn: () => listStaffClaims(status) });
}
