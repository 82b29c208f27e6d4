# syntax=docker/dockerfile:1
# One Dockerfile, three targets: `api`, `web` (static build behind nginx) and `emulator`.
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
RUN npx vite build --config web/vite.config.ts

FROM nginx:1.27-alpine AS web
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=web-build /app/web/dist /usr/share/nginx/html

FROM deps AS emulator
COPY firebase.json ./
EXPOSE 9099
CMD ["npx", "firebase", "emulators:start", "--only", "auth", "--project", "demo-hostel"]
