import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the old generation grow past what the last full collection kept before it
 * collects again (decision 059): 25 %, where V8 otherwise picks a factor of up to 4 when the
 * collector is fast. A portal under load promotes garbage steadily (requests alive across two
 * scavenges: a page's loaders wait for the database), and V8's own pacing let it pile up to
 * 150–230 MB of old generation over some 85 MB alive. Paced, a full collection comes every
 * couple of seconds under load and costs 10–25 ms of the main thread's time, mostly marked
 * concurrently.
 */
export const HEAP_GROWING_FLAG = '--heap-growing-percent=25';

/**
 * Sets the pace once at start, unless the process was started with a pace of its own
 * (`node --heap-growing-percent=N`). V8 reads the flag at each full collection, so setting it at
 * run time takes effect (a unit test measures it).
 */
export function paceHeapGrowth(execArgv: readonly string[] = process.execArgv): boolean {
  if (
    execArgv.some(
      (arg) => arg.startsWith('--heap-growing-percent') || arg.startsWith('--heap_growing_percent'),
    )
  )
    return false;
  setFlagsFromString(HEAP_GROWING_FLAG);
  return true;
}
