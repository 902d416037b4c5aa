import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The service serves the built files at /; in development, vite proxies /api to the service.
export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': 'http://127.0.0.1:8310' } },
  build: { outDir: 'dist', emptyOutDir: true },
});
