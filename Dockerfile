# syntax=docker/dockerfile:1
# One image for every ExpertBridge process: the API (the default command), the lifecycle worker and the schema step
# (both by command; deploy/compose.yaml and the Helm chart show them). Built from the repository root:
#   docker build -t expertbridge .
# Never built here (no Docker daemon on the machine that wrote it); deploy/test/dockerfile.test.ts holds its rules.

ARG NODE_IMAGE=node:22-bookworm-slim

# The portal and the partner widget are static builds that need the dev dependencies (Vite and the rest).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY openapi/package.json openapi/
COPY sdk/package.json sdk/
COPY api/package.json api/
COPY workflows/package.json workflows/
COPY ui-kit/package.json ui-kit/
COPY widget/package.json widget/
COPY portal/package.json portal/
COPY e2e/package.json e2e/
COPY deploy/package.json deploy/
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build -w @expertbridge/portal && npm run build -w @expertbridge/widget

# What runs: the API's production dependencies (tsx among them, the loader the start command names) and its sources;
# TypeScript is run as it is in every test and benchmark, with node itself as the process.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/tmp/expertbridge \
    MIGRATE_ON_START=false \
    TEMPORAL_WORKER=off \
    NPM_CONFIG_UPDATE_NOTIFIER=false
WORKDIR /app
COPY package.json package-lock.json ./
COPY openapi/package.json openapi/
COPY sdk/package.json sdk/
COPY api/package.json api/
COPY workflows/package.json workflows/
RUN npm ci --omit=dev --workspace @expertbridge/api --ignore-scripts --no-audit --no-fund \
    && npm cache clean --force
COPY openapi/openapi.yaml openapi/
COPY sdk/src sdk/src
COPY workflows/src workflows/src
COPY workflows/tsconfig.json workflows/
COPY api/src api/src
COPY api/tsconfig.json api/
COPY tsconfig.json ./
COPY scripts scripts
COPY --from=build /app/portal/dist portal/dist
COPY --from=build /app/widget/dist widget/dist
USER 1000:1000
EXPOSE 3000
# Liveness only: readiness (database, Temporal, schema) is the balancer's /api/health/ready.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Exec form: node is PID 1's command, so the orchestrator's SIGTERM reaches it and it drains before exiting.
# The worker: ["node", "--max-semi-space-size=32", "--no-allocation-site-pretenuring", "--import", "tsx", "api/src/worker-main.ts"].
CMD ["node", "--max-semi-space-size=32", "--no-allocation-site-pretenuring", "--import", "tsx", "api/src/main.ts"]
