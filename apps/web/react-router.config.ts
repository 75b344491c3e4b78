import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  future: {
    // Route middleware (issue 13 §4): the layouts' guards run before any page loader. Loaders,
    // actions and middleware get a RouterContextProvider as `context` (lib/app-context.ts).
    v8_middleware: true,
  },
} satisfies Config;
