import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The Host header stays the browser's, so the API's same-origin check sees the page's own origin.
const api = { target: `http://127.0.0.1:${process.env.API_PORT ?? 3000}`, changeOrigin: false };

export default defineConfig({
  plugins: [react()],
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
