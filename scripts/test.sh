#!/usr/bin/env bash
# The whole test suite (`npm test`). The containers test spends most of its time building images (disk, network,
# one core), so it runs beside the checks that time nothing (lint, format, typecheck, the build, then the unit tests
# beside the benches' quick modes, which assert no timing); the server and browser suites, which time faults, leases and
# screens, start only once it is done, on an otherwise idle machine. Its output is printed when it ends.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step's start, in seconds since the command began: where a run's time goes.
started=$SECONDS
step() { echo "::: $1 (at $((SECONDS - started)) s)"; }

npm run test:chromium

containers_log="$(mktemp -t pb-containers.XXXXXX)"
npm run test:containers >"$containers_log" 2>&1 &
containers=$!
# A failure before the containers test is awaited stops it too.
trap 'kill -TERM "$containers" 2>/dev/null || true; rm -f "$containers_log"' EXIT

# Lint and the type check each keep one core busy: side by side, after the message catalogues they both read are
# compiled once (their own pre-scripts would compile them twice at the same time).
npm run messages
lint_log="$(mktemp -t pb-lint.XXXXXX)"
npm run lint --ignore-scripts >"$lint_log" 2>&1 &
lint=$!
trap 'kill -TERM "$containers" "$lint" 2>/dev/null || true; rm -f "$containers_log" "$lint_log"' EXIT
step 'format, lint and typecheck'
npm run format:check
npm run typecheck --ignore-scripts
lint_status=0
wait "$lint" || lint_status=$?
cat "$lint_log"
if [ "$lint_status" -ne 0 ]; then
  echo "::: lint failed (exit $lint_status)" >&2
  exit "$lint_status"
fi
step 'build'
npm run build
# The benches' quick modes wait on their phones' emulated network and their servers' clocks more than they compute
# (half the CPU idle when run alone): they run beside the unit tests, once the build has written the generated
# message modules both read. Their output is printed when they end.
step 'benches, quick (test:perf), beside the unit tests (test:fast)'
perf_log="$(mktemp -t pb-perf.XXXXXX)"
npm run test:perf >"$perf_log" 2>&1 &
perf=$!
trap 'kill -TERM "$containers" "$perf" 2>/dev/null || true; rm -f "$containers_log" "$lint_log" "$perf_log"' EXIT
npm run test:fast
perf_status=0
wait "$perf" || perf_status=$?
cat "$perf_log"
if [ "$perf_status" -ne 0 ]; then
  echo "::: test:perf failed (exit $perf_status)" >&2
  exit "$perf_status"
fi

step "waiting for the containers test (npm run test:containers)"
status=0
wait "$containers" || status=$?
trap - EXIT
cat "$containers_log"
rm -f "$containers_log" "$lint_log" "$perf_log"
if [ "$status" -ne 0 ]; then
  echo "::: the containers test failed (exit $status)" >&2
  exit "$status"
fi

step 'server on SQLite (test:server)'
npm run test:server
step 'server on PostgreSQL (test:server:postgres)'
npm run test:server:postgres
step 'browser (test:e2e)'
npm run test:e2e
step 'all passed'
