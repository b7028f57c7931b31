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
# Most commands run for a second or a few: the optimising compiler (C2) would spend more CPU compiling Drools' and
# our hot code than it saves (xq rule over 20,128 games: 11 s CPU with it, 4.7 s without). The long computations,
# perft and the web server, keep it.
case "${1:-}" in
  perft|serve|serve-load) jit=() ;;
  *) jit=(-XX:TieredStopAtLevel=1) ;;
esac
exec java -XX:+UseSerialGC "${jit[@]}" -Xlog:disable -Xlog:all=error:stderr "${cds[@]}" ${XQ_JAVA_OPTS:-} -jar "$jar" "$@"
