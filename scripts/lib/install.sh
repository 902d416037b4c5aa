# Installs what the project needs when it is missing. Sourced by scripts/test.sh and start.sh.

# better-sqlite3 compiles against Node's own headers on this machine kind.
export npm_config_nodedir="${npm_config_nodedir:-/usr}"

ensure_debian_packages() {
  local missing=()
  local package
  while read -r package; do
    [[ -z "$package" || "$package" == \#* ]] && continue
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
  done < "$1"
  if ((${#missing[@]} > 0)); then
    echo "Installing Debian packages: ${missing[*]}"
    local sudo=""
    [[ "$(id -u)" != "0" ]] && sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
  fi
}

# Installs npm packages as locked, only when the lock or a package.json changed since last time.
# `npm install` rather than `npm ci`: the registry this machine kind reaches lacks some
# other-platform optional packages (e.g. Biome's Android builds), which `npm ci` refuses.
ensure_node_modules() {
  local stamp="node_modules/.hms-lock-hash"
  local hash
  hash="$(cat package-lock.json package.json packages/*/package.json bench/package.json 2>/dev/null | sha256sum | cut -d' ' -f1)"
  if [[ ! -f "$stamp" || "$(cat "$stamp")" != "$hash" ]]; then
    echo "Installing npm packages"
    npm install --no-audit --no-fund --loglevel=error || return 1
    echo "$hash" > "$stamp"
  fi
}
