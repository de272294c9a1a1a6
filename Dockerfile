# syntax=docker/dockerfile:1
# The whole product is dist/*.js (the server, its submission writer thread and the parts it loads on first use) and dist/assets.pack
# (the site's scripts, styles and artwork, read into memory at start) plus two native
# addons from npm: better-sqlite3 and sharp (libvips, whose prebuilt @img/sharp-linux-* packages need no compiler);
# the site's data is one file in /data.
#   docker build -t metrik-site .
#   docker run -d --name metrik -p 3000:3000 -v metrik-data:/data --stop-timeout 15 metrik-site
#   docker exec -it metrik node dist/server.js admin create <username> <email>
#   docker exec metrik node dist/server.js backup /data/backup-$(date +%F).db
# Node 22 LTS: on Node 24 (24.19 and later) better-sqlite3 12 aborts the process when the garbage collector
# finalizes a statement ("Assertion failed: (env) != nullptr" in Statement::~Statement; WiseLibs/better-sqlite3#1515),
# and better-sqlite3 13, which avoids it, no longer runs on the Node 20 that the README supports.
ARG NODE_VERSION=22

# ---- build: compile the native addon, bundle the site, then drop everything the runtime does not need ----
FROM node:${NODE_VERSION}-bookworm-slim AS build
# better-sqlite3 downloads a prebuilt addon when one matches this Node; otherwise node-gyp compiles it.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# Manifests first: the dependency layer is reused until package.json or the lock file changes.
# package.json's "allowScripts" lets the install scripts of better-sqlite3 and esbuild run under npm 11/12.
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# Build, keep production dependencies only, drop the addon's C sources and object files (dead weight at run
# time), and prove both addons still load (sharp by encoding a 2×2 AVIF).
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund \
 && rm -rf node_modules/better-sqlite3/deps node_modules/better-sqlite3/src \
           node_modules/better-sqlite3/build/Release/obj node_modules/better-sqlite3/build/Release/obj.target \
           node_modules/better-sqlite3/build/Release/.deps node_modules/better-sqlite3/build/Release/test_extension.node \
 && node -e "require('better-sqlite3')(':memory:').prepare('select 1').get()" \
 && node -e "require('sharp')({ create: { width: 2, height: 2, channels: 3, background: '#fff' } }).avif().toBuffer().then(() => 0)" \
 && node_modules/@flydotio/litestream-linux-x64/litestream version

# ---- runtime: Node, the two bundles, production dependencies (better-sqlite3 and sharp), an unprivileged user ----
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
# NODE_COMPILE_CACHE: Node ≥ 22.1 keeps compiled bytecode there, so restarts of the container start faster.
# MALLOC_ARENA_MAX=2: glibc otherwise gives each of libvips' and libuv's threads an arena of its own that keeps
# what a photo's processing freed (sharp's documentation recommends it); README § Uploaded photos has the figures.
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATABASE_PATH=/data/site.db \
    NODE_COMPILE_CACHE=/tmp/node-compile-cache
WORKDIR /app
# package.json marks the bundles as ES modules ("type": "module"). dist/web is not copied: assets.pack holds it.
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist/*.js /app/dist/offsite-s3.cjs /app/dist/assets.pack ./dist/
# The image's own "node" user (uid 1000) owns the data folder; a named volume inherits that ownership.
# A bind-mounted host folder must be writable by uid 1000.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=15s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM: the server finishes in-flight requests, flushes queued submissions and closes the database
# (it gives up after 10 s; run with --stop-timeout 15 so Docker waits that long before SIGKILL).
STOPSIGNAL SIGTERM
CMD ["node", "dist/server.js"]
