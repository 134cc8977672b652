import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaIcons } from './scripts/pwa-icons.mjs';
import { BACKGROUND, PRESETS } from './shared/palette';
import { PORTAL_ICONS } from './shared/webManifest';
import { PAGE_PRELOADS_FILE, paths, WEB_MANIFEST_PATH } from './shared/paths';

// The Host header stays the browser's, so the API's same-origin check sees the page's own origin.
const api = { target: `http://127.0.0.1:${process.env.API_PORT ?? 3000}`, changeOrigin: false };

/**
 * ra-core's react-router adapter, minus the hash data router it creates when react-admin has no
 * router around it (the portal always gives it one): see src/admin/reactRouterProvider.ts. The
 * swap is made where ra-core imports the adapter, so every ra-core module shares the same one.
 */
function adminRouterWithoutDataRouter(): Plugin {
  const replacement = fileURLToPath(new URL('./src/admin/reactRouterProvider.ts', import.meta.url));
  return {
    name: 'portal:admin-router-without-data-router',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './adapters/reactRouterProvider.js' && importer && /[\\/]ra-core[\\/]dist[\\/]routing[\\/]/.test(importer)) {
        return replacement;
      }
    },
  };
}

/**
 * react-router 7's package exports always point at its development build (ENABLE_DEV_WARNINGS
 * on: remix-run/react-router#12532, #14102, still so in 7.18): the production build beside it is
 * taken for the portal's build, so that the dev-only warnings and their checks are left out.
 */
function reactRouterProductionBuild(): Plugin {
  const production = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
  const files: Record<string, string> = { 'react-router': production('index.mjs'), 'react-router/dom': production('dom-export.mjs') };
  return {
    name: 'portal:react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => files[source],
  };
}

/**
 * The sign-in pages' own chunks, for the server to name in the page as `<link rel="modulepreload">`
 * (server/plugins/spa.ts): a first visitor, who has no service worker yet, then downloads the page
 * beside the entry script instead of after it has run. With the Italian texts, the language of a
 * first visit. For the sign-in pages only: the dashboard's are some sixty files, which a returning
 * dealer's service worker answers from its cache anyway.
 */
function pagePreloads(pages: Record<string, string[]>): Plugin {
  return {
    name: 'portal:page-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (fileName: string, seen: Set<string>) => {
        if (seen.has(fileName)) return seen;
        seen.add(fileName);
        for (const dep of byFile.get(fileName)?.imports ?? []) closure(dep, seen);
        return seen;
      };
      // What index.html already preloads: the entry and its static imports.
      const entry = new Set<string>();
      for (const c of chunks) if (c.isEntry) closure(c.fileName, entry);
      const preloads: Record<string, string[]> = {};
      for (const [route, sources] of Object.entries(pages)) {
        const files = new Set<string>();
        for (const source of sources) {
          const id = fileURLToPath(new URL(source, import.meta.url));
          const chunk = chunks.find((c) => c.facadeModuleId === id || c.moduleIds.includes(id));
          if (!chunk) this.error(`page-preloads: no chunk holds ${source}`);
          closure(chunk.fileName, files);
        }
        preloads[route] = [...files].filter((f) => !entry.has(f)).map((f) => `/${f}`);
      }
      this.emitFile({ type: 'asset', fileName: PAGE_PRELOADS_FILE, source: JSON.stringify(preloads, null, 2) });
    },
  };
}

const FIRST_TEXTS = './shared/messages/app/shell/it.ts';

/**
 * Paths the service worker never answers with the app's page: the server's own (the API, the auth
 * calls but the sign-in pages under /auth/jwt/, as server/plugins/errors.ts `isApiPath` tells
 * them; signed download links are under /api/files), its probes, and files that exist. Everything
 * else is a page of the app (server/plugins/spa.ts answers index.html for it), /verify/<code> too.
 */
const NOT_PAGES = [/^\/api(\/|$)/, /^\/protected(\/|$)/, /^\/auth\/(?!jwt\/)/, /^\/(metrics|health)(\/|$)/, /^\/static\//, /^\/icons\//, /\.[a-z0-9]+$/i];

/**
 * The installable app (issue 27): a web app manifest, and a service worker (Workbox's generateSW)
 * that precaches the shell — index.html, every hashed script and stylesheet, the Latin fonts and
 * the icons — and answers every page's navigation with index.html, online or not. A new version
 * waits until the person chooses to reload (`prompt`: src/ui/UpdatePrompt.tsx); the app registers
 * the worker itself, after the first page has loaded (src/ui/serviceWorker.ts).
 *
 * The manifest is the server's (server/modules/manufacturer/webManifest.ts): in the person's
 * language, with the manufacturer's logo as its icons once one is uploaded.
 */
const pwa = VitePWA({
  strategies: 'generateSW',
  registerType: 'prompt',
  injectRegister: false,
  manifest: false,
  includeManifestIcons: false,
  workbox: {
    globPatterns: ['index.html', 'favicon.svg', 'icons/*.png', 'static/js/*.js', 'static/media/jost-latin-*.woff2'],
    // Their names carry their content's hash: no revision needed.
    dontCacheBustURLsMatching: /^static\//,
    // The largest chunk (the PDF preview) is some 400 KB.
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    navigateFallback: '/index.html',
    navigateFallbackDenylist: NOT_PAGES,
    // Not `/` → index.html for fetches: the chunk-error check (src/ui/chunkFailure.ts) asks the
    // server, not this cache, which entry script `/` starts from now.
    directoryIndex: null,
    cleanupOutdatedCaches: true,
    // One file, sw.js, served never cached (server/plugins/spa.ts): a deploy is seen at once.
    inlineWorkboxRuntime: true,
    runtimeCaching: [
      {
        // The manufacturer's name and logo for the header, offline too: public, no one's data.
        // (The function is copied into sw.js as its source: api.manufacturer is spelled out.)
        urlPattern: ({ url, sameOrigin }) => sameOrigin && (url.pathname === '/api/manufacturer' || url.pathname === '/api/manufacturer/logo'),
        handler: 'NetworkFirst',
        options: { cacheName: 'portal-manufacturer', networkTimeoutSeconds: 4 },
      },
    ],
  },
});

export default defineConfig({
  plugins: [
    react(),
    adminRouterWithoutDataRouter(),
    reactRouterProductionBuild(),
    pwaIcons({ source: 'src/assets/logo.svg', icons: PORTAL_ICONS, manifest: WEB_MANIFEST_PATH, background: PRESETS.default.light, themeColor: { light: BACKGROUND.light.default, dark: BACKGROUND.dark.default } }),
    pwa,
    pagePreloads({
      [paths.login]: ['./src/auth/LoginPage.tsx', FIRST_TEXTS],
      [paths.register]: ['./src/auth/RegisterPage.tsx', FIRST_TEXTS],
      [paths.forgotPassword]: ['./src/auth/ForgotPasswordPage.tsx', FIRST_TEXTS],
      [paths.resetPassword]: ['./src/auth/ResetPasswordPage.tsx', FIRST_TEXTS],
    }),
  ],
  base: '/',
  define: {
    // Which dependencies this build was made with: MUI's styles kept in a browser are written by
    // emotion and stylis, and are kept only for the same ones (src/layout/keptStyles.ts).
    __DEPENDENCIES__: JSON.stringify(createHash('sha256').update(readFileSync(new URL('./package-lock.json', import.meta.url))).digest('hex').slice(0, 16)),
  },
  resolve: {
    alias: { 'object.entries': fileURLToPath(new URL('./src/lib/object-entries.cjs', import.meta.url)) },
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // Read by scripts/bundle-size.mjs to tell which chunks each page loads.
    manifest: true,
    // Every browser the portal supports preloads modules natively: no polyfill on the first page.
    modulePreload: {
      polyfill: false,
      // A lazy chunk's imports are fetched by the browser's own module loader, as it reads them.
      // The bundler's alternative, a <link rel="modulepreload"> added per file at the import,
      // cost the dashboard (some sixty files) 45 ms of main thread on this machine, 0.2 s at
      // Lighthouse's CPU ×4 (issue 27's TBT), in one task. index.html's own preloads stay.
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      output: {
        // Lazy chunks under static/js and static/css (spec §9); the server caches /static forever.
        entryFileNames: 'static/js/[name]-[hash].js',
        chunkFileNames: 'static/js/[name]-[hash].js',
        assetFileNames: ({ names }) =>
          names.some((n) => n.endsWith('.css')) ? 'static/css/[name]-[hash][extname]' : 'static/media/[name]-[hash][extname]',
        // Each language's sign-in texts in a chunk of their own. Left to itself, the bundler put
        // its runtime helpers into the Italian texts' chunk, which every page then loaded
        // statically: an English visitor downloaded both languages.
        codeSplitting: {
          groups: [
            { name: 'shell-it', test: /shared[\\/]messages[\\/]app[\\/]shell[\\/]it\.ts$/ },
            { name: 'shell-en', test: /shared[\\/]messages[\\/]app[\\/]shell[\\/]en\.ts$/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // The API paths; /auth/jwt/* are pages of the app and stay with Vite.
    proxy: {
      '/api': api,
      '/protected': api,
      '^/auth/(?!jwt/)': api,
    },
  },
});
