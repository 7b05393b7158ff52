#!/usr/bin/env bash
# The whole test suite (`npm test`). Two Nodes: the server and browser suites run on the LTS the image runs (Node 24,
# fetched from the npm registry by scripts/node-lts.ts); lint, typecheck, the unit tests, the benches and an `npm start`
# smoke run on the Node that installed node_modules (>=20.19, `engines`). The containers test spends most of its time building images (disk, network,
# one core), so it runs beside the checks that time nothing (lint, format, typecheck, the build, then the unit tests
# beside the benches' quick modes, which assert no timing); the server and browser suites, which time faults, leases and
# screens, start only once it is done, on an otherwise idle machine. Its output is printed when it ends.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step's start, in seconds since the command began, and at the end each step's and each side job's duration:
# where a run's time goes.
started=$SECONDS
declare -a timings=()
current='' current_at=$SECONDS
step() {
  if [ -n "$current" ]; then timings+=("$(printf '%-60s %5d s' "$current" $((SECONDS - current_at)))"); fi
  current=$1 current_at=$SECONDS
  echo "::: $1 (at $((SECONDS - started)) s)"
}

# A job beside the steps: its output goes to a file of its own, printed when it is awaited; a failure stops the
# command, and stopping the command stops every job still running with all its processes (each job leads a process
# group of its own: npm's children, vitest and podman, are stopped with it).
declare -A job_pid job_log job_at
beside() {
  local name=$1
  shift
  job_log[$name]="$(mktemp -t "pb-${name//[^a-z]/-}.XXXXXX")"
  setsid "$@" >"${job_log[$name]}" 2>&1 &
  job_pid[$name]=$!
  job_at[$name]=$SECONDS
}
await() {
  local name=$1 status=0
  wait "${job_pid[$name]}" || status=$?
  cat "${job_log[$name]}"
  rm -f "${job_log[$name]}"
  timings+=("$(printf '%-60s %5d s' "beside: $name" $((SECONDS - job_at[$name])))")
  unset "job_pid[$name]" "job_log[$name]"
  if [ "$status" -ne 0 ]; then
    echo "::: $name failed (exit $status)" >&2
    exit "$status"
  fi
}
stop_jobs() {
  for pid in "${job_pid[@]}"; do kill -TERM -- "-$pid" 2>/dev/null || true; done
  for log in "${job_log[@]}"; do rm -f "$log"; done
}
trap stop_jobs EXIT

# `npm start` as the README runs it, on a free port and an empty data directory: it must answer /api/health within
# 60 s (an exit before that fails at once), then it is stopped (SIGTERM, as a service manager stops it).
start_smoke() {
  local port data pid healthy=no
  port="$(node -e "const s = require('node:net').createServer().listen(0, () => { console.log(s.address().port); s.close(); })")"
  data="$(mktemp -d -t pb-start.XXXXXX)"
  PORT="$port" DATA_DIR="$data/data" LOG_LEVEL=warn setsid npm start >"$data/log" 2>&1 &
  pid=$!
  for _ in $(seq 120); do
    if node -e "fetch('http://127.0.0.1:$port/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"; then
      healthy=yes
      break
    fi
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.5
  done
  kill -TERM -- "-$pid" 2>/dev/null || true
  wait "$pid" || true
  if [ "$healthy" != yes ]; then
    cat "$data/log"
    rm -rf "$data"
    echo "::: npm start did not answer /api/health on port $port (its output above)" >&2
    exit 1
  fi
  rm -rf "$data"
}

step 'chromium (test:chromium)'
npm run test:chromium
# The LTS's bin directory, fetched once per version into ~/.cache/picture-bingo (the containers test builds the
# stand-in node image from it).
step 'Node LTS (scripts/node-lts.ts), the containers test beside what follows'
lts_bin="$(node --import tsx scripts/node-lts.ts node)"
echo "$lts_bin"

beside containers npm run test:containers
# better-sqlite3 for the LTS, compiled once per version into the same cache (two cores, about 75 s of CPU), beside
# the checks below; the server suites wait for it.
beside 'better-sqlite3 for the Node LTS' node --import tsx scripts/node-lts.ts

# Lint with the format check, and the type check's two halves (the browser's projects, the Node projects), each
# keep one core busy: side by side, after the message catalogues are compiled once for every step that reads them (lint,
# the type check, the build and the unit tests skip their own pre-scripts, which would compile them again).
npm run messages
beside 'lint and format' sh -c 'npm run lint --ignore-scripts && npm run format:check'
beside 'typecheck (Node projects)' npm run typecheck:node
step 'format, lint and typecheck'
npm run typecheck:browser
await 'typecheck (Node projects)'
await 'lint and format'
step 'build'
npm run build --ignore-scripts
step "npm start on $(node --version): the built app answers /api/health"
start_smoke
# The benches' quick modes wait on their phones' emulated network and their servers' clocks more than they compute
# (half the CPU idle when run alone): they run beside the unit tests, once the build has written the generated
# message modules both read; the web bench measures that build (BENCH_WEB_DIST) instead of making its own. Two
# bench files at a time beside the unit tests' one worker: the phase took 191 s so, 225 s with one bench at a time
# and 204 s with three.
step 'benches, quick (test:perf), beside the unit tests (test:fast)'
beside test:perf env BENCH_WEB_DIST=apps/web/dist npm run test:perf -- --maxWorkers 2
npm run test:fast --ignore-scripts
await test:perf

step "waiting for the containers test (npm run test:containers)"
await containers
await 'better-sqlite3 for the Node LTS'

# From here on every `node` (vitest, its workers, the servers the tests spawn, Playwright's web server) is the LTS.
export PATH="$lts_bin:$PATH"
echo "::: server and browser suites on Node $(node --version)"

# The server's files on SQLite and on PostgreSQL side by side (each two at a time: they wait on sockets, timers and
# the database more than they compute), then the file that times a burst of CPU work alone. The files that time a
# fault or a lease (spawned servers, restarts, outages) run one at a time beside the browser suite, SQLite's then
# PostgreSQL's: they wait on processes and timers (alone they kept the machine 45 % busy for 150 s), and the browser
# suite leaves about a sixth of it idle.
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step 'server on SQLite beside PostgreSQL (test:server, test:server:postgres)'
  beside 'server on PostgreSQL' npx vitest run --project server-postgres
  npx vitest run --project server-sqlite
  await 'server on PostgreSQL'
  step 'server, the CPU-burst file alone'
  npx vitest run --project server-sqlite-burst
  step 'browser (test:e2e), the serial server files beside it'
  beside 'server, serial files: SQLite, then PostgreSQL' sh -c \
    'npx vitest run --project server-sqlite-serial && npx vitest run --project server-postgres-serial'
  npm run test:e2e
  await 'server, serial files: SQLite, then PostgreSQL'
else
  step 'server on SQLite (test:server)'
  npm run test:server
  npm run test:server:postgres
  step 'browser (test:e2e)'
  npm run test:e2e
fi
step 'all passed'
echo '::: npm test steps'
for line in "${timings[@]}"; do echo "    $line"; done
printf '    %-60s %5d s\n' 'total' $((SECONDS - started))
