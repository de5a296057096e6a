import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KycStatus, Role } from '@netlease/shared/roles';
import type {
  ChangeRoleInput,
  ReactivateUserInput,
  StaffUsersPage,
  SuspendUserInput,
  UserActionAnswer,
  UserStatus,
} from '@netlease/shared/staff';
import { api, toQueryString } from '@/lib/api-client';

/** Every page and filter of the User Management tab lives under this key, so an action refreshes them all. */
export const STAFF_USERS_KEY = ['staff', 'users'] as const;

/** The User Management tab's filters; '' is "all". */
export interface StaffUserFilters {
  /** Part of the name or the email. */
  q: string;
  role: Role | '';
  kyc: KycStatus | '';
  status: UserStatus | '';
  page: number;
}

export const getStaffUsers = (filters: StaffUserFilters) =>
  api<StaffUsersPage>(`/api/staff/users?${toQueryString(filters)}`);

/** The page as the paged tables read it (module-level, so each answer is reshaped once). */
const asRows = ({ users, ...page }: StaffUsersPage) => ({ items: users, ...page });

/** One page of users, searched, filtered and paged by the server. */
export function useStaffUsers(filters: StaffUserFilters) {
  return useQuery({
    queryKey: [...STAFF_USERS_KEY, filters],
    queryFn: () => getStaffUsers(filters),
    select: asRows,
    placeholderData: keepPreviousData,
  });
}

const path = (userId: string, action: string) => `/api/staff/users/${encodeURIComponent(userId)}/${action}`;

export type UserAction =
  | { kind: 'suspend'; userId: string; input: SuspendUserInput }
  | { kind: 'reactivate'; userId: string; input: ReactivateUserInput }
  | { kind: 'role'; userId: string; input: ChangeRoleInput };

export const sendUserAction = (action: UserAction) =>
  action.kind === 'role'
    ? api<UserActionAnswer>(`/api/admin/users/${encodeURIComponent(action.userId)}/role`, {
        method: 'PUT',
        body: action.input,
      })
    : api<UserActionAnswer>(path(action.userId, action.kind), { method: 'POST', body: action.input });

/** Suspend, reactivate or change a role; the user list and the staff panel's counts refresh. */
export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendUserAction,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: STAFF_USERS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['staff', 'dashboard'] });
    },
  });
}
