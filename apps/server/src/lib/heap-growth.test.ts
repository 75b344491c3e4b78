import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../../../scripts/server-node-flags.mjs';

const run = promisify(execFile);

/**
 * A process that keeps 64 MB alive and churns through 3 GB of large arrays, which V8 allocates
 * straight into the old generation (the last four stay reachable, so that none is optimised
 * away), optionally with the flag set at run time; prints its peak heap in MB.
 */
const CHURN = `
const v8 = require('node:v8');
if (process.argv[1]) v8.setFlagsFromString(process.argv[1]);
const live = [];
for (let i = 0; i < 64; i++) live.push(new Array(131072).fill(i));
const recent = [];
let peak = 0;
for (let i = 0; i < 3000; i++) {
  recent[i % 4] = new Array(131072).fill(i);
  peak = Math.max(peak, process.memoryUsage().heapTotal);
}
console.log(Math.round(peak / 1048576), live.length, recent.length);
`;

async function peakHeapMb(flag: string): Promise<number> {
  const { stdout } = await run(process.execPath, ['-e', CHURN, flag]);
  return Number(stdout.split(' ')[0]);
}

describe('the heap is collected at a pace (decision 059)', () => {
  it('set at run time, the flag keeps the old generation close to what is alive', async () => {
    const { HEAP_GROWING_FLAG } = await import('./heap-growth');
    const [paced, unpaced] = await Promise.all([peakHeapMb(HEAP_GROWING_FLAG), peakHeapMb('')]);
    // 64 MB alive: V8's own pacing let the heap reach some 300 MB here, the paced one some 150.
    expect(paced).toBeLessThan(200);
    expect(unpaced).toBeGreaterThan(paced * 1.5);
  }, 30_000);

  it('sets it once at start unless the process was started with a pace of its own', async () => {
    const setFlags = vi.fn();
    vi.resetModules();
    vi.doMock('node:v8', () => ({ setFlagsFromString: setFlags }));
    const { paceHeapGrowth, HEAP_GROWING_FLAG } = await import('./heap-growth');
    expect(paceHeapGrowth(['--heap-growing-percent=40'])).toBe(false);
    expect(setFlags).not.toHaveBeenCalled();
    expect(paceHeapGrowth(['--enable-source-maps'])).toBe(true);
    expect(setFlags).toHaveBeenCalledWith(HEAP_GROWING_FLAG);
  });

  afterEach(() => {
    vi.doUnmock('node:v8');
  });
});

describe('every way of starting a serving instance sizes the young generation (decision 059)', () => {
  it('npm start, the scripts that start instances and the README’s deployment give Node 20’s 16 MB', () => {
    expect(SERVER_NODE_FLAGS).toContain('--max-semi-space-size=16');
    const root = new URL('../../../../', import.meta.url);
    const start = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')).scripts.start as string;
    expect(start).toBe('node --max-semi-space-size=16 scripts/start.mjs');
    const readme = readFileSync(new URL('README.md', root), 'utf8');
    expect(readme).toContain(`node ${SERVER_NODE_FLAGS.join(' ')} apps/server/dist/server.js`);
  });
});
