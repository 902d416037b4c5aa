#!/usr/bin/env bash
# Runs every benchmark under bench/ (files named *.bench.ts) and prints their figures.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
for file in "$root"/bench/*.bench.ts; do
  [ -e "$file" ] || continue
  echo "== $(basename "$file")"
  node --import "file://$root/node_modules/tsx/dist/loader.mjs" "$file"
done
