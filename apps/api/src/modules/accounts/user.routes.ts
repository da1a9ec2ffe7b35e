import {
  companyUserSchema,
  inviteUserSchema,
  loadedProfileSchema,
  pathParam,
  profilePatchSchema,
} from '@tranche/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Container } from '../../container';
import { currentUser } from '../../identity/auth/auth.plugin';
import { badRequest } from '../../lib/app-error';
import { loadAccountCaller, loadCaller } from './account-context';
import { patchProfile, toLoadedProfile } from './profile.service';
import { updateProfile } from './profiles.repo';
import { deleteUser, disableUser, enableUser, inviteUser, listCompanyUsers } from './users.service';

const profileResponse = z.object({ data: loadedProfileSchema });
const userResponse = z.object({ data: companyUserSchema });
/** A user's subject (a UUID in both user pools, but only ever compared, never parsed). */
const idParams = z.object({ id: pathParam(64) });

/** The signed-in user (GET/PATCH user, PATCH user/email) and client user management (spec §6, §7). */
export const userRoutes: FastifyPluginAsyncZod<{ container: Container }> = async (app, { container }) => {
  const auth = { onRequest: app.requireUser };

  app.get(
    '/user',
    { ...auth, schema: { tags: ['user'], response: { 200: profileResponse } } },
    async (request) => {
      const caller = await loadCaller(container, request);
      return { data: toLoadedProfile(caller, currentUser(request).emailVerified) };
    },
  );

  app.patch(
    '/user',
    { ...auth, schema: { tags: ['user'], body: profilePatchSchema, response: { 200: profileResponse } } },
    async (request) => {
      const caller = await patchProfile(container, await loadCaller(container, request), request.body);
      return { data: toLoadedProfile(caller, currentUser(request).emailVerified) };
    },
  );

  // The email itself changes in the user pool (with its verification code); this takes the
  // verified address from the new token into the profile.
  app.patch(
    '/user/email',
    {
      ...auth,
      schema: {
        tags: ['user'],
        body: z.object({ email: z.email() }).strict(),
        response: { 200: profileResponse },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const email = request.body.email.toLowerCase();
      if (user.email?.toLowerCase() !== email || !user.emailVerified) {
        throw badRequest('EMAIL_NOT_VERIFIED', 'Invalid email, please sign in again');
      }
      const caller = await loadCaller(container, request);
      const profile = await updateProfile(container.database.db, caller.sub, { email });
      return { data: toLoadedProfile({ ...caller, profile }, true) };
    },
  );

  app.post(
    '/user',
    { ...auth, schema: { tags: ['user'], body: inviteUserSchema, response: { 201: userResponse } } },
    async (request, reply) => {
      const caller = await loadAccountCaller(container, request, 'CLIENT');
      return reply.status(201).send({ data: await inviteUser(container, caller, request.body) });
    },
  );

  app.get(
    '/user/list',
    {
      ...auth,
      schema: {
        tags: ['user'],
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(100_000).default(1),
          size: z.coerce.number().int().min(1).max(100).default(10),
        }),
        response: {
          200: z.object({
            data: z.object({
              users: z.array(companyUserSchema),
              total: z.number(),
              page: z.number(),
              size: z.number(),
            }),
          }),
        },
      },
    },
    async (request) => {
      const caller = await loadCaller(container, request);
      return { data: await listCompanyUsers(container, caller, request.query.page, request.query.size) };
    },
  );

  app.delete(
    '/user/:id',
    {
      ...auth,
      schema: {
        tags: ['user'],
        params: idParams,
        querystring: z.object({ action: z.enum(['disable', 'delete']).default('disable') }),
        response: { 200: z.object({ data: companyUserSchema.nullable() }) },
      },
    },
    async (request) => {
      const caller = await loadCaller(container, request);
      if (request.query.action === 'delete') {
        await deleteUser(container, caller, request.params.id);
        return { data: null };
      }
      return { data: await disableUser(container, caller, request.params.id) };
    },
  );

  app.patch(
    '/user/:id',
    { ...auth, schema: { tags: ['user'], params: idParams, response: { 200: userResponse } } },
    async (request) => {
      const caller = await loadCaller(container, request);
      return { data: await enableUser(container, caller, request.params.id) };
    },
  );
};
