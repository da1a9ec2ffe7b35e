import multipart from '@fastify/multipart';
import {
  FILE_MESSAGES,
  FILE_PURPOSES,
  type FilePurpose,
  MAX_UPLOAD_BYTES,
  normaliseFolder,
  normaliseTags,
  type UploadedFile,
  uploadedFileCreatedSchema,
  uploadedFileListResponseSchema,
} from '@tranche/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Container } from '../../container';
import { AppError } from '../../lib/app-error';
import { describeListQuery, listQuerySchema, parseListQuery } from '../../lib/list-query';
import { loadAccountCaller, requireApprovedAccount } from '../accounts/account-context';
import { sendStoredFile } from './file-response';
import { getSharedFile } from './file-room.service';
import { fileRoomError } from './file-room-content';
import { fileStoreOf } from './file-store';
import { listUploadedFiles, type UploadedFileRow } from './files.repo';
import { uploadedFileList } from './files.resource';
import { discardUpload, fileError, getCompanyFile, saveUpload } from './files.service';

export function toUploadedFile(row: UploadedFileRow): UploadedFile {
  return {
    id: row.id,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.sizeBytes,
    sha256: row.sha256,
    purpose: row.purpose,
    deleted: row.deleted,
    folder: row.folder,
    tags: row.tags,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The file part's name and the plain fields an upload may carry before it. */
const FILE_FIELD = 'file';
const PURPOSE_FIELD = 'purpose';
/** File room: a folder path and comma-separated tags. */
const FOLDER_FIELD = 'folder';
const TAGS_FIELD = 'tags';

const unexpectedField = (name: string) =>
  new AppError(400, 'UNEXPECTED_FIELD', `Unexpected form field "${name}". ${FILE_MESSAGES.UNEXPECTED_FIELD}`);

const malformed = (reason: string) =>
  new AppError(
    400,
    'MALFORMED_UPLOAD',
    FILE_MESSAGES.MALFORMED_UPLOAD.replace('multipart/form-data.', `multipart/form-data (${reason}).`),
  );

/**
 * What the multipart parser's own failures mean for the caller: a body that is not multipart, a
 * content type without a usable boundary, or a body cut off before its closing boundary. Anything
 * else is not the caller's fault and stays a server error.
 */
function uploadError(error: unknown): AppError | null {
  const { code, message = '' } = error as { code?: string; message?: string };
  if (code === 'FST_FILES_LIMIT') return fileError(400, 'TOO_MANY_FILES');
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return fileError(413, 'FILE_TOO_LARGE', { limitMb: String(MAX_UPLOAD_BYTES / 1024 / 1024) });
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return fileError(415, 'NOT_MULTIPART');
  if (/Boundary not found|Boundary required/.test(message)) {
    return malformed('the content type names no boundary');
  }
  if (/needle/.test(message)) return malformed('the boundary in the content type is not valid');
  if (
    code === 'FST_MP_PREMATURE_CLOSE' ||
    /Unexpected end of multipart data|terminated early/.test(message)
  ) {
    return malformed('it ended before its last part');
  }
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PROTO_VIOLATION') {
    return malformed('it has too many or forbidden parts');
  }
  return null;
}

async function readUpload(
  container: Container,
  request: FastifyRequest,
  owner: { accountId: string; sub: string },
) {
  let purpose: FilePurpose = 'csv-import';
  const placement = { folder: '', tags: [] as string[] };
  let saved: UploadedFileRow | undefined;
  try {
    for await (const part of request.parts()) {
      if (saved && part.type === 'field') throw malformed('its fields come after the file');
      if (part.type === 'field' && part.fieldname === FOLDER_FIELD) {
        const folder = normaliseFolder(String(part.value));
        if (folder === null) throw fileRoomError(400, 'INVALID_FOLDER');
        placement.folder = folder;
        continue;
      }
      if (part.type === 'field' && part.fieldname === TAGS_FIELD) {
        const tags = normaliseTags(String(part.value).split(','));
        if (tags === null) throw fileRoomError(400, 'INVALID_TAGS');
        placement.tags = tags;
        continue;
      }
      if (part.type === 'field') {
        if (part.fieldname !== PURPOSE_FIELD) throw unexpectedField(part.fieldname);
        if (!(FILE_PURPOSES as readonly string[]).includes(String(part.value))) {
          throw fileError(400, 'UNKNOWN_PURPOSE');
        }
        purpose = part.value as FilePurpose;
        continue;
      }
      if (part.fieldname !== FILE_FIELD) throw unexpectedField(part.fieldname);
      if (saved) throw fileError(400, 'TOO_MANY_FILES');
      saved = await saveUpload(
        container,
        owner,
        {
          fileName: part.filename,
          contentType: part.mimetype,
          stream: part.file,
          truncated: () => part.file.truncated,
        },
        purpose,
        placement,
      );
    }
  } catch (error) {
    // The upload as a whole failed: a file already read from it is not kept either.
    if (saved) await discardUpload(container, saved);
    if (error instanceof AppError) throw error;
    throw uploadError(error) ?? error;
  }
  if (!saved) throw fileError(400, 'NO_FILE');
  return saved;
}

/** Spec §7 Files: upload (multipart, one file), list, metadata or download; all scoped to the caller's company. */
export const filesRoutes: FastifyPluginAsyncZod<{ container: Container }> = async (app, { container }) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 10, fieldSize: 1024 },
  });

  app.post(
    '/file',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['files'],
        summary:
          'Upload one file (multipart field `file`; optional fields `purpose`, `folder`, `tags` first)',
        consumes: ['multipart/form-data'],
        response: { 201: uploadedFileCreatedSchema },
      },
    },
    async (request, reply) => {
      const caller = await loadAccountCaller(container, request, 'CLIENT');
      const row = await readUpload(container, request, { accountId: caller.account.id, sub: caller.sub });
      return reply.status(201).send({ data: { id: row.id, fileName: row.fileName, size: row.sizeBytes } });
    },
  );

  app.get(
    '/file',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['files'],
        summary: "The company's uploaded files",
        description: describeListQuery(uploadedFileList),
        querystring: listQuerySchema(uploadedFileList),
        response: { 200: uploadedFileListResponseSchema },
      },
    },
    async (request) => {
      const caller = await loadAccountCaller(container, request, 'CLIENT');
      const query = parseListQuery(uploadedFileList, request.query);
      const rows = await listUploadedFiles(container.database.db, caller.account.id, query);
      return { data: rows.map(toUploadedFile) };
    },
  );

  app.get(
    '/file/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['files'],
        summary:
          "A file's bytes: inline for a preview (download=false) or as an attachment (download=true); single byte ranges",
        description:
          'A client reads its own files; an investor only files shared with it (for an asset on the market or one it holds, or with its company).',
        params: z.object({ id: z.uuid() }),
        querystring: z.object({ download: z.enum(['true', 'false']).default('false') }),
      },
    },
    async (request, reply) => {
      const caller = await loadAccountCaller(container, request);
      // Investors see shared files only once approved, as they see the market.
      if (caller.account.kind === 'INVESTOR') await requireApprovedAccount(container)(request);
      const row =
        caller.account.kind === 'INVESTOR'
          ? await getSharedFile(container, caller.account.id, request.params.id)
          : await getCompanyFile(container, caller.account.id, request.params.id);
      return sendStoredFile(reply, fileStoreOf(container), row, {
        inline: request.query.download === 'false',
        range: request.headers.range,
      });
    },
  );
};
