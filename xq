#!/usr/bin/env bash
# Runs the xq command-line tool from any directory. Builds the jar when it is missing or older than the sources, and
# keeps class-data archives (AppCDS) beside it, one per command: a dynamic archive holds only the classes of the run
# that wrote it, and a `rule` run loads Drools' thousands of classes that `pairings` never touches. The first
# successful run of a command after a build writes its archive; later runs map it. The archives are an optimisation:
# one that is damaged, or cannot be written, means a plain run, never a failed one (docs/performance.md, "How a command starts").
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
jar="$here/target/xq.jar"
# A build or a JVM the launcher waits for (rather than exec'ing it) is stopped with the launcher: a signal to the
# launcher (SIGTERM, SIGINT, SIGHUP) sends SIGTERM to it (a background job ignores SIGINT) and the launcher waits
# until it has stopped, so that nothing goes on without it. Sets $status.
child=
trap '[ -z "$child" ] || kill -TERM "$child" 2>/dev/null || true' TERM INT HUP
run_child() {
  "$@" <&0 &
  child=$!
  while :; do
    status=0
    wait "$child" || status=$?
    # a signal to the launcher ends the wait early (status above 128) while the child is still stopping
    [ "$status" -gt 128 ] && kill -0 "$child" 2>/dev/null || break
  done
  child=
}
if [ ! -f "$jar" ] || [ -n "$(cd "$here" && find src rules pom.xml tools/picocli-bytecode -newer "$jar" -print -quit 2>/dev/null)" ]; then
  echo "xq: building $jar…" >&2
  run_child mvn -B -ntp -q -f "$here/pom.xml" -DskipTests package >&2 </dev/null  # the build must not read the command's stdin
  [ "$status" -eq 0 ] || exit "$status"
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
# An archive is mapped only if it is as large as when it was written (the size is kept in $jsa.size): the JVM maps a truncated
# archive all the same and dies with SIGBUS on the first page past its end. A damaged or unchecked one is rewritten.
if [ -f "$jsa" ] && [ "$jsa" -nt "$jar" ] && [ -f "$jsa.size" ] && read -r want 2>/dev/null <"$jsa.size" &&
  [ "$(($(wc -c <"$jsa")))" = "$want" ]; then
  exec "${java[@]}" -XX:SharedArchiveFile="$jsa" ${XQ_JAVA_OPTS:-} -jar "$jar" "$@"
fi
# The JVM turns JFR off while it writes an archive: a run with options of its own (a profile) writes none.
[ -z "${XQ_JAVA_OPTS:-}" ] || exec "${java[@]}" ${XQ_JAVA_OPTS} -jar "$jar" "$@"
# A JVM that cannot write its archive exits 1 with two lines on stderr, whatever the command did: no archive is
# written without room for one (the largest, rule's, is ~40 MB) under the file size limit and on the disk.
room=$((256 * 1024)) # KiB
limit=$(ulimit -f)   # blocks of 1024 bytes (512 in POSIX mode): halved, never more KiB than allowed
if [ "$limit" != unlimited ] && [ "$((limit / 2))" -lt "$room" ]; then
  exec "${java[@]}" -jar "$jar" "$@"
fi
free=$(df -Pk "$here/target" 2>/dev/null | { read -r _ && read -r _ _ _ avail _ && echo "$avail"; } || true)
case "$free" in '' | *[!0-9]*) free=0 ;; esac
[ "$free" -ge "$room" ] || exec "${java[@]}" -jar "$jar" "$@"
# Archives left by launchers that were killed outright (SIGKILL) are removed once their process is gone.
for stray in "$jsa".*; do
  pid="${stray#"$jsa".}"
  pid="${pid%%.*}"
  case "$pid" in '' | *[!0-9]*) continue ;; esac
  kill -0 "$pid" 2>/dev/null || rm -f "$stray"
done
# No archive yet: this run writes one (to a file of its own, so that two first runs do not write the same file) and
# keeps it only if the command succeeded: a run stopped by a user error has not loaded what the command needs. The
# command says it succeeded by removing $done (Main does, for -Dxq.archive.done) before it exits; the JVM's own exit
# status may then be the archive's failure, which is no failure of the command.
tmp="$jsa.$$"
done="$jsa.$$.done"
: 2>/dev/null >"$done" || exec "${java[@]}" -jar "$jar" "$@"
trap 'rm -f "$tmp" "$done" "$jsa.$$.size"' EXIT
# (-XX:+DisplayVMOutputToStderr: should the disk fill up while the archive is written, the JVM's note goes to
# stderr, not into the command's output)
run_child "${java[@]}" -XX:+DisplayVMOutputToStderr -XX:ArchiveClassesAtExit="$tmp" -Dxq.archive.done="$done" \
  -jar "$jar" "$@"
if [ ! -e "$done" ]; then
  if [ "$status" -eq 0 ] && [ -s "$tmp" ] && echo "$(($(wc -c <"$tmp")))" 2>/dev/null >"$jsa.$$.size"; then
    mv -f "$tmp" "$jsa" && mv -f "$jsa.$$.size" "$jsa.size" || true
  fi
  status=0
fi
exit "$status"
