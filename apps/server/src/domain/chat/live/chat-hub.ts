import type { IncomingMessage, ServerResponse } from 'node:http';
import { gt, max, eq } from 'drizzle-orm';
import type { ChatSide, ChatStreamMessage } from '@portal/contract';
import { chatConversations, chatMessages, type Database } from '@portal/db';
import { readStreamMessages, readStreamPosition } from '../chat-messages';
import { countCompanyUnread, countOfficeUnread } from '../conversations';
import type { ChatBus, ChatSignal } from './chat-bus';

/**
 * The live side of the chat on one instance (decision 051): the open `GET /chat/events`
 * connections, grouped by audience — a company's people, or the office — each audience with a
 * cursor in the stream of messages. A signal of a new message makes each audience concerned
 * read what follows its cursor once, for all its connections; a connection never sends a message
 * at or below the last it sent, so a message arriving twice (a replay racing a live delivery)
 * goes out once.
 */

export type ChatHubOptions = {
  db: Database;
  bus: ChatBus;
  logger: { warn: (object: object, message: string) => void };
  /** A comment is written to every connection this often (proxies keep it open). */
  heartbeatMs?: number;
  /** Connections end after about this long (±10 %): the client reconnects and is checked again. */
  maxAgeMs?: number;
  /** How often the stream is read for messages whose signal was lost. */
  sweepMs?: number;
  /** A client with more unsent output than this is dropped. */
  maxBufferedBytes?: number;
  /** A client that has not taken its output for this long is dropped. */
  stallMs?: number;
  /** At most this many messages are replayed on a reconnection; past that the client is told to reload. */
  replayMax?: number;
};

export type ChatViewer = {
  userId: string;
  /** The company's people see their conversation; the office sees every conversation. */
  side: ChatSide;
  companyId: string | null;
};

type Connection = {
  readonly viewer: ChatViewer;
  readonly res: ServerResponse;
  readonly audience: Audience;
  lastSent: number;
  /** Live messages wait here while the connection's replay runs. */
  buffered: ChatStreamMessage[] | null;
  expiresAt: number;
  blockedSince: number | null;
  closed: boolean;
};

type Audience = {
  readonly key: string;
  readonly companyId: string | null;
  readonly connections: Set<Connection>;
  /** The last message this audience has read; null until the stream's position is known. */
  cursor: number | null;
  fetching: boolean;
  again: boolean;
  /** A recount of the unread messages is due (one per burst of messages and receipts). */
  unreadTimer: NodeJS.Timeout | null;
};

const FETCH_BATCH = 200;
/** How long a recount of the unread messages waits for more of a burst. */
const UNREAD_EVERY_MS = 100;

/** One event of the stream as it is written: `id:` only for messages (decision 051). */
export function sseFrame(event: string, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** `Last-Event-ID` as a message id, or null for anything else. */
export function parseLastEventId(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !/^\d{1,15}$/.test(value.trim())) return null;
  return Number(value.trim());
}

export function createChatHub(options: ChatHubOptions) {
  const { db, bus, logger } = options;
  const heartbeatMs = options.heartbeatMs ?? 20_000;
  const maxAgeMs = options.maxAgeMs ?? 600_000;
  const sweepMs = options.sweepMs ?? 5_000;
  const maxBufferedBytes = options.maxBufferedBytes ?? 256 * 1024;
  const stallMs = options.stallMs ?? 30_000;
  const replayMax = options.replayMax ?? 1000;
  const audiences = new Map<string, Audience>();
  let sweepCursor: number | null = null;
  let closing = false;

  const keyOf = (viewer: ChatViewer) => (viewer.side === 'office' ? 'office' : `company:${viewer.companyId}`);

  function audienceFor(viewer: ChatViewer): Audience {
    const key = keyOf(viewer);
    let audience = audiences.get(key);
    if (!audience) {
      audience = {
        key,
        companyId: viewer.side === 'office' ? null : viewer.companyId,
        connections: new Set(),
        cursor: null,
        fetching: false,
        again: false,
        unreadTimer: null,
      };
      audiences.set(key, audience);
    }
    return audience;
  }

  /** Takes a connection out (once); an audience left without connections goes, its timer with it. */
  function leave(connection: Connection): boolean {
    if (connection.closed) return false;
    connection.closed = true;
    const { audience } = connection;
    audience.connections.delete(connection);
    if (audience.connections.size === 0 && audiences.get(audience.key) === audience) {
      audiences.delete(audience.key);
      if (audience.unreadTimer) clearTimeout(audience.unreadTimer);
      audience.unreadTimer = null;
    }
    return true;
  }

  /** A client that does not keep up: the connection is cut. */
  function drop(connection: Connection): void {
    if (leave(connection)) connection.res.destroy();
  }

  /** The stream ends (its time is up, the instance stops): the browser comes back by itself. */
  function end(connection: Connection): void {
    if (leave(connection)) connection.res.end();
  }

  function write(connection: Connection, chunk: string): void {
    if (connection.closed) return;
    if (!connection.res.write(chunk)) {
      connection.blockedSince ??= Date.now();
      if (connection.res.writableLength > maxBufferedBytes) drop(connection);
    }
  }

  function send(connection: Connection, message: ChatStreamMessage, frame: string): void {
    if (message.id <= connection.lastSent) return;
    if (connection.buffered) {
      connection.buffered.push(message);
      return;
    }
    connection.lastSent = message.id;
    write(connection, frame);
  }

  async function unreadOf(audience: { companyId: string | null }): Promise<number> {
    return audience.companyId ? countCompanyUnread(db, audience.companyId) : countOfficeUnread(db);
  }

  async function sendUnread(audience: Audience): Promise<void> {
    if (audience.connections.size === 0) return;
    const frame = sseFrame('unread', { unread: await unreadOf(audience) });
    for (const connection of audience.connections) if (!connection.buffered) write(connection, frame);
  }

  /** The unread count is sent once per burst: at most every UNREAD_EVERY_MS per audience. */
  function scheduleUnread(audience: Audience): void {
    if (audience.unreadTimer || closing || audiences.get(audience.key) !== audience) return;
    audience.unreadTimer = setTimeout(() => {
      audience.unreadTimer = null;
      sendUnread(audience).catch((error: unknown) =>
        logger.warn({ err: error, audience: audience.key }, 'chat: could not count unread messages'),
      );
    }, UNREAD_EVERY_MS);
  }

  /** Reads what follows the audience's cursor once, for every connection of it. */
  async function fetchFor(audience: Audience): Promise<void> {
    if (audience.fetching) {
      audience.again = true;
      return;
    }
    audience.fetching = true;
    try {
      do {
        audience.again = false;
        audience.cursor ??= await readStreamPosition(db);
        let delivered = false;
        for (;;) {
          const rows = await readStreamMessages(db, audience, audience.cursor, FETCH_BATCH);
          for (const row of rows) {
            const frame = sseFrame('message', row, row.id);
            for (const connection of audience.connections) send(connection, row, frame);
          }
          if (rows.length > 0) {
            audience.cursor = rows.at(-1)!.id;
            delivered = true;
          }
          if (rows.length < FETCH_BATCH) break;
        }
        if (delivered) scheduleUnread(audience);
      } while (audience.again && audiences.get(audience.key) === audience);
    } catch (error) {
      // The sweep tries again within seconds.
      logger.warn({ err: error, audience: audience.key }, 'chat: could not read new messages');
    } finally {
      audience.fetching = false;
    }
  }

  function audiencesOf(companyId: string): Audience[] {
    return [audiences.get(`company:${companyId}`), audiences.get('office')].filter(
      (audience): audience is Audience => audience !== undefined,
    );
  }

  function onSignal(signal: ChatSignal): void {
    if (closing) return;
    switch (signal.kind) {
      case 'message':
        for (const audience of audiencesOf(signal.companyId)) void fetchFor(audience);
        return;
      case 'typing': {
        const frame = sseFrame('typing', {
          conversation_id: signal.conversationId,
          side: signal.side,
          user_id: signal.userId,
          name: signal.name,
        });
        for (const audience of audiencesOf(signal.companyId))
          for (const connection of audience.connections) if (!connection.buffered) write(connection, frame);
        return;
      }
      case 'read': {
        const frame = sseFrame('read', {
          conversation_id: signal.conversationId,
          side: signal.side,
          through: signal.through,
        });
        for (const audience of audiencesOf(signal.companyId)) {
          for (const connection of audience.connections) if (!connection.buffered) write(connection, frame);
          // The reader's own side (another tab, another manager) sees its unread count fall.
          if ((audience.companyId === null) === (signal.side === 'office')) scheduleUnread(audience);
        }
        return;
      }
      case 'conversation': {
        const office = audiences.get('office');
        if (!office) return;
        const frame = sseFrame('conversation', {
          conversation_id: signal.conversationId,
          assignee: signal.assignee,
        });
        for (const connection of office.connections) if (!connection.buffered) write(connection, frame);
        return;
      }
      case 'resync':
        void sweep();
        return;
    }
  }

  /** Companies with messages since the last sweep: their audiences (and the office's) read again. */
  async function sweep(): Promise<void> {
    if (audiences.size === 0 || closing) return;
    try {
      if (sweepCursor === null) {
        sweepCursor = await readStreamPosition(db);
        return;
      }
      const rows = await db
        .select({ companyId: chatConversations.companyId, last: max(chatMessages.id) })
        .from(chatMessages)
        .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
        .where(gt(chatMessages.id, sweepCursor))
        .groupBy(chatConversations.companyId);
      for (const row of rows) {
        const last = row.last ?? 0;
        sweepCursor = Math.max(sweepCursor, last);
        for (const audience of audiencesOf(row.companyId))
          if (audience.cursor !== null && audience.cursor < last) void fetchFor(audience);
      }
    } catch (error) {
      logger.warn({ err: error }, 'chat: the sweep could not read the stream');
    }
  }

  function tick(): void {
    const now = Date.now();
    for (const audience of [...audiences.values()]) {
      for (const connection of [...audience.connections]) {
        if (connection.blockedSince !== null && now - connection.blockedSince > stallMs) drop(connection);
        else if (now >= connection.expiresAt) end(connection);
        else write(connection, ': \n\n');
      }
    }
  }

  const unsubscribe = bus.subscribe(onSignal);
  const heartbeat = setInterval(tick, heartbeatMs);
  const sweeper = setInterval(() => void sweep(), sweepMs);
  heartbeat.unref();
  sweeper.unref();

  return {
    /**
     * Serves one `GET /chat/events` on a hijacked response: replays what follows `after`
     * (`Last-Event-ID`, or the page's `stream_id`), then the live events. Resolves once live.
     */
    async open(request: IncomingMessage, res: ServerResponse, viewer: ChatViewer, after: number | null) {
      if (closing) {
        res.writeHead(503, { 'retry-after': '2' }).end();
        return;
      }
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
        connection: 'keep-alive',
      });
      res.write('retry: 2000\n\n');
      const audience = audienceFor(viewer);
      const connection: Connection = {
        viewer,
        res,
        audience,
        lastSent: 0,
        buffered: [],
        expiresAt: Date.now() + maxAgeMs * (0.9 + Math.random() * 0.2),
        blockedSince: null,
        closed: false,
      };
      audience.connections.add(connection);
      const forget = () => void leave(connection);
      request.on('close', forget);
      res.on('close', forget);
      res.on('drain', () => {
        connection.blockedSince = null;
      });
      try {
        const position = await readStreamPosition(db);
        audience.cursor ??= position;
        if (sweepCursor === null) sweepCursor = position;
        // An id past the stream (a made-up Last-Event-ID) would hide the next messages: the stream's end.
        connection.lastSent = Math.min(after ?? position, position);
        let replayed = 0;
        while (!connection.closed) {
          const rows = await readStreamMessages(db, audience, connection.lastSent, FETCH_BATCH);
          if (replayed + rows.length > replayMax) {
            // Too much was missed to send one by one: the page loads afresh from here.
            connection.lastSent = Math.max(position, connection.lastSent);
            write(connection, sseFrame('reset', {}));
            break;
          }
          for (const row of rows) {
            connection.lastSent = row.id;
            write(connection, sseFrame('message', row, row.id));
          }
          replayed += rows.length;
          if (rows.length < FETCH_BATCH) break;
        }
        const waiting = connection.buffered ?? [];
        connection.buffered = null;
        for (const row of waiting) send(connection, row, sseFrame('message', row, row.id));
        write(connection, sseFrame('ready', { unread: await unreadOf(audience), resumed_after: after }));
      } catch (error) {
        logger.warn({ err: error }, 'chat: could not open a stream');
        drop(connection);
      }
    },

    /** Tells every instance (this one at once). */
    publish: (signal: ChatSignal) => bus.publish(signal),

    stats() {
      let connections = 0;
      for (const audience of audiences.values()) connections += audience.connections.size;
      return { connections, audiences: audiences.size };
    },

    /** Ends every stream (the browsers come back to another instance) and stops listening. */
    async close(): Promise<void> {
      closing = true;
      clearInterval(heartbeat);
      clearInterval(sweeper);
      unsubscribe();
      for (const audience of [...audiences.values()])
        for (const connection of [...audience.connections]) end(connection);
    },
  };
}

export type ChatHub = ReturnType<typeof createChatHub>;
