#!/usr/bin/env bash
# Lines of TypeScript outside tests and test helpers in src/ and server/, at a commit
# (default HEAD): the size README.md states, reproducible from git alone.
set -euo pipefail
commit="${1:-HEAD}"
count() {
  git ls-tree -r --name-only "$commit" -- "$1" | grep -E '\.tsx?$' | grep -vE '\.test\.tsx?$|/test/' |
    while read -r file; do git show "$commit:$file"; done | wc -l
}
src=$(count src)
server=$(count server)
echo "$commit: $((src + server)) lines (src $src, server $server)"
