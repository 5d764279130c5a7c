#!/usr/bin/env bash
# The suites once more with a third language served (docs/architecture.md, "Adding a language"): SITE_LOCALES=zh,en,zh-Hant.
# Unit and integration tests on SQLite (and on PostgreSQL when it is reachable: its language migration), then the demo
# seeded and built with Traditional Chinese and the browser smoke of tests/e2e/browser/languages.spec.ts.
# Separate from `npm test` (docs/testing.md). Its steps, run one by one on 2026-11-28 (2-core machine): unit 1 min,
# integration about 3 min per database, seed and build 4 min, the smoke 1 min.
set -euo pipefail
cd "$(dirname "$0")/.."
export SITE_LOCALES=zh,en,zh-Hant NEXT_TELEMETRY_DISABLED=1 DISABLE_PAYLOAD_HMR=true
step() { printf '\n=== %s (at %d s)\n' "$*" "$SECONDS"; }

step "unit tests, three languages"
npx vitest run --project 'unit*'

step "integration tests on SQLite, three languages"
env -u DATABASE_URL npx vitest run --project int
PG_URL=${TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/postgres}
if npx tsx scripts/pg-reachable.ts "$PG_URL"; then
  step "integration tests on PostgreSQL, three languages"
  TEST_DB=postgres npx vitest run --project int
else
  echo "PostgreSQL is NOT reachable at $PG_URL: the PostgreSQL run is SKIPPED (set TEST_POSTGRES_URL to run it)."
fi

step "demo seed and production build with Traditional Chinese, then the browser smoke"
E2E_DIR=$(mktemp -d)
trap 'rm -rf "$E2E_DIR"' EXIT
export DATA_DIR="$E2E_DIR" SQLITE_PATH="$E2E_DIR/site.db" MEDIA_DIR="$E2E_DIR/media" CONTACT_RATE_LIMIT=off DEMO_ARTWORK=placeholder
export ADMIN_EMAIL=e2e-admin@example.com ADMIN_PASSWORD="e2e-$(node -e 'console.log(require("crypto").randomBytes(9).toString("hex"))')"
env -u DATABASE_URL npx tsx scripts/seed.ts > "$E2E_DIR/seed.log" 2>&1 || { cat "$E2E_DIR/seed.log"; exit 1; }
env -u DATABASE_URL npm run build > "$E2E_DIR/build.log" 2>&1 || { tail -50 "$E2E_DIR/build.log"; exit 1; }
CI=${CI:-true} env -u DATABASE_URL npx playwright test --project=chromium tests/e2e/browser/languages.spec.ts

printf '\nThree languages: all tests passed (%d s).\n' "$SECONDS"
