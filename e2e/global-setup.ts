import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One file per run where expectAccessible notes the page states it has checked (decision 042),
 * shared by the workers: each state is checked by axe once per run.
 */
export default function globalSetup() {
  const dir = join(import.meta.dirname, '..', '.tmp');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `axe-checked-${process.pid}.txt`);
  writeFileSync(file, '');
  process.env.AXE_CHECKED_FILE = file;
}
