#!/bin/sh
# Proves the backup and restore commands: seeds a database by starting the compiled app on it, dumps it with
# backup.sh, restores the dump into a fresh database with restore.sh, starts the app on the restored copy with
# SEED_DEMO=0 (so every row comes from the dump) and logs in as a demo teacher. Drops both databases afterwards.
#   ADMIN_URL=postgres://postgres@127.0.0.1:5432/postgres PORT=3135 deploy/backup/test-restore.sh
set -eu
ADMIN_URL="${ADMIN_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
PORT="${PORT:-3135}"
PREFIX="${PREFIX:-zyb_restore_check}"
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d)"
src="${PREFIX}_src"; dst="${PREFIX}_dst"
url_of() { echo "$ADMIN_URL" | sed "s#/[^/]*\$#/$1#"; }
cleanup() {
  [ -n "${app:-}" ] && kill "$app" 2>/dev/null && wait "$app" 2>/dev/null || true
  psql -q "$ADMIN_URL" -c "DROP DATABASE IF EXISTS $src WITH (FORCE)" -c "DROP DATABASE IF EXISTS $dst WITH (FORCE)" || true
  rm -rf "$work"
}
trap cleanup EXIT
start_app() { # $1 database url, $2 SEED_DEMO
  DATABASE_URL="$1" SEED_DEMO="$2" PORT="$PORT" HOST=127.0.0.1 WEB_DIST=/nonexistent LOG_LEVEL=warn DATA_DIR="$work" \
    node "$root/apps/server/dist/server.js" > "$work/app.log" 2>&1 &
  app=$!
  i=0
  until curl -fs "http://127.0.0.1:$PORT/api/health/ready" > /dev/null; do
    i=$((i + 1)); [ $i -gt 1200 ] && { cat "$work/app.log"; exit 1; }
    kill -0 "$app" 2>/dev/null || { cat "$work/app.log"; exit 1; }
    sleep 0.5
  done
}
stop_app() { kill "$app"; wait "$app" || true; app=; }

[ -f "$root/apps/server/dist/server.js" ] || node "$root/apps/server/scripts/build.mjs"
psql -q "$ADMIN_URL" -c "DROP DATABASE IF EXISTS $src WITH (FORCE)" -c "DROP DATABASE IF EXISTS $dst WITH (FORCE)" -c "CREATE DATABASE $src"
echo "1. seeding $src (first start: migrations and demo schools)"
start_app "$(url_of "$src")" 1
stop_app
echo "2. backup.sh"
DATABASE_URL="$(url_of "$src")" BACKUP_DIR="$work/backups" BACKUP_KEEP=2 "$root/deploy/backup/backup.sh"
dump="$(ls "$work"/backups/zuoyeben-*.dump)"
echo "   $(du -h "$dump" | cut -f1) dump"
echo "3. restore.sh into a fresh $dst"
psql -q "$ADMIN_URL" -c "CREATE DATABASE $dst"
"$root/deploy/backup/restore.sh" "$dump" "$(url_of "$dst")"
echo "4. the app starts on $dst (SEED_DEMO=0) and the demo teacher logs in"
start_app "$(url_of "$dst")" 0
answer="$(curl -fs -H 'content-type: application/json' -d '{"userCode":"13800000002","password":"Demo@2026"}' "http://127.0.0.1:$PORT/api/Common/Login1")"
echo "   $answer" | cut -c1-200
echo "$answer" | grep -q '"status":200' || { echo "login on the restored database failed"; exit 1; }
stop_app
echo "restore check passed"
