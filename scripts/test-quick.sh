#!/usr/bin/env bash
# The quick loop (docs/testing.md, "The quick loop"): `npm run test:quick` checks a change before a commit, in about two
# minutes on a 2-core machine. `npm test` (scripts/test-all.sh) stays the gate, and CI runs only that.
#
#   npm run test:quick                 what is not committed yet (changed and new files)
#   npm run test:quick -- main         what changed since a commit or branch
#   npm run test:quick -- --all HEAD   every unit test, not only those the changes reach
#
# Steps, one after the other; the first that fails stops the loop:
#   1. ESLint and Prettier on the changed files;
#   2. the type check of the whole project (incremental: its state is kept under node_modules/.cache/);
#   3. the unit and component tests that import a changed file, directly or not (vitest --changed), or all of them.
# Then it names what it left to `npm test`.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 DISABLE_PAYLOAD_HMR=true

all=false
since=HEAD
for arg in "$@"; do
  case $arg in
    --all) all=true ;;
    -*) echo "test:quick: unknown option $arg (only --all)" >&2 && exit 2 ;;
    *) since=$arg ;;
  esac
done
git rev-parse --verify --quiet "$since^{commit}" >/dev/null || { echo "test:quick: no such commit or branch: $since" >&2 && exit 2; }

started=$SECONDS
step() { printf '\n=== %s (at %d s)\n' "$*" "$((SECONDS - started))"; }

mapfile -t changed < <({ git diff --name-only --diff-filter=d "$since"; git ls-files --others --exclude-standard; } | sort -u)
mapfile -t code < <(printf '%s\n' "${changed[@]}" | grep -E '\.(ts|tsx|mjs|cjs|js)$' || true)

step "lint and format of ${#changed[@]} changed file(s) since $since"
if ((${#code[@]} > 0)); then
  npx eslint --max-warnings 0 --cache --cache-location node_modules/.cache/eslint/ --no-warn-ignored -- "${code[@]}"
fi
if ((${#changed[@]} > 0)); then
  npx prettier --check --ignore-unknown -- "${changed[@]}"
fi

step "type check"
npx tsc --noEmit --incremental --tsBuildInfoFile node_modules/.cache/tsc/quick.tsbuildinfo

if $all; then
  step "every unit and component test"
  npx vitest run --project 'unit*'
else
  step "the unit and component tests that the changes reach"
  npx vitest run --project 'unit*' --changed "$since" --passWithNoTests
fi

step "done in $((SECONDS - started)) s"
echo "Left to \`npm test\`: the project-wide checks of \`npm run lint\` (language literals, public kinds, import cycles,"
echo "unused exports), the integration tests on SQLite and PostgreSQL, the build, and the end-to-end and browser tests."
$all || echo "Unit tests that no change reaches were not run (--all runs them)."
