#!/usr/bin/env bash
# Measures one worker JVM: runs it pinned to core 1 with the given flags and polls /proc/<pid>/task/*/stat every
# 0.2 s for each thread's user+system CPU (clock ticks of 10 ms), then sums them by thread name: C1, C2 (the JIT
# compiler threads), http (the JDK HttpClient's threads), GC/VM, other. Env: MOCK (the mock's URL), APP_JAR, OUT.
# usage: run.sh LABEL VARIANT WARMUP PASSES [extra jvm flags...]; mock must be on $MOCK
set -u
label=$1 variant=$2 warmup=$3 passes=$4; shift 4
JAVA=/usr/lib/jvm/temurin-25-jdk-amd64/bin/java
[ -x $JAVA ] || JAVA=$(ls -d /usr/lib/jvm/*25*/bin/java | head -1)
out=${OUT:-$PWD/out}; mkdir -p $out
taskset -c 1 $JAVA -XX:ActiveProcessorCount=1 -Xms256m -Xmx512m -XX:+UseG1GC "$@" \
  -cp "$APP_JAR" dev.aggregationbench.worker.WorkerMain \
  --variant=$variant --url=$MOCK --warmup=$warmup --passes=$passes --output=$out/$label.json > $out/$label.console 2>&1 &
pid=$!
declare -A cpu name
while kill -0 $pid 2>/dev/null; do
  for f in /proc/$pid/task/*/stat; do
    line=$(cat $f 2>/dev/null) || continue
    tid=${f#/proc/$pid/task/}; tid=${tid%/stat}
    comm=${line#*(}; comm=${comm%%)*}
    rest=${line##*) }; set -- $rest
    cpu[$tid]=$(( ${12} + ${13} )); name[$tid]=$comm
  done
  sleep 0.2
done
wait $pid; echo "exit $?"
declare -A sum
for t in "${!cpu[@]}"; do n=${name[$t]}; case "$n" in C1*) k=C1;; C2*) k=C2;; HttpClient*) k=http;; main) k=main;; G1*|VM\ Thread|GC*) k=GC/VM;; *) k=other;; esac; sum[$k]=$(( ${sum[$k]:-0} + ${cpu[$t]} )); done
for k in "${!sum[@]}"; do echo "$label $k ticks ${sum[$k]}"; done | sort | tee $out/$label.threads
