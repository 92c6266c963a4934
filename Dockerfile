# syntax=docker/dockerfile:1
# Vitrine's container image (docs/deploy.md, "Containers"): built with the full toolchain, run on
# a slim Node 20 Debian base as the unprivileged `node` user with only the production dependencies
# and the build. Data (SQLite, the generated secret, the mail outbox, backups) lives in the /data
# volume. `docker compose up` (compose.yaml) starts it; CI builds and runs it with podman
# (scripts/container/test-image.sh).

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
# Then only what runs: production dependencies, without what was only needed to compile
# better-sqlite3 (its SQLite sources and object files). Removing typescript is a safeguard: no
# production dependency needs it, but an optional peer would keep it through the prune.
RUN npm run build \
  && npm prune --omit=dev \
  && rm -rf node_modules/typescript node_modules/better-sqlite3/deps node_modules/better-sqlite3/src \
    node_modules/better-sqlite3/build/Release/obj node_modules/better-sqlite3/build/Release/obj.target \
    node_modules/better-sqlite3/build/Release/.deps node_modules/better-sqlite3/build/deps

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3000 \
  DATA_DIR=/data \
  MALLOC_ARENA_MAX=2
WORKDIR /app
# The application is owned by root and only readable by the server: it cannot change itself.
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/build ./build
# Files the bundled server reads from the source tree: the placeholder photo, the link-preview fonts.
COPY --from=build /app/server/modules/media/default-profile.webp ./server/modules/media/
COPY --from=build /app/server/modules/og/fonts ./server/modules/og/fonts
RUN mkdir -p /data && chown node:node /data && chmod 0700 /data
USER node
VOLUME /data
EXPOSE 3000
# Ready: the database answers and every migration is applied; 503 while the server drains.
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
# Exec form: node is the process the engine signals, so a stop drains and exits cleanly.
ENTRYPOINT []
CMD ["node", "--max-semi-space-size=4", "dist/server/main.js"]
