import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * A file as a call sends it: its name, type, size, a digest for the ETag, and its bytes — a
 * stream opened when the answer goes out (a kept file, read a chunk at a time, decision 036) or,
 * for a document made for the call (a certificate, a calendar), the bytes themselves.
 */
export type SendableFile = { fileName: string; contentType: string; sha256: string } & (
  { size: number; open: () => Readable } | { bytes: Buffer }
);

/** The name as plain ASCII for old clients, every other character replaced. */
function asciiName(name: string): string {
  return name.replace(/[^A-Za-z0-9._ -]/g, '_').trim() || 'file';
}

/**
 * Sends a kept file as an attachment under the name it was uploaded with (RFC 6266: an ASCII
 * `filename` and the UTF-8 `filename*`), private to the caller and never cached by a proxy.
 */
export function sendFile(reply: FastifyReply, file: SendableFile): FastifyReply {
  const disposition = `attachment; filename="${asciiName(file.fileName)}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`;
  reply
    .type(file.contentType)
    .header('content-disposition', disposition)
    .header('cache-control', 'private, no-store')
    .header('etag', `"${file.sha256}"`)
    .header('x-content-type-options', 'nosniff');
  if ('bytes' in file) return reply.send(file.bytes);
  return reply.header('content-length', file.size).send(file.open());
}

/** A document made for the call (a PDF, a calendar) as a file to send: its digest is its ETag. */
export function renderedFile(fileName: string, contentType: string, bytes: Buffer): SendableFile {
  return { fileName, contentType, sha256: createHash('sha256').update(bytes).digest('hex'), bytes };
}
