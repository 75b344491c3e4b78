import { createServer as createHttpServer } from 'node:http';
import { resolve } from 'node:path';
import type { ServerBuild } from 'react-router';
import { loadConfig } from './config';
import { getDefaultWebBuildDir, startServer } from './server';

/**
 * `npm run dev`: the same single process and port, with Vite in middleware mode for hot
 * reload and React Router's build loaded through Vite on every request.
 */
const config = loadConfig({ NODE_ENV: 'development', ...process.env });
const webRoot = resolve(getDefaultWebBuildDir(), '..');
const { createServer } = await import('vite');
// Vite's hot-reload WebSocket shares the portal's HTTP server, so everything is on one port.
// The same slow-client limits as the portal's own server (decision 022).
const httpServer = createHttpServer({
  headersTimeout: config.HEADERS_TIMEOUT_MS,
  connectionsCheckingInterval: Math.min(1000, config.HEADERS_TIMEOUT_MS),
});
const vite = await createServer({
  root: webRoot,
  configFile: resolve(webRoot, 'vite.config.ts'),
  server: { middlewareMode: true, hmr: { server: httpServer } },
  appType: 'custom',
});

await startServer({
  config,
  httpServer,
  onClose: () => vite.close(),
  web: {
    mode: 'dev',
    loadBuild: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    middleware: vite.middlewares,
  },
});
