-- The server instances running on this database, each with where it keeps uploaded files, so an
-- operator sees on /admin when instances do not share their files (docs/decisions/315). Each
-- instance writes its row at start, marks it seen every 30 seconds and deletes it when it stops; a
-- row not seen for three minutes is an instance that stopped without saying so.
CREATE TABLE server_instances (
  id uuid PRIMARY KEY,
  host text NOT NULL,
  pid integer NOT NULL,
  -- Where its uploaded files live: equal on instances that share them ('disk <id of the directory>',
  -- 's3 <endpoint>/<bucket>'), and how to name it to a person (the directory and host, the bucket).
  file_storage text NOT NULL,
  file_storage_label text NOT NULL,
  started_at timestamptz NOT NULL,
  seen_at timestamptz NOT NULL
);
