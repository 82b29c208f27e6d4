/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { buildIdPlugin, createBuildId } from './build-id-plugin.ts';
import { gqlDocumentsPlugin } from './gql-documents-plugin.ts';
import { precompressPlugin } from './precompress-plugin.ts';

const webPort = Number(process.env.WEB_PORT ?? 5173);
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4000';

// The browser talks to one origin: GraphQL (HTTP + WebSocket) and uploaded files go to the API.
const proxy: Record<string, ProxyOptions> = {
  '/graphql': { target: apiUrl, ws: true },
  '/files': { target: apiUrl },
  // Payment providers post their signed events to PUBLIC_URL, which is this server under npm start.
  '/webhooks': { target: apiUrl },
  // The unsubscribe links in e-mails point at PUBLIC_URL too.
  '/email': { target: apiUrl },
};

export default defineConfig({
  plugins: [
    react(),
    buildIdPlugin(createBuildId()),
    gqlDocumentsPlugin(fileURLToPath(new URL('./src/gql/graphql.ts', import.meta.url))),
    precompressPlugin(),
  ],
  server: { port: webPort, strictPort: true, host: '127.0.0.1', proxy },
  preview: { port: webPort, strictPort: true, host: '127.0.0.1', proxy },
  build: { sourcemap: true, chunkSizeWarningLimit: 700 },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // Typing whole forms with user-event in jsdom takes seconds on a busy 2-core machine; this only
    // catches hangs, it asserts no speed.
    testTimeout: 30_000,
  },
});
