import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { ChatPerson, ChatSide } from '@portal/contract';

/**
 * What one instance tells every instance after a write of the chat commits (decision 051): small
 * signals, not the messages themselves — each instance reads what its connections need.
 */
export type ChatSignal =
  | { kind: 'message'; companyId: string; conversationId: string; messageId: number }
  | { kind: 'read'; companyId: string; conversationId: string; side: ChatSide; through: number }
  | {
      kind: 'typing';
      companyId: string;
      conversationId: string;
      side: ChatSide;
      userId: string;
      name: string;
    }
  | { kind: 'conversation'; companyId: string; conversationId: string; assignee: ChatPerson | null }
  /** Signals may have been lost (the subscription to Redis came back): read everything again. */
  | { kind: 'resync' };

export type ChatSignalListener = (signal: ChatSignal) => void;

export type ChatBus = {
  readonly kind: 'local' | 'redis';
  /** Tells every instance, this one at once. Never throws: a lost signal is recovered by the hub's sweep. */
  publish(signal: ChatSignal): Promise<void>;
  subscribe(listener: ChatSignalListener): () => void;
  close(): Promise<void>;
};

type Logger = { warn: (object: object, message: string) => void; info: (message: string) => void };

/** The channel every instance of the portal listens on, under the deployment's prefix. */
export const chatChannel = (prefix: string) => `${prefix}:chat:v1`;

function createListeners() {
  const listeners = new Set<ChatSignalListener>();
  return {
    add(listener: ChatSignalListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit(signal: ChatSignal) {
      for (const listener of listeners) listener(signal);
    },
  };
}

/** One instance: signals go straight to this process's listeners. */
export function createLocalChatBus(): ChatBus {
  const listeners = createListeners();
  return {
    kind: 'local',
    async publish(signal) {
      listeners.emit(signal);
    },
    subscribe: (listener) => listeners.add(listener),
    async close() {},
  };
}

const SIGNAL_KINDS = new Set(['message', 'read', 'typing', 'conversation']);

/** A signal read from the channel, or null for anything this version does not know. */
export function parseChatSignal(raw: string): { from: string; signal: ChatSignal } | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { from, signal } = parsed as { from?: unknown; signal?: { kind?: unknown; companyId?: unknown } };
    if (typeof from !== 'string' || typeof signal !== 'object' || signal === null) return null;
    if (!SIGNAL_KINDS.has(String(signal.kind)) || typeof signal.companyId !== 'string') return null;
    return { from, signal: signal as ChatSignal };
  } catch {
    return null;
  }
}

/**
 * Several instances (decision 051): signals are published on one Redis channel and each instance
 * subscribes to it. This instance's own signals reach its listeners at once and are skipped when
 * they come back from Redis. When the subscription is re-established after a loss, listeners get
 * `resync`: whatever was published meanwhile is read from the database.
 */
export function createRedisChatBus(url: string, prefix: string, logger: Logger): ChatBus {
  const channel = chatChannel(prefix);
  const instance = randomUUID();
  const listeners = createListeners();
  const options = { maxRetriesPerRequest: 2, enableOfflineQueue: true, connectionName: 'portal-chat' };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, { ...options, connectionName: 'portal-chat-sub' });
  let everReady = false;
  for (const [name, client] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    client.on('error', (error: Error) => logger.warn({ err: error, client: name }, 'chat: Redis error'));
  }
  subscriber.on('ready', () => {
    if (everReady) listeners.emit({ kind: 'resync' });
    everReady = true;
  });
  subscriber.on('message', (_channel: string, raw: string) => {
    const parsed = parseChatSignal(raw);
    if (parsed && parsed.from !== instance) listeners.emit(parsed.signal);
  });
  // ioredis re-subscribes by itself after a reconnection.
  subscriber.subscribe(channel).catch((error: unknown) => {
    logger.warn({ err: error }, 'chat: could not subscribe to Redis');
  });
  return {
    kind: 'redis',
    async publish(signal) {
      listeners.emit(signal);
      try {
        await publisher.publish(channel, JSON.stringify({ from: instance, signal }));
      } catch (error) {
        logger.warn(
          { err: error },
          'chat: could not publish to Redis; other instances catch up by their sweep',
        );
      }
    },
    subscribe: (listener) => listeners.add(listener),
    async close() {
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
