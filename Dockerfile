# syntax=docker/dockerfile:1
#
# The clinic's site as one image: `docker build -t clinic .`, then
#   docker run -p 3000:3000 -v clinic-data:/app/data --env-file /etc/clinic/env clinic
# Configuration is the environment (README, "Configuration"; docs/deployment.md).
# Operator commands run in the image, e.g. `docker exec <container> npm run migrate`, or
# `npm run backup -- --out /app/data/backups/clinic.tar.gz` (only /app/data is writable).
# On PGlite stop the server first and use `docker run --rm … clinic npm run …` on the volume.
#
# scripts/check-deployment.sh performs this file's COPY and RUN steps outside Docker
# (CI has no container engine), so keep every step in the forms it understands:
# `COPY [--from=build] <src>... <dest>`, and RUN lines that are npm commands run in the
# working directory (other RUN lines only make sense inside the image and are skipped there).

# ---- build: every dependency, type check, bundles, the operator's commands ----
# Node 24 LTS, as production runs (docs/decisions/012).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ---- the image: production dependencies, the build, the migrations ----
FROM node:24-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --no-audit --no-fund
COPY --from=build /app/build ./build
COPY drizzle ./drizzle
COPY server.js ./
# The embedded database, uploads, outbox and generated secrets (./data); owned by the
# unprivileged user the server runs as. With PostgreSQL and S3 it holds only the outbox.
RUN mkdir -p /app/data && chown node:node /app/data
VOLUME /app/data
USER node
EXPOSE 3000
# node:*-slim has no curl; Node's fetch asks /healthz: is the process alive? (Readiness,
# the database and storage, is /readyz, for the load balancer.)
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.js"]
