/**
 * Roles and who may open what, without zod: the web app's first load imports this, and must stay
 * small (the first-load bundle budget). `roles.ts` adds the zod schemas.
 */
export const ROLES = ['admin', 'staff', 'monetizer', 'leaser'] as const;
export type Role = (typeof ROLES)[number];

/**
 * Who may call a route or open a page (docs/PRODUCT.md "Roles and access"): staff pages admit admins too; the
 * monetizer-only page (/create-auction) admits monetizers alone.
 */
export const ACCESS_LEVELS = ['public', 'user', 'monetizer', 'staff', 'admin'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

export function canAccess(access: AccessLevel, role: Role | null): boolean {
  switch (access) {
    case 'public':
      return true;
    case 'user':
      return role !== null;
    case 'monetizer':
      return role === 'monetizer';
    case 'staff':
      return role === 'staff' || role === 'admin';
    case 'admin':
      return role === 'admin';
  }
}

export const KYC_STATUSES = ['not_started', 'pending', 'approved', 'rejected', 'flagged'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];
