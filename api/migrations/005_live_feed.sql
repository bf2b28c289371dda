-- The leader's live data for the other API processes (docs/architecture.md, "Many processes"):
-- one row per topic, its latest payload; a NOTIFY on channel live_feed carries only the version.
CREATE SEQUENCE live_feed_version;
CREATE TABLE live_feed (
  topic text PRIMARY KEY,
  version bigint NOT NULL,
  -- NULL: the topic was removed (a finished match left the feed)
  payload text NULL
);
CREATE INDEX live_feed_version_idx ON live_feed (version);
