import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));
const resolve = (file: string): string => fileURLToPath(new URL(file, import.meta.url));

export default defineConfig({
  root,
  plugins: [react()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': { target: 'http://localhost:7071', changeOrigin: true } },
  },
  build: {
    outDir: resolve('dist'),
    emptyOutDir: true,
    rolldownOptions: {
      // The Microsoft popup lands on its own tiny page so that the whole app does not boot inside the popup.
      input: { main: resolve('index.html'), authRedirect: resolve('auth-redirect.html') },
    },
  },
});
