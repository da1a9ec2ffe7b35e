import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicantView, VerificationKind, VerificationOverview } from '@tranche/contracts';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';

const VERIFICATION_KEY = ['verification'] as const;

/** While a review runs, the provider is asked again this often (the sandbox decides within seconds). */
const REVIEW_POLL_MS = 1500;

const inReview = (overview: VerificationOverview | undefined) =>
  overview?.me?.status === 'IN_REVIEW' || overview?.company?.applicant?.status === 'IN_REVIEW';

/** GET kyc/applicant: the caller's KYC, the company's people and (clients) its KYB; polled during a review. */
export function useVerification() {
  return useQuery({
    queryKey: VERIFICATION_KEY,
    queryFn: async ({ signal }) => {
      const overview = await api.get<VerificationOverview>('/kyc/applicant', { signal });
      if (!overview) throw new Error('empty verification overview');
      return overview;
    },
    refetchInterval: (query) => (inReview(query.state.data) ? REVIEW_POLL_MS : false),
  });
}

export interface VerificationStart {
  mode: VerificationOverview['mode'];
  token: string;
  level: string;
  applicant: ApplicantView;
}

/** GET kyc/getToken or kyb/getToken: starts the verification (when new) and gets the web SDK's token. */
export function useStartVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (kind: VerificationKind) => (await api.get<VerificationStart>(`/${kind}/getToken`))!,
    onSuccess: () => client.invalidateQueries({ queryKey: VERIFICATION_KEY }),
  });
}

/** The sandbox's document upload or liveness check; the file itself stays in the browser. */
export function useSandboxStep(kind: VerificationKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { step: 'document' | 'liveness'; file?: File }) =>
      api.post<ApplicantView>(
        `/verification/sandbox/${kind}/${input.step}`,
        input.file ? { fileName: input.file.name.slice(0, 200), size: input.file.size } : {},
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: VERIFICATION_KEY }),
  });
}

/** GET kyb/sendEmail: mails the legal representatives the link to complete KYB. */
export function useSendKybMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.get<{ sentTo: string[] }>('/kyb/sendEmail'))!,
    onSuccess: () => client.invalidateQueries({ queryKey: VERIFICATION_KEY }),
  });
}

/** Refreshes the overview (the Sumsub SDK reports a status change in the browser first). */
export function useRefreshVerification() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: VERIFICATION_KEY }), [client]);
}
