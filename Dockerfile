# syntax=docker/dockerfile:1
# The production image of One: the built app and API on port 3000. See docs/operations.md.

# Build: every dependency, then the web app and the server bundle (with its PGlite seed).
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/highlight/package.json packages/highlight/
COPY packages/emulators/package.json packages/emulators/
COPY packages/cli/package.json packages/cli/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci
COPY . .
RUN npm run build

# Run: the server's runtime dependencies only, the build's output, and an unprivileged user.
FROM node:24-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/highlight/package.json packages/highlight/
COPY packages/emulators/package.json packages/emulators/
COPY packages/cli/package.json packages/cli/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev --omit=optional --workspace @one/server --ignore-scripts && npm cache clean --force
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/scripts/migrate.mjs /app/scripts/build-stale.mjs /app/scripts/stale.mjs scripts/
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Ready means the database (and Redis, when REDIS_URL is set) answered within a second.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The arguments and environment of scripts/server-command.mjs (docs/decisions/0044).
ENV MALLOC_MMAP_THRESHOLD_=131072
CMD ["node", "--enable-source-maps", "--max-semi-space-size=16", "apps/server/dist/main.js"]
