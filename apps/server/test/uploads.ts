import type { FastifyInstance } from 'fastify';
import {
  endpoints,
  EXAMPLE_PDF_BASE64,
  PRO_PARTNER_LOGO_PNG_BASE64,
  type FileUploadKind,
  type UploadRef,
} from '@portal/contract';
import type { SignedInUser } from './accounts';
import { call } from './call';

/** The one-page PDF the examples name. */
export const PDF_BYTES = Buffer.from(EXAMPLE_PDF_BASE64, 'base64');
/** A 1×1 PNG. */
export const PNG_BYTES = Buffer.from(PRO_PARTNER_LOGO_PNG_BASE64, 'base64');

/** A file streamed to `POST /admin/files` as `as` (decision 036): the whole answer. */
export function callUpload(
  app: FastifyInstance,
  as: SignedInUser,
  options: {
    kind: FileUploadKind;
    bytes: Buffer | NodeJS.ReadableStream;
    fileName?: string;
    contentType?: string;
  },
) {
  const fileName = options.fileName ?? (options.kind === 'pdf' ? 'analysis.pdf' : 'picture.png');
  return call(
    app,
    endpoints.uploadAdminFile,
    { query: { kind: options.kind, file_name: fileName } },
    {
      as,
      headers: {
        'content-type': options.contentType ?? (options.kind === 'pdf' ? 'application/pdf' : 'image/png'),
      },
      payload: options.bytes,
    },
  );
}

/** Uploads a file as `as` and answers what a body names it by (`{ file_id }`). */
export async function uploadTestFile(
  app: FastifyInstance,
  as: SignedInUser,
  kind: FileUploadKind,
  bytes: Buffer = kind === 'pdf' ? PDF_BYTES : PNG_BYTES,
  fileName?: string,
): Promise<UploadRef> {
  const { data } = await callUpload(app, as, { kind, bytes, ...(fileName ? { fileName } : {}) });
  return { file_id: data.id };
}
