import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './describe-user-agent';

describe('describeUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36',
      'Chrome, Windows',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
      'Safari, iOS',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0', 'Firefox, Linux'],
    ['Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/120 Safari/537.36 Edg/120', 'Edge, Windows'],
    ['curl/8.5.0', 'curl/8.5.0'],
  ])('%s → %s', (agent, expected) => {
    expect(describeUserAgent(agent)).toBe(expected);
  });

  it('knows nothing without a header', () => {
    expect(describeUserAgent(null)).toBeNull();
    expect(describeUserAgent('')).toBeNull();
  });
});
