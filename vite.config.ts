import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8081}`;

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    // read by `npm run bench` to weigh what the login route downloads
    manifest: true,
    chunkSizeWarningLimit: 2000,
  },
  server: {
    port: Number(process.env.PORT ?? 8080),
    proxy: {
      '/api': apiTarget,
      '/framework': apiTarget,
    },
  },
});
