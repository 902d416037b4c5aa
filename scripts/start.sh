#!/usr/bin/env bash
# Quick start: installs the npm packages when missing and starts both services on embedded
# defaults (SQLite under ./data, the built-in demo catalog), printing their addresses. Logs go
# to ./data/<service>.log. Ctrl-C (or SIGTERM) stops both cleanly.
# DATA_ROOT, ACQUISITION_PORT and REQUESTS_PORT change the defaults (./data, 8310, 8320).
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/lib/install.sh
ensure_node_modules || exit 1
data_root="${DATA_ROOT:-./data}"
mkdir -p "$data_root"
for web in acquisition-web requests-web; do
  if [[ ! -f "packages/$web/dist/index.html" ]]; then
    npm run --silent build -w "@hms/$web" > /dev/null || { echo "building $web failed" >&2; exit 1; }
  fi
done

pids=()
stop_all() {
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null; done
  wait
}
trap 'stop_all; exit 0' INT TERM

start_service() {
  local name="$1"
  shift
  : > "$data_root/$name.log"
  "bin/$name" serve "$@" >> "$data_root/$name.log" 2>&1 &
  pids+=($!)
  local pid=$!
  for _ in $(seq 1 600); do
    if line="$(grep -m1 "^$name listening on " "$data_root/$name.log")"; then
      echo "$name: ${line#"$name listening on "}  (API reference: ${line#"$name listening on "}/api/docs)"
      return 0
    fi
    if ! kill -0 "$pid" 2>/dev/null; then
      echo "$name failed to start; its log ($data_root/$name.log):" >&2
      cat "$data_root/$name.log" >&2
      return 1
    fi
    sleep 0.1
  done
  echo "$name did not start within 60 s; see $data_root/$name.log" >&2
  return 1
}

start_service acquisition --data "$data_root/acquisition" --port "${ACQUISITION_PORT:-8310}" || { stop_all; exit 1; }
start_service requests --data "$data_root/requests" --port "${REQUESTS_PORT:-8320}" || { stop_all; exit 1; }
echo "Both services are running (logs in $data_root/*.log). Press Ctrl-C to stop."
wait
