#!/usr/bin/env bash
# Creates a migration for both databases after a change to the content model.
# Usage: bash scripts/migrations-create.sh NAME   (needs the PostgreSQL of docs/testing.md for the second one)
set -euo pipefail
name=${1:?usage: migrations-create.sh NAME}
export DISABLE_PAYLOAD_HMR=true NEXT_TELEMETRY_DISABLED=1
env -u DATABASE_URL npx payload migrate:create "$name"
DATABASE_URL=${MIGRATIONS_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres} npx payload migrate:create "$name"
