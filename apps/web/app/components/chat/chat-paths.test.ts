import { describe, expect, it } from 'vitest';
import { buildEarlierHref, readBefore } from './chat-paths';

describe('the chat’s address', () => {
  it('reads `before` only as a message id', () => {
    expect(readBefore(new URLSearchParams('before=42'))).toBe(42);
    expect(readBefore(new URLSearchParams('before=0'))).toBeUndefined();
    expect(readBefore(new URLSearchParams('before=-3'))).toBeUndefined();
    expect(readBefore(new URLSearchParams('before=4.5'))).toBeUndefined();
    expect(readBefore(new URLSearchParams('before=abc'))).toBeUndefined();
    expect(readBefore(new URLSearchParams(''))).toBeUndefined();
    expect(readBefore(new URLSearchParams(`before=${'9'.repeat(20)}`))).toBeUndefined();
    expect(readBefore(new URLSearchParams('before=2147483647'))).toBe(2147483647);
    expect(readBefore(new URLSearchParams('before=2147483648'))).toBeUndefined();
  });

  it('links the page before the first message shown', () => {
    expect(buildEarlierHref('/profile/chat', 17)).toBe('/profile/chat?before=17');
  });
});
