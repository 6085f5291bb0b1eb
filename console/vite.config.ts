import { defineConfig } from 'vite';

/** The console: React without a plugin (esbuild's automatic JSX), every screen a lazy chunk. */
export default defineConfig({
  root: import.meta.dirname,
  esbuild: { jsx: 'automatic' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    proxy: { '/api': process.env.PORTAL_API_URL ?? 'http://127.0.0.1:3000' },
  },
});
