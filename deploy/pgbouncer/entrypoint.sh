#!/bin/sh
# Writes the two roles' passwords from the environment into PgBouncer's user list, then runs it.
set -eu
umask 077
printf '"syna_owner" "%s"\n"syna_request" "%s"\n' "$SYNA_OWNER_PASSWORD" "$SYNA_REQUEST_PASSWORD" >/tmp/userlist.txt
exec pgbouncer /etc/pgbouncer/pgbouncer.ini
