#!/usr/bin/env bash
# Runs the xq command-line tool from any directory. Builds the jar when it is missing or older than the sources, and
# keeps class-data archives (AppCDS) beside it, one per command: a dynamic archive holds only the classes of the run
# that wrote it, and a `rule` run loads Drools' thousands of classes that `pairings` never touches. The first
# successful run of a command after a build writes its archive; later runs map it.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
jar="$here/target/xq.jar"
if [ ! -f "$jar" ] || [ -n "$(cd "$here" && find src rules pom.xml tools/picocli-bytecode -newer "$jar" -print -quit 2>/dev/null)" ]; then
  echo "xq: building $jar…" >&2
  (cd "$here" && mvn -B -ntp -q -DskipTests package) >&2 </dev/null  # the build must not read the command's stdin
fi
case "${1:-}" in
  perft|editions|serve|compare|diff|pgn|convert|rule|referee|casebook|berger|standings|pairings|arbitrate) kind="$1" ;;
  *) kind=other ;;
esac
jsa="$here/target/xq-$kind.jsa"
# Most commands run for a second or a few: the optimising compiler (C2) would spend more CPU compiling Drools' and
# our hot code than it saves (xq rule over 20,128 games: 11 s CPU with it, 4.7 s without). The long computations,
# perft, the web server and the referee (a session lasts a game or a match), keep it. -XX:-UsePerfData: no
# hsperfdata file is created and mapped at each start (no tool watches a one-shot command). The heap keeps its
# default sizes: a larger young generation (-Xmn256m) halved the collections of the corpus ×8 run but not their time
# (the live set still overflows the survivor spaces once), and cost as much again in page faults.
case "$kind" in
  perft|serve|referee) jvm=() ;;
  *) jvm=(-XX:TieredStopAtLevel=1 -XX:-UsePerfData) ;;
esac
java=(java -XX:+UseSerialGC "${jvm[@]}" -Xlog:disable -Xlog:all=error:stderr)
if [ -f "$jsa" ] && [ "$jsa" -nt "$jar" ]; then
  exec "${java[@]}" -XX:SharedArchiveFile="$jsa" ${XQ_JAVA_OPTS:-} -jar "$jar" "$@"
fi
# The JVM turns JFR off while it writes an archive: a run with options of its own (a profile) writes none.
[ -z "${XQ_JAVA_OPTS:-}" ] || exec "${java[@]}" ${XQ_JAVA_OPTS} -jar "$jar" "$@"
# No archive yet: this run writes one (to a file of its own, so that two first runs do not write the same file) and
# keeps it only if the command succeeded: a run stopped by a user error has not loaded what the command needs.
tmp="$jsa.$$"
trap 'rm -f "$tmp"' EXIT
status=0
"${java[@]}" -XX:ArchiveClassesAtExit="$tmp" ${XQ_JAVA_OPTS:-} -jar "$jar" "$@" || status=$?
if [ "$status" -eq 0 ] && [ -f "$tmp" ]; then
  mv -f "$tmp" "$jsa"
else
  rm -f "$tmp"
fi
exit "$status"
