# syntax=docker/dockerfile:1
# One production image (the default target, `runtime`), its role chosen at run time by ROLE:
#   ROLE=api     HTTP + WebSocket (/graphql), jobs off          ROLE=web  the web server
#   ROLE=worker  jobs only (its port answers health checks)    unset     all in one process
# Migrations are a separate command, run once before a rollout (a Kubernetes Job, a compose service):
#   node api/dist/migrate.js deploy
# `node` runs the build (scripts/build.mjs), never tsx; production dependencies only; user `node`.
# The `emulator` target is the Firebase Auth emulator, a local stand-in only (docker-compose.yml).

FROM node:22-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY common/package.json common/package.json
COPY api/package.json api/package.json
COPY web/package.json web/package.json

# Every dependency, to build: the API and web server bundles and the web app.
FROM manifests AS build
COPY scripts/prisma-generate.mjs scripts/prisma-generate.mjs
COPY prisma/schema.prisma prisma/schema.prisma
COPY prisma.config.ts ./
RUN npm ci --no-audit --no-fund
COPY . .
# The web app's Firebase settings are baked into web/dist: --build-arg VITE_FIREBASE_...=...
ARG VITE_FIREBASE_API_KEY VITE_FIREBASE_AUTH_DOMAIN VITE_FIREBASE_PROJECT_ID VITE_FIREBASE_APP_ID
RUN npm run build

# What the API and the web server import at run time: the api and web workspaces' production
# dependencies (a test checks they are what the built bundles import), no install scripts, not the
# root's. The devDependencies leave the manifests first: a dev tool listed there would otherwise come
# along as an optional peer (the prisma CLI and TypeScript, of @prisma/client). The lock file still
# pins every version. Measured with this lock file: 569 packages, 413 MB (npm ci --omit=dev: 995, 1.3 GB).
FROM manifests AS prod-deps
RUN npm pkg delete devDependencies --workspaces --include-workspace-root \
 && npm install --omit=dev --ignore-scripts --no-audit --no-fund \
      --workspace api --workspace web --include-workspace-root=false

FROM node:22-bookworm-slim AS emulator
WORKDIR /app
RUN npm install --global --no-audit --no-fund firebase-tools@15.34.2
COPY firebase.json ./
USER node
EXPOSE 9099
CMD ["firebase", "emulators:start", "--only", "auth", "--project", "demo-hostel"]

FROM node:22-bookworm-slim AS runtime
WORKDIR /app
COPY --from=prod-deps /app ./
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/api/CHANGELOG.md api/CHANGELOG.md
COPY --from=build /app/web/server/dist web/server/dist
COPY --from=build /app/web/dist web/dist
COPY --from=build /app/prisma/schema.prisma prisma/schema.prisma
COPY --from=build /app/prisma/migrations prisma/migrations
COPY --from=build /app/scripts/serve.mjs scripts/serve.mjs
# PGlite's data and local uploads when no DATABASE_URL / bucket is set (a volume; owned by `node`).
RUN mkdir -p /data && chown node:node /data
ENV NODE_ENV=production DATA_DIR=/data PORT=4000 WEB_PORT=8080
EXPOSE 4000 8080
USER node
CMD ["node", "scripts/serve.mjs"]
