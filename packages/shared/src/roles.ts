import { z } from 'zod';
import { ROLES } from './access';

export { ROLES, ACCESS_LEVELS, KYC_STATUSES, canAccess } from './access';
export type { Role, AccessLevel, KycStatus } from './access';

export const roleSchema = z.enum(ROLES);

/** Each role as people read it (the role badge, the role change dialog, the user's notification). */
export const ROLE_LABELS: Record<(typeof ROLES)[number], string> = {
  admin: 'Admin',
  staff: 'Staff',
  monetizer: 'Monetizer',
  leaser: 'Leaser',
};
