import { CHAT_LIMITS } from '@portal/contract';

/** When each person's last "typing" was passed on, on this instance (bounded). */
const lastTyping = new Map<string, number>();
const REMEMBERED = 10_000;

/** Whether a person's "typing" is passed on now: at most every `CHAT_LIMITS.typingEveryMs`. */
export function shouldPassTyping(userId: string, now = Date.now()): boolean {
  const last = lastTyping.get(userId);
  if (last !== undefined && now - last < CHAT_LIMITS.typingEveryMs) return false;
  lastTyping.delete(userId);
  if (lastTyping.size >= REMEMBERED) lastTyping.delete(lastTyping.keys().next().value!);
  lastTyping.set(userId, now);
  return true;
}
