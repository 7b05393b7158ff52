#!/usr/bin/env bash
# The browser suite (`npm run test:e2e`), in one run by default. With E2E_SHARDS=n (a machine with cores to spare)
# it runs in n shards side by side, each with its own server of the built app, data directory and mail catcher:
# shard k runs on E2E_PORT + 200 × (k − 1), and every port a spec derives from E2E_PORT (its own servers, the mail
# catcher) moves with it. On two cores two shards contend for the CPU the specs' phones are throttled against, and
# their timeouts fail. Extra arguments go to each shard's `playwright test` (a spec file, --grep). Each shard's
# output is printed when it ends.
set -euo pipefail
cd "$(dirname "$0")/.."

shards="${E2E_SHARDS:-1}"
base="${E2E_PORT:-3100}"
pids=()
logs=()
cleanup() {
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  rm -f "${logs[@]}"
}
trap cleanup EXIT

for ((k = 1; k <= shards; k++)); do
  log="$(mktemp -t pb-e2e-shard.XXXXXX)"
  logs+=("$log")
  E2E_PORT=$((base + 200 * (k - 1))) npx playwright test --shard="$k/$shards" "$@" >"$log" 2>&1 &
  pids+=($!)
done

status=0
for ((k = 1; k <= shards; k++)); do
  shard_status=0
  wait "${pids[k - 1]}" || shard_status=$?
  echo "::: e2e shard $k/$shards (exit $shard_status)"
  cat "${logs[k - 1]}"
  if [ "$shard_status" -ne 0 ]; then status="$shard_status"; fi
done
exit "$status"
