import type { FastifyRequest } from 'fastify';
import { CATALOG_MESSAGES } from '@netlease/shared/catalog';
import { ipBlockRoutes } from '@netlease/shared/routes/ip-blocks';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { serve } from '../../../platform/http/serve-route';
import { toMessageReply } from '@netlease/shared/replies';
import { requireUser } from '../../../platform/auth/auth-plugin';
import { sendPrivateFile } from '../../../platform/http/private-file';
import { AppError } from '../../../platform/errors';
import { readMultipartForm } from '../../../platform/storage/checked-upload';
import {
  getOwnIpBlock,
  listOwnIpBlocks,
  readLoaFile,
  submitIpBlock,
  type IpBlockSubmission,
} from './ip-blocks.service';

const FIELD_NAMES: Record<string, keyof IpBlockSubmission['fields']> = {
  cidr: 'cidr',
  rir: 'rir',
  countryCode: 'countryCode',
  country_code: 'countryCode',
};

/** Reads the Add IP Block form (multipart: cidr, rir, countryCode, loa). Checks happen in the service. */
async function readSubmission(request: FastifyRequest): Promise<IpBlockSubmission> {
  const form = await readMultipartForm(request, { fields: Object.keys(FIELD_NAMES), files: ['loa'] });
  if (!form) throw new AppError('bad_request', CATALOG_MESSAGES.ipBlockMissingFields);
  const submission: IpBlockSubmission = { fields: {}, loa: null };
  for (const [sent, name] of Object.entries(FIELD_NAMES)) {
    const value = form.fields[sent];
    if (value !== undefined) submission.fields[name] ??= value.slice(0, 200);
  }
  const loa = form.files.loa;
  if (loa) submission.loa = { bytes: loa.bytes, truncated: loa.truncated };
  return submission;
}

export function registerIpBlocksRoutes(app: Api, ctx: AppContext) {
  serve(app, ipBlockRoutes.submitIpBlock, {
    handler: async (request, reply) => {
      const block = await submitIpBlock(ctx, requireUser(request), await readSubmission(request));
      return reply.status(201).send({
        block,
        ...toMessageReply(CATALOG_MESSAGES.ipBlockSubmitted),
      });
    },
  });

  serve(app, ipBlockRoutes.listIpBlocks, {
    handler: async (request) => ({
      blocks: await listOwnIpBlocks(ctx, requireUser(request).id, request.query.status),
    }),
  });

  serve(app, ipBlockRoutes.getIpBlock, {
    handler: async (request) => getOwnIpBlock(ctx, requireUser(request).id, request.params.id),
  });

  serve(app, ipBlockRoutes.getIpBlockLoa, {
    handler: async (request, reply) => {
      const file = await readLoaFile(ctx, requireUser(request), request.params.id);
      return sendPrivateFile(reply, {
        mime: 'application/pdf',
        contentDisposition: `inline; filename="${file.fileName}"`,
        bytes: file.bytes,
      });
    },
  });
}
