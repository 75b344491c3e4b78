import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Folders shipped beside the code: in the source tree they sit one level above `src`; in the
 * bundled server the build copies them next to the bundle.
 */
function findShippedDir(name: string): string {
  const candidates = [new URL(`../${name}`, import.meta.url), new URL(`./${name}`, import.meta.url)];
  for (const candidate of candidates) {
    const dir = fileURLToPath(candidate);
    if (existsSync(dir)) return dir;
  }
  throw new Error(`The ${name} folder was not found beside ${fileURLToPath(import.meta.url)}`);
}

export const getMigrationsDir = () => findShippedDir('migrations');
export const getReferenceDir = () => findShippedDir('reference');
