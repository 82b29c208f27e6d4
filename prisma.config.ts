import { defineConfig } from 'prisma/config';

// The Prisma CLI is used only for `prisma generate` here; migrations go through
// prisma/tools (Prisma's WebAssembly schema engine), which works offline.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
});
