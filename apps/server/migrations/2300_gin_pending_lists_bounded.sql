-- The word indexes of the catalogue keep their pending lists short (docs/decisions/316).
--
-- A sale updates its listing's free units or its package's stock. Those columns are in the public
-- indexes' conditions, so the update is never HOT: every index of the table gets the new row, and a
-- GIN index (with fastupdate, the default) appends it to its pending list, which every search through
-- that index then reads whole, until a vacuum or the list's limit (4 MB by default) moves it into the
-- index. On the bench's data 6,206 package sales left 239 pending pages on the words index, and the
-- search '?q=clean+amst' took 18.8 ms instead of 10.7 ms once they were moved in. At 64 kB (the
-- least PostgreSQL allows) a search reads at most 8 pending pages, and the sale that fills the list
-- moves it in (measured: no slower for the updates than the default, faster than no pending list).
ALTER INDEX listings_public_search_idx SET (gin_pending_list_limit = 64);
ALTER INDEX listings_public_location_idx SET (gin_pending_list_limit = 64);
ALTER INDEX server_packages_public_search_idx SET (gin_pending_list_limit = 64);
ALTER INDEX server_packages_public_location_idx SET (gin_pending_list_limit = 64);
ALTER INDEX server_packages_public_specs_idx SET (gin_pending_list_limit = 64);
