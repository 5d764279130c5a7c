#!/usr/bin/env bash
# Every test of the project, as CI runs it (docs/testing.md): lint and format, types, unit tests, integration tests on SQLite
# and on PostgreSQL, and a production build of the demo served by server.ts, tested over HTTP and in the browser.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 DISABLE_PAYLOAD_HMR=true

step() { printf '\n=== %s (at %d s)\n' "$*" "$SECONDS"; }

# The browser tests drive Debian's Chromium, headless through its headless shell (playwright.config.ts); the CJK font
# keeps Chinese readable in screenshots.
# (grep reads all of fc-list's output: with `grep -q` it could stop early, fc-list would die of SIGPIPE and, under
# pipefail, the font would look missing.)
if ! command -v "${CHROMIUM_PATH:-chromium}" >/dev/null 2>&1 || { [ -z "${CHROMIUM_PATH:-}" ] && [ ! -x /usr/bin/chromium-headless-shell ]; } ||
  ! fc-list 2>/dev/null | grep -i 'noto.*cjk' >/dev/null; then
  step "installing Debian's Chromium, its headless shell and the CJK font"
  BROWSER_PACKAGES="chromium chromium-headless-shell fonts-noto-cjk"
  if [ "$(id -u)" = 0 ]; then
    (apt-get install -y $BROWSER_PACKAGES || (apt-get update && apt-get install -y $BROWSER_PACKAGES)) >/dev/null
  else
    sudo apt-get install -y $BROWSER_PACKAGES >/dev/null
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

# The steps run as jobs, each as soon as the job it needs has passed, side by side on the machine's cores:
#   lint and format, then integration on SQLite
#   type check and unit tests, then integration on PostgreSQL
#   demo seed beside the production build, then the browser tests beside the end-to-end tests over HTTP
# The end-to-end tests run on a copy of the seeded demo (a data folder and port range of their own), so that neither
# suite sees what the other writes. Each job writes a log of its own, printed whole under a heading as it ends; the run
# fails when any job failed, and a failed job stops the others (docs/testing.md, "What npm test runs").
WORK=$(mktemp -d)
mkdir -p "$WORK/logs"
# shellcheck source=scripts/lib/jobs.sh
source scripts/lib/jobs.sh
trap 'stop_jobs; rm -rf "$JOBS_LOGS" "$WORK"' EXIT

lint_and_format() { npm run --silent lint && npm run --silent format:check; }
types_and_unit() { npx tsc --noEmit && npx vitest run --project 'unit*'; }
integration_sqlite() { env -u DATABASE_URL npx vitest run --project int; }
integration_postgres() { TEST_DB=postgres npx vitest run --project int; }

# The demo of the browser and end-to-end tests: SQLite in a temporary folder, the administrator of the tests.
DEMO_DATA="$WORK/demo"
E2E_DATA="$WORK/demo-e2e"
ADMIN_PASSWORD_OF_RUN="e2e-$(node -e 'console.log(require("crypto").randomBytes(9).toString("hex"))')"
# Each copy has its own temporary upload folder too: the end-to-end tests check that no upload leaves a file behind in
# theirs, which the browser tests' servers, running at the same time, must not write to.
on_data() { # on_data FOLDER COMMAND...: COMMAND with the demo's data in FOLDER
  local dir=$1
  shift
  env -u DATABASE_URL DATA_DIR="$dir" SQLITE_PATH="$dir/site.db" MEDIA_DIR="$dir/media" UPLOAD_TEMP_DIR="$dir/upload-temp" \
    CONTACT_RATE_LIMIT=off \
    ADMIN_EMAIL=e2e-admin@example.com ADMIN_PASSWORD="$ADMIN_PASSWORD_OF_RUN" "$@"
}

# The seed and the build run side by side, as `npm run demo` does: compiling, most of a build, needs no content, and
# the build's first read of the database waits while DATA_DIR/.seeding names a live seed (src/content/seed-lock.ts).
# The lock is written with the seed's process id before the build starts (the seed takes it over as it begins).
demo_seed_and_build() {
  mkdir -p "$DEMO_DATA"
  local seed status=0
  start_seed() {
    on_data "$DEMO_DATA" npx tsx scripts/seed.ts >"$WORK/logs/seed.log" 2>&1 &
    seed=$!
    echo "$seed" >"$DEMO_DATA/.seeding"
  }
  start_seed
  # A first build writes Turbopack's file-system cache for a later build to read (348 MB; 9 s and 19 CPU-seconds of
  # the build, 2026-12-06): a fresh clone, as CI's, never reads it. Kept up to date where a checkout has one.
  local build_cache=off
  [ -d .next/cache/turbopack ] && build_cache=on
  TURBOPACK_BUILD_CACHE=$build_cache on_data "$DEMO_DATA" npm run build >"$WORK/logs/build.log" 2>&1 &
  local build=$!
  wait "$seed" || status=$?
  # Exit code 13 with no output: Node 20's module loader gave up before the seed's first line (docs/testing.md, "Known
  # flakes"). Started once more, its new process id in the lock before the build, still compiling, reads the database.
  if [ "$status" = 13 ] && [ ! -s "$WORK/logs/seed.log" ]; then
    echo "the seed exited with code 13 while loading its modules: once more"
    status=0
    start_seed
    wait "$seed" || status=$?
  fi
  if [ "$status" != 0 ]; then
    cat "$WORK/logs/seed.log"
    echo "the seed failed (exit code $status)"
    kill "$build" 2>/dev/null || true
    return 1
  fi
  cat "$WORK/logs/seed.log"
  rm -f "$DEMO_DATA/.seeding"
  wait "$build" || { tail -50 "$WORK/logs/build.log"; return 1; }
  tail -1 "$WORK/logs/build.log"
  # The end-to-end tests' copy, made while nothing has the database open.
  cp -a "$DEMO_DATA" "$E2E_DATA"
}

# Ports 3230-3244 (the browser tests' servers take 3211 and 3212).
end_to_end() {
  E2E_PORT=3230 E2E_SERVER_LOG="$WORK/logs/e2e-server.log" on_data "$E2E_DATA" npx vitest run --project e2e ||
    { echo "--- server log"; tail -50 "$WORK/logs/e2e-server.log"; return 1; }
}

# One run, one server: the browser tests one at a time on one worker, the axe and reflow sweep, which only reads
# pages, on the other (projects chromium and a11y in playwright.config.ts), then the hashed-CSP pages on a second server.
browser() { CI=${CI:-true} on_data "$DEMO_DATA" npx playwright test; }

PG_URL=${TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/postgres}
integration_postgres_if_reachable() {
  if npx tsx scripts/pg-reachable.ts "$PG_URL"; then
    integration_postgres
  else
    echo "PostgreSQL is NOT reachable at $PG_URL: the PostgreSQL integration run is SKIPPED (set TEST_POSTGRES_URL to run it)."
  fi
}

job "lint and format" '' lint_and_format
job "type check and unit tests" '' types_and_unit
job "demo seed and build" '' demo_seed_and_build
job "integration on SQLite" "lint and format" integration_sqlite
job "integration on PostgreSQL" "type check and unit tests" integration_postgres_if_reachable
job "browser tests (Playwright on Debian's Chromium)" "demo seed and build" browser
job "end-to-end tests over HTTP" "demo seed and build" end_to_end

step "jobs"
run_jobs

printf '\nAll tests passed (%d s).\n' "$SECONDS"
