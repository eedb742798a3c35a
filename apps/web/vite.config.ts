import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './src/tooling/precompress.ts';
import { pureSchemas } from './src/tooling/pure-schemas.ts';

/** One build, one HTML entry per area (ARCHITECTURE "apps/web"). */
export default defineConfig({
  plugins: [pureSchemas(), react(), tailwindcss(), precompress()],
  base: '/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The prerender step (scripts/prerender.ts) reads which chunks a page needs (decision 054).
    manifest: true,
    rolldownOptions: {
      input: {
        learn: 'learn.html',
        teacher: 'teacher.html',
        classroom: 'classroom.html',
        admin: 'admin.html',
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/graphql': 'http://localhost:3000',
      '/teacher/login_check': 'http://localhost:3000',
      '/admin/login_check': 'http://localhost:3000',
    },
  },
});
