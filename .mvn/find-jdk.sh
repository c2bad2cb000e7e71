#!/bin/sh
# Prints the home of a JDK >= MIN (default 21) that has the tool TOOL (default javac): JAVA_HOME when it
# qualifies, else the newest one among the java on PATH, /usr/lib/jvm, /opt/java, SDKMAN, ~/.jdks and macOS's
# JavaVirtualMachines. When none qualifies, says what to install on stderr and exits 1.
#
#   usage: .mvn/find-jdk.sh [MIN] [TOOL]
# Used by ./mvnw (a check before Maven starts), ./benchmark.sh and docker/build-base-image.sh.
MIN=${1:-21}
TOOL=${2:-javac}

major() { # the major version of the JDK at $1, or nothing
  [ -x "$1/bin/java" ] || return 0
  if [ -f "$1/release" ]; then
    sed -n 's/^JAVA_VERSION="\([0-9]*\).*/\1/p' "$1/release"
  else
    "$1/bin/java" -version 2>&1 | sed -n 's/.*version "\([0-9]*\).*/\1/p' | head -n 1
  fi
}

qualifies() { # prints the version when the JDK at $1 qualifies
  v=$(major "$1")
  if [ -n "$v" ] && [ "$v" -ge "$MIN" ] 2>/dev/null && [ -x "$1/bin/$TOOL" ]; then echo "$v"; fi
}

if [ -n "${JAVA_HOME:-}" ] && [ -n "$(qualifies "$JAVA_HOME")" ]; then
  echo "$JAVA_HOME"
  exit 0
fi

best=""
best_v=0
on_path=""
if command -v java >/dev/null 2>&1; then
  on_path=$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")
fi
for c in "$on_path" /usr/lib/jvm/* /opt/java/* /opt/jdk* "$HOME"/.sdkman/candidates/java/* "$HOME"/.jdks/* \
         /Library/Java/JavaVirtualMachines/*/Contents/Home; do
  [ -n "$c" ] && [ -d "$c" ] || continue
  v=$(qualifies "$c")
  if [ -n "$v" ] && [ "$v" -gt "$best_v" ]; then
    best=$c
    best_v=$v
  fi
done

if [ -z "$best" ]; then
  cat >&2 <<MSG
aggregation-bench needs a JDK $MIN or newer (with $TOOL); none was found in JAVA_HOME, on PATH, in /usr/lib/jvm,
/opt/java, SDKMAN or ~/.jdks. Install one, then run the same command again:
  Debian/Ubuntu:  sudo apt-get install openjdk-21-jdk        (or Temurin 25 from https://adoptium.net)
  macOS:          brew install --cask temurin
  SDKMAN:         sdk install java 25-tem
MSG
  exit 1
fi
echo "$best"
