import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { fileURLToPath } from 'node:url';
import { chunkGroups } from './chunk-groups';
import { reactWithCompiler } from './react-plugin';

export default defineConfig({
  plugins: [
    reactWithCompiler(),
    // Brotli and gzip copies made once at build time; the server sends the one the browser accepts.
    compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // zod, jitless (src/zod-jitless.ts), for the app's and the domain's schemas alike; it arrives
      // with the first screen that needs it, not with /login.
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/zod-jitless.ts', import.meta.url)) },
    ],
  },
  server: {
    port: 5173,
    // ws: the realtime channel is a WebSocket at /api/realtime.
    proxy: { '/api': { target: 'http://localhost:8080', ws: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // .vite/manifest.json: which files each screen loads, read by the download budget test.
    manifest: true,
    rollupOptions: {
      output: {
        // React changes less often than the app: its own file stays cached across releases. The
        // entry, /login and a cold /checker in one file each; other screens' code by screen
        // (chunk-groups.ts, docs/architecture.md).
        manualChunks: chunkGroups(),
      },
    },
  },
});
