-- Live bus events of each API process for the others' streams (api/src/cluster/live-bus-bridge.ts):
-- one row per batch of events; a NOTIFY on channel live_bus carries its id. Rows live a minute.
CREATE TABLE live_bus (
  id bigserial PRIMARY KEY,
  origin text NOT NULL,
  events text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
