import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

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

export default defineConfig({
  plugins: [react(), adminRouterWithoutDataRouter()],
  base: '/',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // Read by scripts/bundle-size.mjs to tell which chunks each page loads.
    manifest: true,
    // Every browser the portal supports preloads modules natively: no polyfill on the first page.
    modulePreload: { polyfill: false },
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
