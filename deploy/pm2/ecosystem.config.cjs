/**
 * PM2 instead of systemd (docs/production.md, "PM2"): one process per port, the environment from the same file as
 * the systemd unit (/etc/site/site.env, or SITE_ENV_FILE), restarted when it dies.
 *
 *   SITE_PORTS=3000,3001 pm2 start deploy/pm2/ecosystem.config.cjs && pm2 save
 *
 * Run it as the unprivileged user that owns the checkout (`site`), from the checkout. Migrations are not run here:
 * `npm run migrate` once before the instances start.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- PM2 reads a CommonJS file */
const fs = require('node:fs')
const path = require('node:path')

/** KEY=VALUE lines as systemd's EnvironmentFile reads them (no quotes, `#` comments). */
function readEnvFile(file) {
  const vars = {}
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line)
    if (match) vars[match[1]] = match[2].trim()
  }
  return vars
}

const envFile = process.env.SITE_ENV_FILE || '/etc/site/site.env'
const shared = readEnvFile(envFile)
const ports = (process.env.SITE_PORTS || '3000,3001')
  .split(',')
  .map((port) => port.trim())
  .filter(Boolean)

module.exports = {
  apps: ports.map((port) => ({
    name: `site-${port}`,
    cwd: path.resolve(__dirname, '..', '..'),
    // server.ts compiled by `npm run build` (scripts/compile-server.ts).
    script: 'dist/server.mjs',
    interpreter: 'node',
    node_args: '',
    env: { ...shared, PORT: port, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', DISABLE_PAYLOAD_HMR: 'true' },
    autorestart: true,
    restart_delay: 2000,
    // SIGTERM first, SIGKILL after: as long as the server's own grace (SHUTDOWN_GRACE_MS) and a little more.
    kill_timeout: 15000,
    merge_logs: true,
    time: false,
  })),
}
