import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** One build, one HTML entry per area (ARCHITECTURE "apps/web"). */
export default defineConfig({
  plugins: [react(), tailwindcss()],
  base: '/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
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
