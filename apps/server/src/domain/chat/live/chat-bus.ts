import type { ChatPerson, ChatSide } from '@portal/contract';
import { createLocalSignalBus, type SignalBus } from '../../../lib/signal-bus';

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

/** The chat's view of the portal's signal bus (lib/signal-bus.ts): its one topic, typed. */
export type ChatBus = {
  readonly kind: 'local' | 'redis';
  /** Tells every instance, this one at once. Never throws: a lost signal is recovered by the hub's sweep. */
  publish(signal: ChatSignal): Promise<void>;
  subscribe(listener: ChatSignalListener): () => void;
};

/** The chat's topic on the signal bus (channel `<REDIS_PREFIX>:chat:v1`). */
export const CHAT_TOPIC = 'chat';

const SIGNAL_KINDS = new Set(['message', 'read', 'typing', 'conversation']);

/** A signal read from the channel, or null for anything this version does not know. */
export function parseChatSignal(payload: unknown): ChatSignal | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const signal = payload as { kind?: unknown; companyId?: unknown };
  if (!SIGNAL_KINDS.has(String(signal.kind)) || typeof signal.companyId !== 'string') return null;
  return signal as ChatSignal;
}

/**
 * The chat's signals on the bus (decision 051). When the bus's subscription comes back after a
 * loss, listeners get `resync`: whatever was published meanwhile is read from the database.
 */
export function createChatBus(bus: SignalBus): ChatBus {
  return {
    kind: bus.kind,
    publish: (signal) => bus.publish(CHAT_TOPIC, signal),
    subscribe(listener) {
      const offSignal = bus.subscribe(CHAT_TOPIC, (payload) => {
        const signal = parseChatSignal(payload);
        if (signal) listener(signal);
      });
      const offResync = bus.onResync(() => listener({ kind: 'resync' }));
      return () => {
        offSignal();
        offResync();
      };
    },
  };
}

/** One instance, signals in the process (tests of the hub). */
export const createLocalChatBus = () => createChatBus(createLocalSignalBus());
