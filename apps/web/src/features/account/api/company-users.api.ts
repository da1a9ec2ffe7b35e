import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { companyUserSchema, inviteUserSchema } from '@tranche/contracts/accounts';
import { api } from '../../../lib/api-client';

export type CompanyUser = ReturnType<typeof companyUserSchema.parse>;
export type InviteUserInput = ReturnType<typeof inviteUserSchema.parse>;

export interface CompanyUserPage {
  users: CompanyUser[];
  total: number;
  page: number;
  size: number;
}

/** Spec §9: user lists default to size 10, page 1. */
export const USER_LIST_SIZE = 10;

const USERS_KEY = ['account', 'users'] as const;

/** GET user/list: the company's users without deleted ones, one page at a time. */
export function useCompanyUsers(page: number, size: number = USER_LIST_SIZE) {
  return useQuery({
    queryKey: [...USERS_KEY, page, size],
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ page: String(page), size: String(size) });
      return (
        (await api.get<CompanyUserPage>(`/user/list?${query}`, { signal })) ?? {
          users: [],
          total: 0,
          page,
          size,
        }
      );
    },
    placeholderData: keepPreviousData,
  });
}

/** POST user: invites a colleague, who receives a temporary password by mail. */
export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteUserInput) => api.post<CompanyUser>('/user', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}

export type UserAction = 'disable' | 'enable' | 'delete';

/** Disable and delete are DELETE user/{id}?action=…, enable is PATCH user/{id} (spec §7). */
export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id }: { action: UserAction; id: string }) => {
      const path = `/user/${encodeURIComponent(id)}`;
      return action === 'enable' ? api.patch(path) : api.del(`${path}?action=${action}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
