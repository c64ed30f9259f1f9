#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 GPU Planner contributors
# A throw-away PostgreSQL server for the catalog's tests (issue 34): `start DIR` runs initdb and pg_ctl from
# Debian's postgresql package in DIR, listening only on a Unix socket in DIR/socket (no TCP port at all);
# `stop DIR` stops it and removes DIR. CTest runs these as the FIXTURES_SETUP / FIXTURES_CLEANUP of the tests
# labelled postgresql (tests/postgresql/CMakeLists.txt), which find the socket in GP_TEST_PGHOST.
# initdb refuses to run as root (it would make the data files root's): under uid 0 the server runs as the
# unprivileged `postgres` user that the package creates, and DIR is given to that user.
# The superuser is named `postgres` whoever runs it; local connections are trusted (the socket is in a folder
# only the server's user and root can reach).
set -euo pipefail
action="${1:-}"
dir="${2:-}"
[ -n "$action" ] && [ -n "$dir" ] || { echo "usage: $0 start|stop DIR" >&2; exit 2; }

bindir=""
if command -v pg_config >/dev/null 2>&1 && [ -x "$(pg_config --bindir)/initdb" ]; then
  bindir="$(pg_config --bindir)"
else
  for d in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$d/initdb" ]; then bindir="$d"; break; fi
  done
fi
[ -n "$bindir" ] || { echo "error: no initdb found (install Debian's postgresql package: packaging/debian-deps.sh)" >&2; exit 1; }

as_server() {
  if [ "$(id -u)" -eq 0 ]; then
    setpriv --reuid=postgres --regid=postgres --init-groups -- "$@"
  else
    "$@"
  fi
}

# Whether a server answers for DIR's data folder (pg_ctl status: 0 running, 3 not running, 4 no data folder).
running() {
  [ -f "$dir/data/postmaster.pid" ] && as_server "$bindir/pg_ctl" -D "$dir/data" status >/dev/null 2>&1
}

# The server's log on stderr, if there is one: never a failure of its own under set -e.
show_log() {
  if [ -f "$1" ]; then cat "$1" >&2 || true; fi
}

case "$action" in
start)
  # A live server in DIR may be another run's (two ctest runs of one build folder): it is never killed here.
  if running; then
    pid="$(head -n 1 "$dir/data/postmaster.pid" 2>/dev/null || echo '?')"
    echo "error: a PostgreSQL server is already running in $dir (pid $pid); stop it first: $0 stop $dir" >&2
    exit 1
  fi
  rm -rf "$dir"
  mkdir -p "$dir/socket"
  if [ "$(id -u)" -eq 0 ]; then
    id postgres >/dev/null 2>&1 || { echo "error: running as root needs the postgres user (Debian's postgresql package)" >&2; exit 1; }
    chown -R postgres:postgres "$dir"
  fi
  chmod 700 "$dir"
  as_server "$bindir/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --no-locale --no-sync >"$dir/initdb.log" 2>&1 ||
    { show_log "$dir/initdb.log"; echo "error: initdb failed (log above)" >&2; exit 1; }
  as_server "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
    -o "-c listen_addresses='' -c unix_socket_directories='$dir/socket' -c fsync=off -c max_connections=60" start >/dev/null ||
    { show_log "$dir/server.log"; echo "error: pg_ctl start failed (server log above)" >&2; exit 1; }
  echo "PostgreSQL test server running, socket in $dir/socket"
  ;;
stop)
  # Fast shutdown (sessions ended, checkpoint); then immediate; then the postmaster's pid is killed, so that the
  # folder is never deleted under a live server.
  if running; then
    as_server "$bindir/pg_ctl" -D "$dir/data" -m fast -w -t 30 stop >/dev/null 2>&1 ||
      as_server "$bindir/pg_ctl" -D "$dir/data" -m immediate -w -t 30 stop >/dev/null 2>&1 || true
  fi
  if running; then
    pid="$(head -n 1 "$dir/data/postmaster.pid" 2>/dev/null || true)"
    case "$pid" in
    '' | *[!0-9]*) ;;
    *)
      kill -KILL "$pid" 2>/dev/null || true
      # The postmaster is gone when kill -0 fails; its children exit when it does.
      for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
      ;;
    esac
  fi
  if running; then
    echo "error: the PostgreSQL server in $dir could not be stopped; its folder was left as it is" >&2
    exit 1
  fi
  rm -rf "$dir"
  ;;
*)
  echo "usage: $0 start|stop DIR" >&2
  exit 2
  ;;
esac
