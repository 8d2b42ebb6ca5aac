#!/bin/sh
# Restores a dump made by backup.sh into an EMPTY database, then the app can start on it:
#   deploy/backup/restore.sh /var/lib/zuoyeben/backups/zuoyeben-20261129T023000Z.dump postgres://zuoyeben@localhost/zuoyeben_restored
# Create the database first (createdb zuoyeben_restored). Stop the app before restoring over a live database.
set -eu
dump="${1:?usage: restore.sh <dump file> <database url>}"
url="${2:?usage: restore.sh <dump file> <database url>}"
# --exit-on-error: a restore that fails half way says so instead of leaving a partial database that looks whole.
pg_restore --no-owner --exit-on-error --single-transaction --dbname="$url" "$dump"
echo "restored $dump into $url"
