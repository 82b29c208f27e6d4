/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { buildIdPlugin, createBuildId } from './build-id-plugin.ts';
import { gqlDocumentsPlugin } from './gql-documents-plugin.ts';
import { precompressPlugin } from './precompress-plugin.ts';
import { serverRenderPlugin } from './server-render-plugin.ts';
import { API_PREFIXES } from './server/proxy.ts';

const webPort = Number(process.env.WEB_PORT ?? 5173);
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4000';

// The browser talks to one origin: GraphQL (HTTP + WebSocket) and the API's other paths go to the API.
const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  API_PREFIXES.map((prefix) => [`/${prefix}`, { target: apiUrl, ws: prefix === 'graphql' }]),
);

export default defineConfig({
  plugins: [
    react(),
    buildIdPlugin(createBuildId()),
    gqlDocumentsPlugin(fileURLToPath(new URL('./src/gql/graphql.ts', import.meta.url))),
    precompressPlugin(),
    serverRenderPlugin(),
  ],
  server: { port: webPort, strictPort: true, host: '127.0.0.1', proxy },
  preview: { port: webPort, strictPort: true, host: '127.0.0.1', proxy },
  build: {
    sourcemap: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically in the entry's own chunk. Left to itself, Rolldown
        // splits the modules that lazy chunks share with the entry (React, Mantine's Box, ...) into
        // separate files that every page loads anyway, each compressed on its own.
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
  },
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
