/** Exits 0 when the PostgreSQL server at the given URL answers, 1 otherwise (used by scripts/test-all.sh). */
import { postgresReachable } from './lib/postgres'

process.exit((await postgresReachable(process.argv[2])) ? 0 : 1)
