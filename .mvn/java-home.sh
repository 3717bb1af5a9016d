# Sourced (POSIX sh) by ./mvnw, ./zermelo and .ci/run: makes JAVA_HOME point at a JDK 21 or
# newer. Keeps JAVA_HOME when it is new enough, else takes the newest JDK under /usr/lib/jvm
# (or ZERMELO_JVM_DIR). Prints what to install and returns 1 when there is none.

zermelo_java_major() {
  # The feature release of the JDK at $1 (25 for 25.0.1, 8 for 1.8.0), or 0 if unknown.
  _release="$1/release"
  if [ -r "$_release" ]; then
    _v=$(sed -n 's/^JAVA_VERSION="\([^"]*\)".*/\1/p' "$_release")
  elif [ -x "$1/bin/java" ]; then
    _v=$("$1/bin/java" -version 2>&1 | sed -n 's/.*version "\([^"]*\)".*/\1/p' | head -n 1)
  else
    _v=""
  fi
  case "$_v" in
    1.*) _v=${_v#1.} ;;
  esac
  _v=${_v%%[!0-9]*}
  echo "${_v:-0}"
}

zermelo_find_java() {
  if [ -n "${JAVA_HOME:-}" ] && [ -x "$JAVA_HOME/bin/javac" ] \
      && [ "$(zermelo_java_major "$JAVA_HOME")" -ge 21 ]; then
    return 0
  fi
  _best=""
  _best_major=0
  _noglob=""
  case $- in *f*) _noglob=1; set +f ;; esac
  for _dir in "${ZERMELO_JVM_DIR:-/usr/lib/jvm}"/*; do
    [ -x "$_dir/bin/javac" ] || continue
    _major=$(zermelo_java_major "$_dir")
    if [ "$_major" -gt "$_best_major" ]; then
      _best=$_dir
      _best_major=$_major
    fi
  done
  [ -z "$_noglob" ] || set -f
  if [ "$_best_major" -ge 21 ]; then
    JAVA_HOME=$_best
    export JAVA_HOME
    return 0
  fi
  echo "zermelo: no JDK 21 or newer found (JAVA_HOME='${JAVA_HOME:-}', nothing newer under ${ZERMELO_JVM_DIR:-/usr/lib/jvm})." >&2
  echo "zermelo: install one (for example 'apt-get install openjdk-21-jdk' or a Temurin 21+ JDK) or set JAVA_HOME to it." >&2
  return 1
}
