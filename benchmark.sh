#!/usr/bin/env bash
# aggregation-bench: the single entry point.
#
#   ./benchmark.sh [run] [options]     run the benchmark (default): every variant in its own CPU-limited JVM
#   ./benchmark.sh mock [options]      start the orders API mock in the foreground
#   ./benchmark.sh worker [options]    run one variant in this JVM and print its measurement document
#   ./benchmark.sh serve [options]     start the REST service
#   ./benchmark.sh compare A B         compare two result sets
#
# Each subcommand has --help. This script only finds a JDK >= 21, builds the application when it is missing or
# older than the sources, and starts the right Java entry point; all option parsing happens in Java.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
export AGGBENCH_HOME="$ROOT"
MIN_JAVA=21
APP_DIR="$ROOT/target/app"
APP_JAR="$APP_DIR/aggregation-bench.jar"
# The worker's JVM flags: always explicit, because at < 2 CPUs HotSpot silently picks SerialGC instead of G1.
DEFAULT_WORKER_JVM_OPTIONS=(-Xms256m -Xmx512m -XX:+UseG1GC)

die() { echo "benchmark.sh: $*" >&2; exit 2; }
say() { [[ "${AGGBENCH_QUIET:-}" == "1" ]] || echo "benchmark.sh: $*" >&2; }

find_jdk() { # sets JAVA_HOME to a JDK >= MIN_JAVA (JAVA_HOME when it qualifies, else the newest found)
  local home
  home=$("$ROOT/.mvn/find-jdk.sh" "$MIN_JAVA" javac) || exit 2
  export JAVA_HOME="$home"
}

app_is_stale() {
  [[ -f "$APP_JAR" ]] || return 0
  [[ -n "$(find "$ROOT/pom.xml" "$ROOT/src/main" "$ROOT/mock-api" -newer "$APP_JAR" -type f -print -quit 2>/dev/null)" ]]
}

build_app() { # builds the jar and extracts it to target/app (plain classpath: app jar + lib/)
  if [[ "${AGGBENCH_SKIP_BUILD:-}" == "1" ]] && [[ -f "$APP_JAR" ]]; then return 0; fi
  if app_is_stale; then
    say "building the application (first run, or sources changed)..."
    mkdir -p "$ROOT/target"
    if ! (cd "$ROOT" && ./mvnw -B -DskipTests package) >"$ROOT/target/build.log" 2>&1; then
      grep -E "ERROR|BUILD" "$ROOT/target/build.log" | head -40 >&2
      die "the build failed (full log: target/build.log)"
    fi
    local jar
    jar=$(ls "$ROOT"/target/aggregation-bench-*.jar | grep -v original | head -1)
    rm -rf "$APP_DIR"
    "$JAVA_HOME/bin/java" -Djarmode=tools -jar "$jar" extract --destination "$APP_DIR" >/dev/null \
      || die "could not extract $jar"
    mv "$APP_DIR/$(basename "$jar")" "$APP_JAR"
    touch "$APP_JAR"
  fi
}

java_main() { # java_main <jvm options...> -- <main class> <args...>
  local jvm=()
  while [[ $# -gt 0 && "$1" != "--" ]]; do jvm+=("$1"); shift; done
  shift
  exec "$JAVA_HOME/bin/java" ${jvm[@]+"${jvm[@]}"} -cp "$APP_JAR" "$@"
}

main() {
  local command="run"
  case "${1:-}" in
    run|mock|worker|serve|compare) command="$1"; shift ;;
    help) command="run"; set -- --help ;;
  esac
  find_jdk
  build_app
  case "$command" in
    run)
      java_main -XX:+UseSerialGC -Xmx256m --enable-native-access=ALL-UNNAMED -- dev.aggregationbench.cli.BenchmarkMain "$@" ;;
    mock)
      java_main -XX:+UseG1GC -Xms128m -Xmx256m -- dev.aggregationbench.mock.MockMain "$@" ;;
    worker)
      local extra=() args=()
      while [[ $# -gt 0 ]]; do
        case "$1" in
          --jvm-options=*) read -r -a more <<<"${1#--jvm-options=}"; extra+=("${more[@]}") ;;
          --jvm-options) [[ $# -ge 2 ]] || die "--jvm-options needs a value"; read -r -a more <<<"$2"; extra+=("${more[@]}"); shift ;;
          *) args+=("$1") ;;
        esac
        shift
      done
      java_main "${DEFAULT_WORKER_JVM_OPTIONS[@]}" ${extra[@]+"${extra[@]}"} -- \
        dev.aggregationbench.worker.WorkerMain ${args[@]+"${args[@]}"} ;;
    serve)
      java_main -- dev.aggregationbench.cli.ServeMain "$@" ;;
    compare)
      java_main -XX:+UseSerialGC -- dev.aggregationbench.compare.CompareMain "$@" ;;
  esac
}

main "$@"
