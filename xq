#!/usr/bin/env bash
# Runs the xq command-line tool from any directory. Builds the jar when it is missing or older than the sources, and
# keeps a class-data archive (AppCDS) beside it: Drools loads thousands of classes, and the archive roughly halves a
# cold start. The first run after a build writes the archive; later runs map it.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
jar="$here/target/xq.jar"
jsa="$here/target/xq.jsa"
if [ ! -f "$jar" ] || [ -n "$(cd "$here" && find src rules pom.xml -newer "$jar" -print -quit 2>/dev/null)" ]; then
  echo "xq: building $jar…" >&2
  (cd "$here" && mvn -B -ntp -q -DskipTests package) >&2
fi
if [ -f "$jsa" ] && [ "$jsa" -nt "$jar" ]; then
  cds=(-XX:SharedArchiveFile="$jsa")
else
  cds=(-XX:ArchiveClassesAtExit="$jsa")
fi
exec java -XX:+UseSerialGC -Xlog:disable -Xlog:all=error:stderr "${cds[@]}" ${XQ_JAVA_OPTS:-} -jar "$jar" "$@"
