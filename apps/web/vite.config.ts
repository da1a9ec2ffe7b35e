import { fileURLToPath } from 'node:url';
import type { InputType } from 'node:zlib';
import { gzipAsync, type ZopfliOptions } from '@gfx/zopfli';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const api = 'http://localhost:3000';

/**
 * Gzip by Zopfli: the same format every browser reads, about 3 % smaller than zlib's best, paid
 * once at build time. The sign-in page's budget (150 KB of JavaScript, gzip) counts it.
 */
const zopfli = [
  // The plugin hands over each file as a Buffer.
  async (input: InputType, options: ZopfliOptions) => Buffer.from(await gzipAsync(input as Buffer, options)),
  { numiterations: 15 },
] as const;

/**
 * React Router's package exports only its development build (extra checks and warnings); its
 * production build ships beside it. The built app takes that one: the same router, about 1 KB less
 * on the sign-in page.
 */
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

/** React 19 has useSyncExternalStore built in: the shim react-i18next imports is answered by React's own. */
const syncExternalStoreShim = fileURLToPath(
  new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url),
);

export default defineConfig(({ command }) => ({
  resolve: {
    alias: [
      { find: /^use-sync-external-store\/shim$/, replacement: syncExternalStoreShim },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  plugins: [
    react(),
    // Brotli and gzip files beside each asset, written once at build time; the server sends the one
    // the browser accepts (fastify-static preCompressed) instead of compressing on every request.
    compression({
      algorithms: ['brotliCompress', zopfli],
      include: /\.(js|mjs|css|html|json|svg|txt)$/,
      threshold: 1024,
      logLevel: 'silent',
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first page needs (statically imported from main.tsx) in one chunk: one
          // request and one compression window instead of dozens of small shared chunks. The rest
          // follows the lazy screens (src/app/routes.tsx), so each screen brings the libraries only
          // it uses. No vendor groups: a group is loaded whole by the first page needing any of it.
          groups: [{ name: 'start', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      // `ws: true` carries the socket.io upgrade that lives under /api as well.
      '/api': { target: api, ws: true },
      '/identity': { target: api },
    },
  },
}));
