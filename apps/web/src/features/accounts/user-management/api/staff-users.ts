import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KycStatus, Role } from '@netlease/shared/roles';
import type {
  ChangeRoleInput,
  ReactivateUserInput,
  StaffUsersPage,
  SuspendUserInput,
  UserStatus,
} from '@netlease/shared/staff';
import { staffRoutes, userManagementRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

/** Every page and filter of the User Management tab lives under this key, so an action refreshes them all. */
export const STAFF_USERS_KEY = routeKey(userManagementRoutes.listStaffUsers);

/** The User Management tab's filters; '' is "all". */
export interface StaffUserFilters {
  /** Part of the name or the email. */
  q: string;
  role: Role | '';
  kyc: KycStatus | '';
  status: UserStatus | '';
  page: number;
}

/** The filters as the route's query: '' (all) is left out. */
const toQuery = ({ q, role, kyc, status, page }: StaffUserFilters) => ({
  q: q || undefined,
  role: role || undefined,
  kyc: kyc || undefined,
  status: status || undefined,
  page,
});

export const getStaffUsers = (filters: StaffUserFilters) =>
  callRoute(userManagementRoutes.listStaffUsers, { query: toQuery(filters) });

/** The page as the paged tables read it (module-level, so each answer is reshaped once). */
const asRows = ({ users, ...page }: StaffUsersPage) => ({ items: users, ...page });

/** One page of users, searched, filtered and paged by the server. */
export function useStaffUsers(filters: StaffUserFilters) {
  return useQuery({
    queryKey: routeKey(userManagementRoutes.listStaffUsers, { query: toQuery(filters) }),
    queryFn: () => getStaffUsers(filters),
    select: asRows,
    placeholderData: keepPreviousData,
  });
}

export type UserAction =
  | { kind: 'suspend'; userId: string; input: SuspendUserInput }
  | { kind: 'reactivate'; userId: string; input: ReactivateUserInput }
  | { kind: 'role'; userId: string; input: ChangeRoleInput };

export const sendUserAction = (action: UserAction) => {
  const params = { id: action.userId };
  switch (action.kind) {
    case 'suspend':
      return callRoute(userManagementRoutes.suspendUser, { params, body: action.input });
    case 'reactivate':
      return callRoute(userManagementRoutes.reactivateUser, { params, body: action.input });
    case 'role':
      return callRoute(userManagementRoutes.changeUserRole, { params, body: action.input });
  }
};

/** Suspend, reactivate or change a role; the user list and the staff panel's counts refresh. */
export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendUserAction,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: STAFF_USERS_KEY });
      void queryClient.invalidateQueries({ queryKey: routeKey(staffRoutes.getStaffDashboard) });
    },
  });
}
