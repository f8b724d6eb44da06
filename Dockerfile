# Production image of Panel Comprobantes (docs/deploy.md). The README's commands: `npm ci` and
# `npm run build` in the build stage; then the server that `npm start` runs after building
# (`tsx src/main.ts`), as the unprivileged `node` user.
# Node 24 LTS (supported to April 2028; README 'Node.js versions'), pinned by digest so a build
# repeats byte for byte; move the digest with each Node 24 security release (docs/deploy.md).

# 1. Everything installed, the web app built into apps/web/dist.
FROM node:24-bookworm-slim@sha256:6f7b03f7c2c8e2e784dcf9295400527b9b1270fd37b7e9a7285cf83b6951452d AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Only what the server needs at run time (its workspace, without the web app's packages).
FROM node:24-bookworm-slim@sha256:6f7b03f7c2c8e2e784dcf9295400527b9b1270fd37b7e9a7285cf83b6951452d AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --workspace apps/server --no-audit --no-fund

# 3. The image: sources (the server runs TypeScript through tsx), production modules, the built web.
FROM node:24-bookworm-slim@sha256:6f7b03f7c2c8e2e784dcf9295400527b9b1270fd37b7e9a7285cf83b6951452d
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 DATA_DIR=/data
WORKDIR /app
COPY --from=runtime-deps /app/node_modules node_modules
COPY package.json package-lock.json .npmrc ./
COPY packages/domain packages/domain
COPY apps/server apps/server
COPY apps/web/package.json apps/web/
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data/uploads && chown -R node:node /data
USER node
VOLUME /data
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node with tsx's loader rather than `npm start`: npm and the tsx command do not pass SIGTERM on, so
# `docker stop` would kill the server instead of letting it close its connections.
CMD ["node", "--import", "tsx", "apps/server/src/main.ts"]
