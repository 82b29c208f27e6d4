# syntax=docker/dockerfile:1
# One Dockerfile, three targets: `api`, `web` (the built app behind web/server, the same Node server
# as `npm start`) and `emulator`.
FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY common/package.json common/package.json
COPY api/package.json api/package.json
COPY web/package.json web/package.json
COPY scripts/prisma-generate.mjs scripts/prisma-generate.mjs
COPY prisma/schema.prisma prisma/schema.prisma
COPY prisma.config.ts ./
RUN npm ci --no-audit --no-fund

FROM deps AS api
COPY . .
ENV NODE_ENV=production PORT=4000
EXPOSE 4000
# Apply pending migrations, then serve.
CMD ["sh", "-c", "node --import tsx prisma/tools/migrate.ts deploy && node --import tsx api/src/main.ts"]

FROM deps AS web-build
COPY . .
RUN cd web && npx vite build

# Compression, immutable caching of hashed assets, each page's head, sitemap.xml and robots.txt;
# /graphql (with its WebSocket), /session, /files, /webhooks, /email and the health checks go to API_URL.
FROM deps AS web
COPY . .
COPY --from=web-build /app/web/dist web/dist
ENV NODE_ENV=production WEB_PORT=8080 API_URL=http://api:4000
EXPOSE 8080
USER node
CMD ["node", "--import", "tsx", "web/server/main.ts"]

FROM deps AS emulator
COPY firebase.json ./
EXPOSE 9099
CMD ["npx", "firebase", "emulators:start", "--only", "auth", "--project", "demo-hostel"]
