// Bundles apps/server (with the workspace packages) into apps/server/dist/server.js;
// npm packages stay external and load from node_modules. The db package's migrations and
// reference data are copied beside the bundle, where packages/db looks for them.
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const outdir = 'apps/server/dist';
await rm(outdir, { recursive: true, force: true });
await build({
  // The PDF workers' entry (decision 040) sits beside the server, where lib/pdf-pool looks for it.
  entryPoints: { server: 'apps/server/src/server.ts', 'pdf-worker': 'apps/server/src/pdf-worker.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // The bundle's source stays in memory for as long as the process runs (V8 compiles lazily from
  // it): minified, a serving instance keeps ~1.6 MB less (issue 30 §4). Names are kept for logs;
  // stack traces map back to the sources with --enable-source-maps.
  minify: true,
  keepNames: true,
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  plugins: [
    {
      name: 'externalize-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
await cp('packages/db/migrations', `${outdir}/migrations`, { recursive: true });
await cp('packages/db/reference', `${outdir}/reference`, { recursive: true });
// Fonts of the PDF documents (Cyrillic): apps/server/assets beside the bundle.
await cp('apps/server/assets', `${outdir}/assets`, { recursive: true });
console.log(`server bundled into ${outdir}`);
