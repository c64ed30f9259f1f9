#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 GPU Planner contributors
# tests/support/pg_test_server.sh itself (issue 34 review 11), in a folder of its own (never the fixture's): a
# second `start` in a folder whose server runs is refused and leaves that server running (it used to kill it and
# start another); `stop` stops it and removes the folder.
set -euo pipefail
script="$1"
dir="$2"
trap '"$script" stop "$dir" >/dev/null 2>&1 || true' EXIT
"$script" start "$dir" >/dev/null
pid="$(head -n 1 "$dir/data/postmaster.pid")"
if out="$("$script" start "$dir" 2>&1)"; then
  echo "FAIL: a second start in $dir was not refused" >&2
  exit 1
fi
case "$out" in
*"already running in $dir (pid $pid)"*) ;;
*) echo "FAIL: unexpected refusal: $out" >&2; exit 1 ;;
esac
kill -0 "$pid" || { echo "FAIL: the running server (pid $pid) was stopped by the refused start" >&2; exit 1; }
[ -S "$dir/socket/.s.PGSQL.5432" ] || { echo "FAIL: the running server's socket is gone" >&2; exit 1; }
"$script" stop "$dir"
[ ! -e "$dir" ] || { echo "FAIL: stop left $dir" >&2; exit 1; }
echo "PASS: a live server is refused, not killed; stop removes the folder"
