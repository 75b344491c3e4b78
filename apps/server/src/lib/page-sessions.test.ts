import { describe, expect, it } from 'vitest';
import { runPage, sessionOncePerPage } from './page-sessions';

/** A lookup that counts its calls and answers after a turn of the event loop. */
function counter(answer: () => Promise<string> = async () => 'ok') {
  const calls = { n: 0 };
  const lookUp = async () => {
    calls.n++;
    await new Promise((resolve) => setImmediate(resolve));
    return answer();
  };
  return { calls, lookUp };
}

describe('sessionOncePerPage (decision 057): a page’s loaders look its session up once', () => {
  it('shares one lookup of a token among the calls of a page that reads, even when they overlap', async () => {
    const { calls, lookUp } = counter();
    await runPage(true, async () => {
      const [a, b] = await Promise.all([
        sessionOncePerPage('token-1', 'GET', lookUp),
        sessionOncePerPage('token-1', 'GET', lookUp),
      ]);
      expect([a, b]).toEqual(['ok', 'ok']);
      await sessionOncePerPage('token-1', 'GET', lookUp);
    });
    expect(calls.n).toBe(1);
  });

  it('looks each token up on its own', async () => {
    const { calls, lookUp } = counter();
    await runPage(true, async () => {
      await sessionOncePerPage('token-1', 'GET', lookUp);
      await sessionOncePerPage('token-2', 'GET', lookUp);
    });
    expect(calls.n).toBe(2);
  });

  it('never shares between pages, outside a page, or in a page that writes', async () => {
    const { calls, lookUp } = counter();
    await runPage(true, () => sessionOncePerPage('token-1', 'GET', lookUp));
    await runPage(true, () => sessionOncePerPage('token-1', 'GET', lookUp));
    expect(calls.n).toBe(2);
    await sessionOncePerPage('token-1', 'GET', lookUp);
    await sessionOncePerPage('token-1', 'GET', lookUp);
    expect(calls.n).toBe(4);
    await runPage(false, async () => {
      await sessionOncePerPage('token-1', 'GET', lookUp);
      await sessionOncePerPage('token-1', 'GET', lookUp);
    });
    expect(calls.n).toBe(6);
  });

  it('forgets what it found when a call writes: a write may end the session', async () => {
    const { calls, lookUp } = counter();
    await runPage(true, async () => {
      await sessionOncePerPage('token-1', 'GET', lookUp);
      await sessionOncePerPage('token-1', 'POST', lookUp);
      await sessionOncePerPage('token-1', 'GET', lookUp);
      await sessionOncePerPage('token-1', 'GET', lookUp);
    });
    expect(calls.n).toBe(3);
  });

  it('asks again after a lookup that failed', async () => {
    let fail = true;
    const { calls, lookUp } = counter(async () => {
      if (fail) throw new Error('database away');
      return 'ok';
    });
    await runPage(true, async () => {
      await expect(sessionOncePerPage('token-1', 'GET', lookUp)).rejects.toThrow('database away');
      fail = false;
      await expect(sessionOncePerPage('token-1', 'GET', lookUp)).resolves.toBe('ok');
    });
    expect(calls.n).toBe(2);
  });
});
