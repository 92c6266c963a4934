# syntax=docker/dockerfile:1
# Vitrine's container image (docs/deploy.md, "Containers"): built with the full toolchain, run on
# slim Debian with Node 20 as the unprivileged `node` user, with only the build and the files of
# the production dependencies that the server loads. Data (SQLite, the generated secret, the mail
# outbox, backups) lives in the /data volume. `docker compose up` (compose.yaml) starts it; CI
# builds and runs it with podman (scripts/container/test-image.sh).

FROM node:20-bookworm-slim AS build
# Native modules (better-sqlite3, argon2) are compiled here when no prebuilt binary is available;
# node-gyp takes Node's headers from the image instead of downloading them.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
ENV npm_config_nodedir=/usr/local \
  npm_config_update_notifier=false \
  npm_config_fund=false \
  npm_config_audit=false
WORKDIR /app
# Dependencies first: this layer is reused as long as package-lock.json does not change, and
# npm's download cache survives between builds.
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci
COPY . .
# Then the build, without its type check (`npm run build` runs tsc first; it adds nothing to the
# image), and the files the server needs at run time laid out in /runtime: the bundle, the web
# build and what they load from node_modules, traced file by file (runtime-tree.mjs). Everything
# else in node_modules (about 600 MB with the build tools, 200 MB without) stays in this stage.
RUN node scripts/build-server.mjs \
  && npm run build:web \
  && node scripts/container/runtime-tree.mjs /runtime

# The same Debian the build stage's image is made on, with only Node's binary from it: npm, yarn,
# corepack and Node's C headers (about 80 MB) are for installing and compiling, which is over.
FROM debian:bookworm-slim
COPY --from=build /usr/local/bin/node /usr/local/bin/node
RUN groupadd --gid 1000 node \
  && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \
  && mkdir -p /data && chown node:node /data && chmod 0700 /data
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3000 \
  DATA_DIR=/data \
  MALLOC_ARENA_MAX=2 \
  MALLOC_TRIM_THRESHOLD_=131072 \
  MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app
# The application is owned by root and only readable by the server: it cannot change itself.
COPY --from=build /runtime/ ./
USER node
VOLUME /data
EXPOSE 3000
# Ready: the database answers and every migration is applied; 503 while the server drains.
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
# Exec form: node is the process the engine signals, so a stop drains and exits cleanly.
CMD ["node", "--max-semi-space-size=4", "--v8-pool-size=2", "--heap-growing-percent=30", "--single-threaded-gc", "--no-short-builtin-calls", "dist/server/main.js"]
