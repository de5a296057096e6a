import { z } from 'zod';
import { pendingKycSchema } from './kyc';
import { roleSchema } from './roles';
import { staffTicketSchema } from './tickets';

/** Spec part 1 §9: the staff panel lists 10 profiles and 10 tickets. */
export const STAFF_LIST_SIZE = 10;

export const staffProfileSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  role: roleSchema,
  createdAt: z.string(),
});
export type StaffProfile = z.infer<typeof staffProfileSchema>;

/** GET /api/staff/dashboard: everything the /staff page shows (spec part 1 /staff, §7 Staff). */
export const staffDashboardSchema = z.object({
  stats: z.object({ totalUsers: z.number(), pendingKyc: z.number(), openTickets: z.number() }),
  pendingKyc: z.array(pendingKycSchema),
  recentProfiles: z.array(staffProfileSchema),
  openTickets: z.array(staffTicketSchema),
});
export type StaffDashboard = z.infer<typeof staffDashboardSchema>;
