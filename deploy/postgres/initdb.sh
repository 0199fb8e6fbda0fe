#!/bin/sh
# Run once by the postgres image on an empty cluster: the request roles of least privilege
# (docs/CONFIGURATION.md, "Least privilege"). The owner is the image's POSTGRES_USER.
set -eu
psql -v ON_ERROR_STOP=1 -v request_password="$SYNA_REQUEST_PASSWORD" \
  --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" <<'SQL'
CREATE ROLE syna_app NOLOGIN NOSUPERUSER NOBYPASSRLS;
CREATE ROLE syna_partner NOLOGIN NOSUPERUSER NOBYPASSRLS;
CREATE ROLE syna_request LOGIN NOSUPERUSER NOBYPASSRLS NOINHERIT IN ROLE syna_app, syna_partner;
ALTER ROLE syna_request PASSWORD :'request_password';
SQL
