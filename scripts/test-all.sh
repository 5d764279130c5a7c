#!/usr/bin/env bash
# Every test of the project, as CI runs it (docs/testing.md): lint and format, types, unit tests, integration tests on SQLite
# and on PostgreSQL, then a production build served by server.ts and tested over HTTP.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 DISABLE_PAYLOAD_HMR=true

step() { printf '\n=== %s (at %d s)\n' "$*" "$SECONDS"; }

# The browser tests drive Debian's Chromium; the CJK font keeps Chinese readable in screenshots.
# (grep reads all of fc-list's output: with `grep -q` it could stop early, fc-list would die of SIGPIPE and, under
# pipefail, the font would look missing.)
if ! command -v "${CHROMIUM_PATH:-chromium}" >/dev/null 2>&1 || ! fc-list 2>/dev/null | grep -i 'noto.*cjk' >/dev/null; then
  step "installing Debian's Chromium and the CJK font"
  if [ "$(id -u)" = 0 ]; then
    (apt-get install -y chromium fonts-noto-cjk || (apt-get update && apt-get install -y chromium fonts-noto-cjk)) >/dev/null
  else
    sudo apt-get install -y chromium fonts-noto-cjk >/dev/null
  fi
fi

# The HTML conformance tests run the W3C Nu HTML Checker (vnu.jar, shipped in the vnu-jar package), a Java program.
if ! command -v "${JAVA:-java}" >/dev/null 2>&1; then
  step "installing Debian's Java runtime (for the Nu HTML Checker)"
  if [ "$(id -u)" = 0 ]; then
    (apt-get install -y default-jre-headless || (apt-get update && apt-get install -y default-jre-headless)) >/dev/null
  else
    sudo apt-get install -y default-jre-headless >/dev/null
  fi
fi

# tests/unit/nginx-debian.test.ts runs `nginx -t` on deploy/nginx/ in a copy of Debian's /etc/nginx (and
# tests/e2e/several-instances.test.ts runs nginx in front of two instances): Debian's nginx-light.
if ! command -v "${NGINX_PATH:-/usr/sbin/nginx}" >/dev/null 2>&1 || [ ! -f /etc/nginx/nginx.conf ]; then
  step "installing Debian's nginx (nginx-light)"
  if [ "$(id -u)" = 0 ]; then
    (apt-get install -y nginx-light || (apt-get update && apt-get install -y nginx-light)) >/dev/null
  else
    sudo apt-get install -y nginx-light >/dev/null
  fi
fi

# Lint and the type check are each single-threaded: the type check runs beside lint and reports after it.
TSC_LOG=$(mktemp)
npx tsc --noEmit >"$TSC_LOG" 2>&1 &
TSC_PID=$!

step "lint (ESLint, type-aware) and format (Prettier)"
npm run --silent lint
npm run --silent format:check

step "type check"
if ! wait "$TSC_PID"; then cat "$TSC_LOG"; exit 1; fi
cat "$TSC_LOG"
rm -f "$TSC_LOG"

step "unit tests"
npx vitest run --project unit

# The two integration runs are each one process, one test file after another, on databases, folders, ports and Redis
# prefixes of their own: they run side by side (102 s for both on 2026-11-26, against 76 s + 90 s one after the
# other), each into a log printed whole when both are done.
step "integration tests on SQLite and on PostgreSQL, side by side"
INT_DIR=$(mktemp -d)
env -u DATABASE_URL npx vitest run --project int >"$INT_DIR/sqlite.log" 2>&1 &
INT_SQLITE_PID=$!
PG_URL=${TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/postgres}
INT_PG_PID=
if npx tsx scripts/pg-reachable.ts "$PG_URL"; then
  TEST_DB=postgres npx vitest run --project int >"$INT_DIR/postgres.log" 2>&1 &
  INT_PG_PID=$!
fi
INT_FAILED=
wait "$INT_SQLITE_PID" || INT_FAILED="$INT_FAILED SQLite"
if [ -n "$INT_PG_PID" ]; then wait "$INT_PG_PID" || INT_FAILED="$INT_FAILED PostgreSQL"; fi
step "integration tests on SQLite: output"
cat "$INT_DIR/sqlite.log"
step "integration tests on PostgreSQL: output"
if [ -n "$INT_PG_PID" ]; then
  cat "$INT_DIR/postgres.log"
else
  echo "PostgreSQL is NOT reachable at $PG_URL: the PostgreSQL integration run is SKIPPED (set TEST_POSTGRES_URL to run it)."
fi
rm -rf "$INT_DIR"
if [ -n "$INT_FAILED" ]; then echo "integration tests failed on:$INT_FAILED"; exit 1; fi

step "demo seed and production build side by side (SQLite, demo content)"
E2E_DIR=$(mktemp -d)
trap 'rm -rf "$E2E_DIR"' EXIT
export DATA_DIR="$E2E_DIR" SQLITE_PATH="$E2E_DIR/site.db" MEDIA_DIR="$E2E_DIR/media" CONTACT_RATE_LIMIT=off
export ADMIN_EMAIL=e2e-admin@example.com ADMIN_PASSWORD="e2e-$(node -e 'console.log(require("crypto").randomBytes(9).toString("hex"))')"
# The seed and the build run side by side, as `npm run demo` does: compiling, most of a build, needs no content, and
# the build's first read of the database waits while DATA_DIR/.seeding names a live seed (src/content/seed-lock.ts).
# The lock is written with the seed's process id before the build starts (the seed takes it over as it begins).
env -u DATABASE_URL npx tsx scripts/seed.ts > "$E2E_DIR/seed.log" 2>&1 &
SEED_PID=$!
echo "$SEED_PID" > "$E2E_DIR/.seeding"
env -u DATABASE_URL npm run build > "$E2E_DIR/build.log" 2>&1 &
BUILD_PID=$!
if ! wait "$SEED_PID"; then
  cat "$E2E_DIR/seed.log"
  kill "$BUILD_PID" 2>/dev/null || true
  exit 1
fi
cat "$E2E_DIR/seed.log"
rm -f "$E2E_DIR/.seeding"
wait "$BUILD_PID" || { tail -50 "$E2E_DIR/build.log"; exit 1; }
step "end-to-end tests over HTTP"
E2E_SERVER_LOG="$E2E_DIR/server.log" env -u DATABASE_URL npx vitest run --project e2e || { echo "--- server log"; tail -50 "$E2E_DIR/server.log"; exit 1; }

step "browser tests and the accessibility sweep (Playwright on Debian's Chromium)"
# One run, one server: the browser tests one at a time on one worker, the axe and reflow sweep, which only reads
# pages, on the other (projects chromium and a11y in playwright.config.ts).
CI=${CI:-true} env -u DATABASE_URL npx playwright test

printf '\nAll tests passed (%d s).\n' "$SECONDS"
