import { z } from 'zod';
import { ROLES } from './access';

export { ROLES, ACCESS_LEVELS, KYC_STATUSES, canAccess } from './access';
export type { Role, AccessLevel, KycStatus } from './access';

export const roleSchema = z.enum(ROLES);
