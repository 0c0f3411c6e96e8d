import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The operator console (issue 27; docs/decisions/037-operator-console.md): a build of its own from console.html into
// dist-console, served by the server under /console/. The fans' build (vite.config.ts) never sees this entry, so
// nothing of the console can reach a fan's download.
export default defineConfig({
  base: '/console/',
  plugins: [react()],
  resolve: {
    dedupe: ['react', 'react-dom'],
    alias: [{ find: /^typebox$/, replacement: resolve(import.meta.dirname, 'src/app/typebox-types-only.ts') }],
  },
  build: {
    outDir: resolve(import.meta.dirname, 'dist-console'),
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: { input: resolve(import.meta.dirname, 'console.html') },
  },
  server: { proxy: { '/console/api': process.env.VITE_BACKEND ?? 'http://localhost:8080' } },
});
