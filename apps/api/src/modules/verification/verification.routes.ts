import {
  applicantResponseSchema,
  kybMailResponseSchema,
  sandboxStepBodySchema,
  sandboxStepParamsSchema,
  verificationOverviewSchema,
  verificationTokenResponseSchema,
} from '@tranche/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Container } from '../../container';
import { loadAccountCaller } from '../accounts/account-context';
import { mailKybLink } from './kyb-mail.service';
import {
  applicantView,
  sandboxStep,
  startVerification,
  verificationOverview,
  verificationToken,
} from './verification.service';

/**
 * Identity checks (spec §7 Verification): KYC of the caller, KYB of the caller's client company.
 * Every call acts on the caller's own person or company only; operators own neither.
 */
export const verificationRoutes: FastifyPluginAsyncZod<{ container: Container }> = async (
  app,
  { container },
) => {
  const tags = ['verification'];

  app.get(
    '/kyc/applicant',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "The caller's KYC, the company's people with theirs and (clients) the company's KYB",
        response: { 200: verificationOverviewSchema },
      },
    },
    async (request) => ({
      data: await verificationOverview(container, await loadAccountCaller(container, request)),
    }),
  );

  app.post(
    '/kyc/createApplicant',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Starts the caller's KYC at the provider (the existing applicant when already started)",
        response: { 200: applicantResponseSchema },
      },
    },
    async (request) => {
      const caller = await loadAccountCaller(container, request);
      return { data: applicantView(await startVerification(container, caller, 'kyc')) };
    },
  );

  for (const kind of ['kyc', 'kyb'] as const) {
    app.get(
      `/${kind}/getToken`,
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          summary:
            kind === 'kyc'
              ? "A web SDK token for the caller's KYC (started when new)"
              : "A web SDK token for the company's KYB (clients approved for trading; started when new)",
          response: { 200: verificationTokenResponseSchema },
        },
      },
      async (request) => {
        const caller = await loadAccountCaller(container, request, kind === 'kyb' ? 'CLIENT' : undefined);
        return { data: await verificationToken(container, caller, kind) };
      },
    );
  }

  app.get(
    '/kyb/sendEmail',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Starts the company's KYB and mails its legal representatives the link to complete it",
        response: { 200: kybMailResponseSchema },
      },
    },
    async (request) => {
      const caller = await loadAccountCaller(container, request, 'CLIENT');
      return { data: { sentTo: await mailKybLink(container, caller) } };
    },
  );

  app.post(
    '/verification/sandbox/:kind/:step',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "The verification sandbox's document upload or liveness check (404 with a real provider)",
        params: sandboxStepParamsSchema,
        body: sandboxStepBodySchema,
        response: { 200: applicantResponseSchema },
      },
    },
    async (request) => {
      const { kind, step } = request.params;
      const caller = await loadAccountCaller(container, request, kind === 'kyb' ? 'CLIENT' : undefined);
      return { data: applicantView(await sandboxStep(container, caller, kind, step)) };
    },
  );
};
