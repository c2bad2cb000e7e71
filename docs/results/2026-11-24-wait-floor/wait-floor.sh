#!/usr/bin/env bash
# Wait floor: the same worker (iterator, transport) against the WireMock mock and against RawPageServer
# (same bytes, plain blocking socket). Servers on core 1, workers on core 0, 3 fresh JVMs each, alternating.
# Usage: docs/results/2026-11-24-wait-floor/wait-floor.sh <output dir>; then summarize.py <output dir>/jvms
set -euo pipefail
OUT=$(realpath -m "${1:?outdir}"); mkdir -p "$OUT/jvms"
cd "$(git -C "$(dirname "$0")" rev-parse --show-toplevel)"
JAVA=$(.mvn/find-jdk.sh 21 javac)/bin/java
./benchmark.sh --help >/dev/null          # builds target/app when missing or stale
./mvnw -B -q test-compile                # RawPageServer is a test-scope instrument
JAR=target/app/aggregation-bench.jar
MOCK_PORT=18089; RAW_PORT=18090
taskset -c 1 "$JAVA" -XX:ActiveProcessorCount=1 -XX:+UseG1GC -Xms512m -Xmx512m -cp "$JAR" dev.aggregationbench.mock.MockMain \
  --orders=500000 --port=$MOCK_PORT --page-cache-megabytes=160 > "$OUT/mock.log" 2>&1 &
MOCK=$!
trap 'kill $MOCK ${RAW:-} 2>/dev/null || true' EXIT
for i in $(seq 120); do curl -sf http://127.0.0.1:$MOCK_PORT/orders/info >/dev/null && break; sleep 0.5; done
taskset -c 1 "$JAVA" -XX:ActiveProcessorCount=1 -Xmx512m -cp target/test-classes:"$JAR" dev.aggregationbench.mock.RawPageServer \
  http://127.0.0.1:$MOCK_PORT $RAW_PORT > "$OUT/raw.log" 2>&1 &
RAW=$!
for i in $(seq 120); do curl -sf http://127.0.0.1:$RAW_PORT/orders/info >/dev/null && break; sleep 0.5; done
{
  echo "date: $(date -u +%FT%TZ)"; echo "commit: $(git rev-parse --short HEAD)"; echo "uptime before: $(uptime)"
  echo "java: $("$JAVA" -version 2>&1 | head -1)"; echo "nproc: $(nproc)"; echo "kernel: $(uname -r)"
  echo "mock: taskset -c 1 java -XX:ActiveProcessorCount=1 -XX:+UseG1GC -Xms512m -Xmx512m MockMain --orders=500000 --page-cache-megabytes=160"
  echo "raw: taskset -c 1 java -XX:ActiveProcessorCount=1 -Xmx512m RawPageServer (the mock's walk, held as bytes)"
  echo "worker: taskset -c 0 ./benchmark.sh worker --jvm-options=-XX:ActiveProcessorCount=1 --variant=V --url=U --passes=3 (warm-up auto)"
} > "$OUT/conditions.txt"
for rep in 1 2 3; do
  for variant in iterator transport; do
    for server in wiremock raw; do
      port=$MOCK_PORT; [[ $server == raw ]] && port=$RAW_PORT
      AGGBENCH_QUIET=1 AGGBENCH_SKIP_BUILD=1 taskset -c 0 ./benchmark.sh worker --jvm-options=-XX:ActiveProcessorCount=1 \
        --variant=$variant --url=http://127.0.0.1:$port --passes=3 --output="$OUT/jvms/$variant-$server-$rep.json"
      echo "done $variant $server $rep"
    done
  done
done
echo "uptime after: $(uptime)" >> "$OUT/conditions.txt"
