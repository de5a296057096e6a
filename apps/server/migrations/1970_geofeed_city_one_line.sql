-- A geofeed city stays one line for every reader (docs/PRODUCT.md "Geofeeds", "Text fields"). The
-- check of 1710 refused ASCII control characters; a strict reader also ends a line at NEL (U+0085)
-- and the Unicode line and paragraph separators (U+2028, U+2029), and a direction control
-- (U+202A-U+202E, U+2066-U+2069, U+200E, U+200F, U+061C) makes the cell read as something it is not.
-- A city saved before holding one is dropped (the feed already left it out); the leaser can set it again.
UPDATE lease_geolocations SET city = NULL
  WHERE city ~ '[\u0080-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]';

ALTER TABLE lease_geolocations DROP CONSTRAINT lease_geolocations_city_check;
ALTER TABLE lease_geolocations ADD CONSTRAINT lease_geolocations_city_check CHECK (
  char_length(city) BETWEEN 1 AND 100
  AND city !~ '[,"[:cntrl:]\u0080-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]'
);
