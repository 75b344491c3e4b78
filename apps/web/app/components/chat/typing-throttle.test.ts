import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTypingThrottle } from './typing-throttle';

describe('typing is told at most every 2 s', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-29T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tells the first keystroke at once and a burst inside the window once, at its end', () => {
    const send = vi.fn();
    const typing = createTypingThrottle(send, 2000, 100);
    typing.onKeystroke();
    expect(send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(500);
    typing.onKeystroke();
    typing.onKeystroke();
    expect(send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1599);
    expect(send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('tells a keystroke after a quiet spell at once', () => {
    const send = vi.fn();
    const typing = createTypingThrottle(send, 2000);
    typing.onKeystroke();
    vi.advanceTimersByTime(5000);
    typing.onKeystroke();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('drops what is due once the message is sent', () => {
    const send = vi.fn();
    const typing = createTypingThrottle(send, 2000);
    typing.onKeystroke();
    typing.onKeystroke();
    typing.cancel();
    vi.advanceTimersByTime(10_000);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
