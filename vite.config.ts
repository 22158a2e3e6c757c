import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The SPA lives in src/web; the server serves dist/web in production. `vite build --ssr`
// builds the server's render of the first screens (src/web/entry-server.tsx, ADR 037) into
// dist/ssr, every package bundled in, so the server needs none of the client's packages.
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react()],
  ...(isSsrBuild && {
    ssr: { noExternal: true, target: 'node' as const },
    build: {
      ssr: 'entry-server.tsx',
      outDir: '../../dist/ssr',
      emptyOutDir: true,
      sourcemap: false,
      minify: false,
      copyPublicDir: false,
    },
  }),
  ...(!isSsrBuild && {
    build: {
      outDir: '../../dist/web',
      emptyOutDir: true,
      sourcemap: false,
      chunkSizeWarningLimit: 800,
      rolldownOptions: {
        output: {
          // The small shared modules of the first screen (calls, parsers, language state) in one
          // chunk: the portal's lazy screens share them with the landing page, and the bundler
          // would otherwise give each its own file, at a compression overhead the landing page pays.
          advancedChunks: {
            groups: [
              {
                name: 'calls',
                test: /src[\\/]web[\\/](lib[\\/](api-client|parse|language)|features[\\/](content|auth|booking)[\\/]api)\.ts$/,
              },
              // MUI's SvgIcon (the menu, person and language icons of the top bar) likewise.
              { name: 'icons', test: /@mui[\\/]material[\\/](esm[\\/])?(SvgIcon|utils[\\/]createSvgIcon)/ },
            ],
          },
        },
      },
    },
  }),
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/demo-pay': 'http://localhost:3000' },
  },
}));
