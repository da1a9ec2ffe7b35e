import {
  fileRoomPatchSchema,
  fileShareCreateSchema,
  fileShareListResponseSchema,
  idParam,
  idParamsSchema,
  sharedFileListResponseSchema,
  shareTargetsResponseSchema,
  uploadedFileResponseSchema,
} from '@tranche/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Container } from '../../container';
import { loadAccountCaller, requireApprovedAccount } from '../accounts/account-context';
import {
  deleteFileRoomFile,
  fileShares,
  filesForInvestor,
  shareFile,
  shareTargets,
  unshareFile,
  updateFileRoomFile,
} from './file-room.service';
import { toUploadedFile } from './files.routes';

/**
 * The file room (Settings → File Room): a client organises, deletes and shares its files; an
 * investor lists what was shared with it. Uploads and reading bytes are the files routes.
 */
export const fileRoomRoutes: FastifyPluginAsyncZod<{ container: Container }> = async (app, { container }) => {
  const client = async (request: Parameters<typeof loadAccountCaller>[1]) => {
    const caller = await loadAccountCaller(container, request, 'CLIENT');
    return { accountId: caller.account.id, sub: caller.sub };
  };
  const tags = ['files'];

  app.patch(
    '/file/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Rename a file, move it to a folder or change its tags',
        params: idParamsSchema,
        body: fileRoomPatchSchema,
        response: { 200: uploadedFileResponseSchema },
      },
    },
    async (request) => {
      const { accountId } = await client(request);
      return {
        data: toUploadedFile(await updateFileRoomFile(container, accountId, request.params.id, request.body)),
      };
    },
  );

  app.delete(
    '/file/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Delete a file (sets its deleted flag; it leaves every list and share)',
        params: idParamsSchema,
        response: { 200: z.object({ data: z.object({ id: z.uuid(), deleted: z.literal(true) }) }) },
      },
    },
    async (request) => {
      const { accountId } = await client(request);
      await deleteFileRoomFile(container, accountId, request.params.id);
      return { data: { id: request.params.id, deleted: true as const } };
    },
  );

  app.get(
    '/file/share-targets',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "What a file can be shared for: the client's assets and the investors who bid on them",
        response: { 200: shareTargetsResponseSchema },
      },
    },
    async (request) => ({ data: await shareTargets(container, (await client(request)).accountId) }),
  );

  app.get(
    '/file/shares',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Every share of the client's files",
        response: { 200: fileShareListResponseSchema },
      },
    },
    async (request) => ({ data: await fileShares(container, (await client(request)).accountId) }),
  );

  app.get(
    '/file/:id/shares',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Who a file is shared with',
        params: idParamsSchema,
        response: { 200: fileShareListResponseSchema },
      },
    },
    async (request) => ({
      data: await fileShares(container, (await client(request)).accountId, request.params.id),
    }),
  );

  app.post(
    '/file/:id/shares',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Share a file with an asset's investors or with one investor company",
        params: idParamsSchema,
        body: fileShareCreateSchema,
        response: { 201: fileShareListResponseSchema },
      },
    },
    async (request, reply) => {
      const shares = await shareFile(container, await client(request), request.params.id, request.body);
      return reply.status(201).send({ data: shares });
    },
  );

  app.delete(
    '/file/:id/shares/:shareId',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Stop sharing a file with one target',
        params: z.object({ id: idParam, shareId: idParam }),
        response: { 200: fileShareListResponseSchema },
      },
    },
    async (request) => {
      const { accountId } = await client(request);
      await unshareFile(container, accountId, request.params.id, request.params.shareId);
      return { data: await fileShares(container, accountId, request.params.id) };
    },
  );

  app.get(
    '/file/shared',
    {
      onRequest: app.requireUser,
      preHandler: requireApprovedAccount(container),
      schema: {
        tags,
        summary: 'Investors: the files clients shared with them, by company and asset',
        response: { 200: sharedFileListResponseSchema },
      },
    },
    async (request) => {
      const caller = await loadAccountCaller(container, request, 'INVESTOR');
      return { data: await filesForInvestor(container, caller.account.id) };
    },
  );
};
