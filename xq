#!/usr/bin/env bash
# Runs the xq command-line tool from any directory; builds the jar first if it is missing.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
jar="$here/target/xq.jar"
if [ ! -f "$jar" ]; then
  echo "xq: building $jar (first run)…" >&2
  (cd "$here" && mvn -B -ntp -q -DskipTests package) >&2
fi
exec java -XX:+UseSerialGC ${XQ_JAVA_OPTS:-} -jar "$jar" "$@"
