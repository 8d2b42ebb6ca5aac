#!/bin/sh
# Dumps the Zuoyeben database (DATABASE_URL) to BACKUP_DIR/zuoyeben-<UTC time>.dump in pg_dump's custom format
# (compressed; pg_restore can restore all of it or single tables) and keeps the newest BACKUP_KEEP dumps.
# Files kept under FILES_DIR (generated PDFs and exports, scans) are backed up apart: see docs/deploy.md.
set -eu
: "${DATABASE_URL:?DATABASE_URL is not set}"
BACKUP_DIR="${BACKUP_DIR:-/var/lib/zuoyeben/backups}"
BACKUP_KEEP="${BACKUP_KEEP:-14}"
mkdir -p "$BACKUP_DIR"
target="$BACKUP_DIR/zuoyeben-$(date -u +%Y%m%dT%H%M%SZ).dump"
# Written under a temporary name first: a dump cut short never looks like a complete backup.
pg_dump --format=custom --no-owner --file="$target.part" "$DATABASE_URL"
mv "$target.part" "$target"
ls -1t "$BACKUP_DIR"/zuoyeben-*.dump | tail -n +"$((BACKUP_KEEP + 1))" | xargs -r rm --
echo "backup written: $target"
