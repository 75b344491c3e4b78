import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * What one instance tells every instance of the portal (decision 051, decision 053): small
 * signals on named topics — the chat's "a message was written", the pages' "content changed" —
 * never the data itself; each instance reads what it needs from the database.
 */
export type SignalListener = (payload: unknown) => void;

export type SignalBus = {
  readonly kind: 'local' | 'redis';
  /** Tells every instance, this one at once. Never throws: a lost signal is recovered by a sweep. */
  publish(topic: string, payload: unknown): Promise<void>;
  subscribe(topic: string, listener: SignalListener): () => void;
  /**
   * Signals may have been lost (the subscription to Redis came back after a loss): whoever keeps
   * state from signals reads it again.
   */
  onResync(listener: () => void): () => void;
  close(): Promise<void>;
};

type Logger = { warn: (object: object, message: string) => void };

/** A topic's channel under the deployment's prefix (`portal:chat:v1`). */
export const topicChannel = (prefix: string, topic: string) => `${prefix}:${topic}:v1`;

function createListeners() {
  const byTopic = new Map<string, Set<SignalListener>>();
  const resync = new Set<() => void>();
  return {
    add(topic: string, listener: SignalListener): () => void {
      let set = byTopic.get(topic);
      if (!set) byTopic.set(topic, (set = new Set()));
      set.add(listener);
      return () => void set.delete(listener);
    },
    emit(topic: string, payload: unknown) {
      for (const listener of byTopic.get(topic) ?? []) listener(payload);
    },
    addResync(listener: () => void): () => void {
      resync.add(listener);
      return () => void resync.delete(listener);
    },
    resync() {
      for (const listener of resync) listener();
    },
  };
}

/** One instance: signals go straight to this process's listeners. */
export function createLocalSignalBus(): SignalBus {
  const listeners = createListeners();
  return {
    kind: 'local',
    async publish(topic, payload) {
      listeners.emit(topic, payload);
    },
    subscribe: (topic, listener) => listeners.add(topic, listener),
    onResync: (listener) => listeners.addResync(listener),
    async close() {},
  };
}

/** A message read from a channel, or null for anything that is not one of ours. */
export function parseEnvelope(raw: string): { from: string; payload: unknown } | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { from, payload } = parsed as { from?: unknown; payload?: unknown };
    if (typeof from !== 'string' || payload === undefined) return null;
    return { from, payload };
  } catch {
    return null;
  }
}

/**
 * Several instances (decisions 051, 053): one publishing and one subscribed Redis connection per
 * instance, a channel per topic under REDIS_PREFIX. This instance's own signals reach its
 * listeners at once and are skipped when they come back from Redis. When the subscription is
 * re-established after a loss, the resync listeners run: whatever was published meanwhile is
 * read from the database.
 */
export function createRedisSignalBus(url: string, prefix: string, logger: Logger): SignalBus {
  const instance = randomUUID();
  const listeners = createListeners();
  const channels = new Map<string, string>();
  const options = { maxRetriesPerRequest: 2, enableOfflineQueue: true, connectionName: 'portal-signals' };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, { ...options, connectionName: 'portal-signals-sub' });
  let everReady = false;
  for (const [name, client] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    client.on('error', (error: Error) => logger.warn({ err: error, client: name }, 'signals: Redis error'));
  }
  subscriber.on('ready', () => {
    if (everReady) listeners.resync();
    everReady = true;
  });
  subscriber.on('message', (channel: string, raw: string) => {
    const topic = channels.get(channel);
    const parsed = parseEnvelope(raw);
    if (topic !== undefined && parsed && parsed.from !== instance) listeners.emit(topic, parsed.payload);
  });

  function channelOf(topic: string): string {
    const channel = topicChannel(prefix, topic);
    if (!channels.has(channel)) {
      channels.set(channel, topic);
      // ioredis re-subscribes by itself after a reconnection.
      subscriber.subscribe(channel).catch((error: unknown) => {
        logger.warn({ err: error, topic }, 'signals: could not subscribe to Redis');
      });
    }
    return channel;
  }

  return {
    kind: 'redis',
    async publish(topic, payload) {
      listeners.emit(topic, payload);
      try {
        await publisher.publish(channelOf(topic), JSON.stringify({ from: instance, payload }));
      } catch (error) {
        logger.warn(
          { err: error, topic },
          'signals: could not publish to Redis; other instances catch up by their sweep',
        );
      }
    },
    subscribe(topic, listener) {
      channelOf(topic);
      return listeners.add(topic, listener);
    },
    onResync: (listener) => listeners.addResync(listener),
    async close() {
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
