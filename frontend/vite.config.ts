import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));
const resolve = (file: string): string => fileURLToPath(new URL(file, import.meta.url));

/*
 * The libraries that many pages share go in one long-cached chunk. Left to itself, the bundler cut them into
 * some fifty small shared chunks, found import after import: the sign-in page took 68 requests, 19 now,
 * for about as many bytes. A library fewer than eight chunks import stays with them, so that the home page
 * does not carry the admin's tables. Charts and the Microsoft sign-in library stay with the pages that need
 * them. Figures in docs/performance.md « Découpage du site ».
 */
const LAZY_LIBRARIES = /node_modules[\\/](@fluentui[\\/]react-charts|@fluentui[\\/]chart-|d3-|@azure[\\/]msal)/;

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
      output: {
        codeSplitting: {
          groups: [{ name: 'vendor', minShareCount: 8, test: (id: string) => id.includes('node_modules') && !LAZY_LIBRARIES.test(id) }],
        },
      },
    },
  },
});
