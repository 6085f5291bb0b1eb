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
    rollupOptions: {
      // PrimeReact, React Router and TanStack Query mark their modules "use client" (for React Server Components);
      // a client-only bundle has nothing to do with it, so the per-module notice is only noise
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use client')) return;
        warn(warning);
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': process.env.PORTAL_API_URL ?? 'http://127.0.0.1:3000' },
  },
});
