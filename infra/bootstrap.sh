#!/usr/bin/env bash
# Installs what the portal needs, idempotently and fast when already done.
# Sourced by infra/start and infra/test. Needs: node >= 20.19, npm, go (for the Temporal CLI).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
mkdir -p .tools .data
log() { printf '\033[36m[portal]\033[0m %s\n' "$*" >&2; }

# pnpm, pinned, installed inside the project
PNPM_VERSION="$(node -p "require('./package.json').packageManager.split('@')[1]")"
if [ ! -x .tools/node_modules/.bin/pnpm ] || [ "$(.tools/node_modules/.bin/pnpm --version)" != "$PNPM_VERSION" ]; then
  log "instalando pnpm $PNPM_VERSION em .tools/"
  npm install --silent --no-save --prefix .tools "pnpm@$PNPM_VERSION" >/dev/null
fi
export PATH="$ROOT/.tools/node_modules/.bin:$ROOT/node_modules/.bin:$PATH"

# dependencies, only when the lockfile changed
STAMP=".tools/install.stamp"
SUM="$(cat pnpm-lock.yaml package.json */package.json services/*/package.json 2>/dev/null | sha1sum | cut -d' ' -f1)"
if [ ! -d node_modules ] || [ ! -f "$STAMP" ] || [ "$(cat "$STAMP")" != "$SUM" ]; then
  log "instalando dependências (pnpm install)"
  if [ -n "${CI:-}" ]; then pnpm install --frozen-lockfile --reporter=append-only >&2; else pnpm install --reporter=append-only >&2; fi
  SUM="$(cat pnpm-lock.yaml package.json */package.json services/*/package.json 2>/dev/null | sha1sum | cut -d' ' -f1)"
  echo "$SUM" > "$STAMP"
fi

# Temporal CLI (dev server + Web UI)
GOBIN_DIR="$(go env GOPATH 2>/dev/null || echo "$HOME/go")/bin"
export PATH="$PATH:$GOBIN_DIR"
if [ -z "${TEMPORAL_ADDRESS:-}" ] && ! command -v temporal >/dev/null 2>&1; then
  log "instalando o Temporal CLI (go install github.com/temporalio/cli/cmd/temporal@v1.5.1)"
  go install github.com/temporalio/cli/cmd/temporal@v1.5.1 >&2
fi
