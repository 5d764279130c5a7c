# A small job runner for bash scripts (scripts/test-all.sh): jobs side by side, each started once the job it names has
# passed, each into a log of its own that is printed whole under a heading as the job ends; the first failure stops
# the others and exits 1. Source it, declare jobs with `job NAME AFTER FUNCTION`, then call `run_jobs`.
# Needs bash 5.1 (`wait -n -p`) and a `step` function that prints a heading. tests/unit/jobs-runner.test.ts runs it.
set -m # each job in a process group of its own, so that stopping it stops its children (servers, browsers)
JOBS_LOGS=$(mktemp -d)
declare -A JOB_AFTER=() JOB_PID=() JOB_NAME_OF_PID=() JOB_START=() JOB_STATE=()
JOB_ORDER=()

# Stops the running jobs: SIGINT first, on which Playwright stops the servers it started (in process groups of their
# own), then SIGTERM to what is left of each job's group.
stop_jobs() {
  local name signal stopping=0
  for name in "${JOB_ORDER[@]}"; do [ "${JOB_STATE[$name]}" = running ] && stopping=1; done
  if [ "$stopping" = 0 ]; then return 0; fi
  for signal in INT TERM; do
    for name in "${JOB_ORDER[@]}"; do
      if [ "${JOB_STATE[$name]}" = running ]; then kill "-$signal" -- "-${JOB_PID[$name]}" 2>/dev/null || true; fi
    done
    if [ "$signal" = INT ]; then sleep 3; fi
  done
  return 0
}
trap 'stop_jobs; rm -rf "$JOBS_LOGS"' EXIT

# job NAME AFTER FUNCTION: FUNCTION (of this file) runs once the job AFTER has passed ('' for at once).
declare -A JOB_FUNCTION=()
job() {
  JOB_ORDER+=("$1")
  JOB_AFTER[$1]=$2
  JOB_FUNCTION[$1]=$3
  JOB_STATE[$1]=waiting
}

# Starts every waiting job whose job before it has passed.
start_ready() {
  local name after
  for name in "${JOB_ORDER[@]}"; do
    after=${JOB_AFTER[$name]}
    if [ "${JOB_STATE[$name]}" = waiting ] && { [ -z "$after" ] || [ "${JOB_STATE[$after]}" = passed ]; }; then
      JOB_START[$name]=$SECONDS
      "${JOB_FUNCTION[$name]}" >"$JOBS_LOGS/$name.log" 2>&1 &
      JOB_PID[$name]=$!
      JOB_NAME_OF_PID[$!]=$name
      JOB_STATE[$name]=running
      printf '  started: %s (at %d s)\n' "$name" "$SECONDS"
    fi
  done
}

# Runs the jobs to the end: each one's log is printed as it ends; the first failure stops the others and exits 1.
run_jobs() {
  local pid status name running
  start_ready
  while :; do
    running=()
    for name in "${JOB_ORDER[@]}"; do [ "${JOB_STATE[$name]}" = running ] && running+=("${JOB_PID[$name]}"); done
    [ "${#running[@]}" = 0 ] && break
    status=0
    wait -n -p pid "${running[@]}" || status=$?
    name=${JOB_NAME_OF_PID[$pid]}
    step "$name: done in $((SECONDS - JOB_START[$name])) s, exit code $status"
    cat "$JOBS_LOGS/$name.log"
    if [ "$status" != 0 ]; then
      JOB_STATE[$name]=failed
      printf '\n%s FAILED (exit code %d): the other jobs are stopped.\n' "$name" "$status"
      exit 1
    fi
    JOB_STATE[$name]=passed
    start_ready
  done
  for name in "${JOB_ORDER[@]}"; do
    [ "${JOB_STATE[$name]}" = passed ] || { echo "$name did not run: the job before it did not pass."; exit 1; }
  done
}
