/**
 * 'Typing' sent while someone types, at most once every `everyMs` (the server passes it on no
 * more often, `CHAT_LIMITS.typingEveryMs`): the first keystroke sends at once; a keystroke inside
 * the window sends once at its end (a little after, so the server's window has passed too), so a
 * short burst right after a send is still told. `cancel` drops what is due (the message was sent).
 */
export function createTypingThrottle(send: () => void, everyMs: number, slackMs = 100) {
  let last = Number.NEGATIVE_INFINITY;
  let due: ReturnType<typeof setTimeout> | null = null;
  const fire = () => {
    due = null;
    last = Date.now();
    send();
  };
  return {
    onKeystroke(): void {
      if (due !== null) return;
      const waited = Date.now() - last;
      if (waited >= everyMs) fire();
      else due = setTimeout(fire, everyMs - waited + slackMs);
    },
    cancel(): void {
      if (due !== null) clearTimeout(due);
      due = null;
    },
  };
}
