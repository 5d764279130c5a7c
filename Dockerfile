# syntax=docker/dockerfile:1
#
# Production image: Next's standalone output (only the traced node_modules) served by the project's own server
# (server.ts: micro-cache, JSON request logs, graceful shutdown), bundled to one file. Runs as an unprivileged user.
#
#   docker build -t roadsoft-website --build-arg SERVER_URL=https://www.example.com .
#   docker compose up -d            (compose.yaml: PostgreSQL, Redis, MinIO and this image)
#
# BASE_PATH, API_PREFIX and SERVER_URL are fixed at build time (docs/operations.md, "Configuration"): pass the
# same values as build arguments here and as environment variables at run time.

ARG NODE_IMAGE=node:22-bookworm-slim

# ---- dependencies (all of them: the build needs TypeScript, tsx and esbuild) ----
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 DISABLE_PAYLOAD_HMR=true
COPY package.json package-lock.json ./
# `npm install`, not `npm ci` (README "The two commands"): it keeps the locked versions and adds the optional
# native packages of this platform (sharp, libsql) when the lock file was written on another one.
RUN npm install --no-audit --no-fund

# ---- build ----
FROM deps AS build
ARG BASE_PATH=""
ARG API_PREFIX=""
ARG SERVER_URL=""
ENV BASE_PATH=${BASE_PATH} API_PREFIX=${API_PREFIX} SERVER_URL=${SERVER_URL} NEXT_OUTPUT=standalone
COPY . .
# `next build` renders pages through Payload, so it needs a migrated database: a throwaway SQLite one. Nothing of
# it reaches the image: the server drops every cached page and read when it starts, and the image reads the
# database of DATABASE_URL (or its own SQLite file under DATA_DIR).
RUN DATA_DIR=/tmp/build-data npx tsx scripts/migrate.ts \
 && DATA_DIR=/tmp/build-data npx next build \
 && npx tsx scripts/compile-hints.ts \
 && rm -rf /tmp/build-data
# server.ts and everything it imports but `next`, as one ES module beside Next's standalone server (the traced
# node_modules hold only the files Next's own bundles use: e.g. pino's package.json without its code). `next` must
# load from the traced node_modules, which docker/check-externals.mjs verifies. The banner gives bundled
# CommonJS code a `require` for Node's built-in modules. Next's cache handler (src/cache) is bundled the same
# way; docker/start.mjs hands it to Next (in memory, or in Redis when REDIS_URL is set at run time).
RUN npx esbuild server.ts --bundle --platform=node --format=esm --target=node20 --external:next \
      --banner:js="import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" \
      --metafile=/tmp/server-meta.json --outfile=.next/standalone/server.mjs \
 && npx esbuild src/cache/next-cache-handler.ts --bundle --platform=node --format=esm --target=node20 --external:next \
      --banner:js="import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" \
      --outfile=.next/standalone/cache-handler.mjs \
 && cp docker/start.mjs .next/standalone/start.mjs \
 && mkdir -p .next/standalone/.next \
 && cp -r .next/static .next/standalone/.next/static \
 && if [ -d public ]; then cp -r public .next/standalone/public; fi \
 && node docker/check-externals.mjs /tmp/server-meta.json .next/standalone \
 && node docker/lean-image.mjs .next/standalone image

# ---- runtime ----
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ARG BASE_PATH=""
ARG API_PREFIX=""
ARG SERVER_URL=""
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    BASE_PATH=${BASE_PATH} \
    API_PREFIX=${API_PREFIX} \
    SERVER_URL=${SERVER_URL} \
    DATA_DIR=/app/data \
    MIGRATE_ON_START=true
# An unprivileged user owns the app (Next writes regenerated pages under .next) and the data folder (SQLite file,
# uploads when not on S3, the generated secret when PAYLOAD_SECRET is unset).
RUN groupadd --system --gid 10001 site \
 && useradd --system --uid 10001 --gid site --home-dir /app --shell /usr/sbin/nologin site \
 && mkdir -p /app/data \
 && chown site:site /app /app/data
# Only what the server runs (docker/lean-image.mjs: .next, the traced node_modules, public/, package.json and the
# three entry files); not the project's src/, tests/, docs/ or scripts/ that Next's file tracing copies.
COPY --from=build --chown=site:site /app/image ./
USER site:site
EXPOSE 3000
VOLUME ["/app/data"]
# /healthz under BASE_PATH as the server reads it (`website` is `/website`): docker/start.mjs --healthcheck.
HEALTHCHECK --interval=15s --timeout=5s --start-period=90s --retries=4 \
  CMD ["node", "start.mjs", "--healthcheck"]
# SIGTERM reaches node directly (exec form): server.ts finishes the requests in flight (SHUTDOWN_GRACE_MS).
STOPSIGNAL SIGTERM
CMD ["node", "start.mjs"]
