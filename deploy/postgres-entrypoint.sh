#!/bin/bash
# Initialises the cluster once (user and database appsec), then execs postgres so it gets SIGTERM itself.
set -euo pipefail
bin=/usr/lib/postgresql/15/bin
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  "$bin/initdb" -D "$PGDATA" --auth-host=scram-sha-256 --auth-local=peer -U postgres >/dev/null
  echo "host all all 0.0.0.0/0 scram-sha-256" >>"$PGDATA/pg_hba.conf"
  "$bin/pg_ctl" -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
  psql -v ON_ERROR_STOP=1 -q -c "CREATE USER appsec PASSWORD '${POSTGRES_PASSWORD:?}'" -c "CREATE DATABASE appsec OWNER appsec"
  "$bin/pg_ctl" -D "$PGDATA" -m fast -w stop >/dev/null
fi
exec "$bin/postgres" -D "$PGDATA" -c listen_addresses='*'
