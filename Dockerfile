# Syna's server with its staff app, as docs/OPERATIONS.md ("Running in containers") runs it.
# Node 20, the line the project pins (package.json `engines`), on Debian 12 as on CI, whose
# LibreOffice turns reports into PDF.

# The manifests of the root and of every workspace, which `npm ci` needs to follow the lockfile.
FROM node:20-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/server-process/package.json packages/server-process/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

# Build: every workspace's dependencies, then the staff app and the bundled server (`npm run build`).
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Run: the server's production dependencies only, the build, and LibreOffice Writer with Carlito
# (the metric twin of the templates' Calibri, embedded in every PDF).
FROM node:20-bookworm-slim AS runtime
RUN apt-get update \
  && apt-get install -y --no-install-recommends libreoffice-writer-nogui fonts-crosextra-carlito \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3000 \
  DATA_DIR=/var/lib/syna
WORKDIR /app
COPY --from=manifests /app ./
RUN npm ci --omit=dev --workspace=@syna/server --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/migrations apps/server/migrations
COPY --from=build /app/apps/server/templates apps/server/templates
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /var/lib/syna && chown node:node /var/lib/syna
VOLUME /var/lib/syna
USER node
WORKDIR /app/apps/server
EXPOSE 3000
# Ready: the database answers and every migration is applied (docs/CONFIGURATION.md, probes).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/health/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# `npm run start:production` without npm in between, so that SIGTERM reaches the server itself.
CMD ["node", "dist/main.js"]
