import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/**
 * Fewer, larger chunks for the first page: the framework in one file and the small shared
 * modules of the app shell in another, instead of some thirty files of a few hundred bytes each
 * (each one a request on a slow mobile connection).
 */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@react-router|cookie|set-cookie-parser|turbo-stream)[\\/]/;

const SHELL = new RegExp(
  [
    String.raw`apps[\\/]web[\\/]app[\\/]components[\\/](ui[\\/](container|skip-link|button-link|badge|icons|svg-icon|logo)|empty-shell|language-switcher|social-links|accounts[\\/]verification-badge)\.`,
    String.raw`apps[\\/]web[\\/]app[\\/]components[\\/](chat[\\/](chat-stream|chat-stream-hub|chat-unread-badge|use-chat-unread|chat-access)|error-pages[\\/](describe-route-error|error-meta))\.`,
    String.raw`apps[\\/]web[\\/]app[\\/]lib[\\/](app-navigator|session-cookie|notifications-store|cx|public-page|forms[\\/](form-result|form-notification)|session[\\/](use-profile|local-state|profile-labels|use-logout|guard|staff-account-pages))\.`,
    String.raw`apps[\\/]web[\\/]app[\\/](i18n[\\/](localized-link|locale|use-locale|translator|use-translation)|config[\\/]site|features[\\/](cookie-banner[\\/]open-cookie-settings|site-header[\\/](use-header-state|nav-items)))\.`,
    String.raw`packages[\\/]contract[\\/]src[\\/](constants|locale|user-status|notifications|chat[\\/]stream)\.`,
  ].join('|'),
);

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // The server's bundle minified too: its source stays in each instance's memory for as long as it
  // runs (V8 compiles from it lazily), 5.3 MB unminified (issue 30 §4). Stack traces map back to
  // the sources with --enable-source-maps.
  environments: { ssr: { build: { minify: true, sourcemap: true } } },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 2 },
            { name: 'shell', test: SHELL, priority: 1 },
          ],
        },
      },
    },
  },
});
