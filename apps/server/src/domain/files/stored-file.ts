import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, inArray, isNull, like, lt, ne, sql } from 'drizzle-orm';
import type { FileUploadKind, MessageKey, UploadRef } from '@portal/contract';
import { storedFileChunks, storedFiles, type Database } from '@portal/db';
import { AppError } from '../../lib/app-error';
import type { Executor } from '../audit/record-audit';
import { UPLOAD_RULES } from './file-types';

/**
 * The bytes of one row of `stored_file_chunks` (decision 036): a statement never carries more, so
 * neither PostgreSQL's protocol nor PGlite's WebAssembly heap ever holds a whole 10 MB file, and a
 * download sends each chunk as it is read.
 */
export const FILE_CHUNK_BYTES = 256 * 1024;

/**
 * Chunk statements of the whole process go one at a time, each started in a turn of the event loop
 * of its own (decision 036). PGlite runs a statement on the event loop and starts the next queued
 * one at once: twenty downloads' queued chunk reads ran back to back for hundreds of milliseconds
 * with no socket served, /healthz included. On PostgreSQL it keeps one process's file traffic to
 * one chunk statement at a time, the connections free for everything else.
 */
let chunkTurn: Promise<void> = Promise.resolve();
function inChunkTurn<T>(statement: () => Promise<T>): Promise<T> {
  const run = chunkTurn.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(statement);
  chunkTurn = run.then(
    () => undefined,
    () => undefined,
  );
  return run;
}

/** What the bytes of a file being written are: its type once known, its size, its digest. */
export type WrittenFile = { size: number; sha256: string };

/**
 * Writes a file's bytes as they arrive, one chunk per statement, into a `stored_files` row that
 * already exists; `inspect` sees every piece first (the size and type checks) and may throw. At
 * most two chunks are in memory at a time, and the source is read no faster than it is kept.
 */
export async function writeFileChunks(
  db: Pick<Database, 'insert'>,
  fileId: string,
  body: AsyncIterable<Uint8Array>,
  inspect: (piece: Buffer, sizeSoFar: number) => void = () => {},
): Promise<WrittenFile> {
  const hash = createHash('sha256');
  let size = 0;
  let seq = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const flush = async (bytes: Buffer) => {
    const at = seq++;
    await inChunkTurn(() => db.insert(storedFileChunks).values({ fileId, seq: at, bytes }));
  };
  for await (const chunk of body) {
    const piece = Buffer.isBuffer(chunk)
      ? chunk
      : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    size += piece.length;
    inspect(piece, size);
    hash.update(piece);
    pending.push(piece);
    pendingBytes += piece.length;
    while (pendingBytes >= FILE_CHUNK_BYTES) {
      const joined = Buffer.concat(pending);
      await flush(joined.subarray(0, FILE_CHUNK_BYTES));
      const rest = joined.subarray(FILE_CHUNK_BYTES);
      pending = rest.length > 0 ? [Buffer.from(rest)] : [];
      pendingBytes = rest.length;
    }
  }
  if (pendingBytes > 0) await flush(Buffer.concat(pending));
  return { size, sha256: hash.digest('hex') };
}

/**
 * Keeps bytes made or fetched by the portal itself (a provider's report) as a stored file, named
 * by a record from the start (`attachedAt`): the row, its chunks, then its size and digest.
 */
export async function storeFileBytes(
  db: Pick<Database, 'insert' | 'update'>,
  file: { contentType: string; fileName: string; bytes: Buffer; at?: Date },
): Promise<string> {
  const [row] = await db
    .insert(storedFiles)
    .values({
      contentType: file.contentType,
      fileName: file.fileName,
      size: 0,
      sha256: '',
      attachedAt: file.at ?? new Date(),
    })
    .returning({ id: storedFiles.id });
  const written = await writeFileChunks(
    db,
    row!.id,
    (async function* () {
      yield file.bytes;
    })(),
  );
  await db.update(storedFiles).set(written).where(eq(storedFiles.id, row!.id));
  return row!.id;
}

/**
 * Marks an upload as named by a record, inside the record's transaction (decision 036): the
 * upload must be complete, of `kind`, uploaded by `userId`, and named by no record yet (422 on
 * `{field}.file_id`: `validation.upload_unknown`, or the kind's `pdf_only` / `image_only`).
 * Answers its id.
 */
export async function attachUploadedFile(
  tx: Executor,
  options: {
    upload: UploadRef;
    kind: FileUploadKind;
    userId: string;
    field: string;
    /** A narrower rule than the kind's (a form's file field that takes PDFs only), with its message. */
    accept?: { contentType: (contentType: string) => boolean; wrongType: MessageKey };
  },
): Promise<string> {
  const { upload, kind, userId, field } = options;
  const fail = (key: MessageKey): never => {
    throw new AppError('validation_failed', 'error.validation_failed', {
      fields: { [`${field}.file_id`]: [key] },
    });
  };
  const [row] = await tx
    .update(storedFiles)
    .set({ attachedAt: sql`now()` })
    .where(
      and(
        eq(storedFiles.id, upload.file_id),
        isNull(storedFiles.attachedAt),
        eq(storedFiles.createdBy, userId),
        ne(storedFiles.sha256, ''),
      ),
    )
    .returning({ contentType: storedFiles.contentType });
  if (!row) return fail('validation.upload_unknown');
  const rule = UPLOAD_RULES[kind];
  const ofKind = rule.contentTypeLike.endsWith('%')
    ? row.contentType.startsWith(rule.contentTypeLike.slice(0, -1))
    : row.contentType === rule.contentTypeLike;
  // The caller's transaction rolls the mark back with the rest of its write.
  if (!ofKind) fail(rule.wrongType);
  if (options.accept && !options.accept.contentType(row.contentType)) fail(options.accept.wrongType);
  return upload.file_id;
}

/** Removes a file no record names any more (a replaced or removed PDF), its chunks with it. */
export async function deleteStoredFile(tx: Executor, id: string): Promise<void> {
  await tx.delete(storedFiles).where(eq(storedFiles.id, id));
}

/** Uploads no record named within a day: dropped (decision 036), their chunks with them. */
export async function deleteUnattachedFiles(db: Pick<Database, 'delete'>): Promise<void> {
  await db
    .delete(storedFiles)
    .where(and(isNull(storedFiles.attachedAt), lt(storedFiles.createdAt, sql`now() - interval '1 day'`)));
}

/** A kept file as a call serves it: its bytes are read a chunk at a time as the answer is sent. */
export type ServedFile = {
  fileName: string;
  contentType: string;
  sha256: string;
  size: number;
  /** Opens the bytes; called once the answer is sure to be sent (not for a 304). */
  open: () => Readable;
};

/** The bytes of a kept file, in order, one chunk per query, only as fast as the reader takes them. */
function readFileChunks(db: Pick<Database, 'select'>, fileId: string): Readable {
  async function* chunks() {
    for (let seq = 0; ; seq++) {
      const [row] = await inChunkTurn(() =>
        db
          .select({ bytes: storedFileChunks.bytes })
          .from(storedFileChunks)
          .where(and(eq(storedFileChunks.fileId, fileId), eq(storedFileChunks.seq, seq)))
          .limit(1),
      );
      if (!row) return;
      yield row.bytes;
    }
  }
  // One chunk read ahead at most: a slow reader holds ≤ 2 chunks, not the file.
  return Readable.from(chunks(), { objectMode: false, highWaterMark: 1 });
}

/**
 * A kept file by id, its bytes to be streamed; 404 `notFoundKey` when there is none, or when it
 * is not of `kind` (a picture's address never serves a PDF).
 */
export async function readStoredFile(
  db: Pick<Database, 'select'>,
  id: string | null,
  notFoundKey: 'error.not_found' | 'country_analysis.no_pdf' = 'error.not_found',
  kind?: FileUploadKind,
): Promise<ServedFile> {
  if (id) {
    const [row] = await db
      .select({
        fileName: storedFiles.fileName,
        contentType: storedFiles.contentType,
        sha256: storedFiles.sha256,
        size: storedFiles.size,
      })
      .from(storedFiles)
      .where(
        and(
          eq(storedFiles.id, id),
          ne(storedFiles.sha256, ''),
          kind ? like(storedFiles.contentType, UPLOAD_RULES[kind].contentTypeLike) : undefined,
        ),
      )
      .limit(1);
    if (row) return { ...row, open: () => readFileChunks(db, id) };
  }
  throw new AppError('not_found', notFoundKey);
}

/** The stored PDF's name and size, as the answers name it (no bytes read). */
export async function describeStoredFiles(
  db: Pick<Database, 'select'>,
  ids: readonly (string | null)[],
): Promise<Map<string, { file_name: string; size: number }>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  const described = new Map<string, { file_name: string; size: number }>();
  if (wanted.length === 0) return described;
  const rows = await db
    .select({ id: storedFiles.id, fileName: storedFiles.fileName, size: storedFiles.size })
    .from(storedFiles)
    .where(inArray(storedFiles.id, wanted));
  for (const row of rows) described.set(row.id, { file_name: row.fileName, size: row.size });
  return described;
}
