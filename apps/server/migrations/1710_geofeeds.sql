-- Geofeeds (docs/decisions/195-geofeeds.md, docs/PRODUCT.md "Geofeeds"): the geolocation a leaser
-- gives one leased range, published in the seller's RFC 8805 feed while the lease is in force.
-- One row per lease (order_ip_leases row): a renewal extends the same lease, so the location stays;
-- a new lease of the same range starts without one. The checks repeat the shared input rules, so a
-- row that would break a feed line cannot be stored by any code path.
CREATE TABLE lease_geolocations (
  order_ip_lease_id uuid PRIMARY KEY REFERENCES order_ip_leases(id) ON DELETE CASCADE,
  country_code text NOT NULL CHECK (country_code ~ '^[A-Z]{2}$'),
  -- ISO 3166-2, and of the same country.
  region text CHECK (region ~ '^[A-Z]{2}-[A-Z0-9]{1,3}$' AND left(region, 2) = country_code),
  -- One plain CSV cell: no separator, quote or control character; counted in characters.
  city text CHECK (char_length(city) BETWEEN 1 AND 100 AND city !~ '[,"[:cntrl:]]'),
  updated_by uuid NOT NULL REFERENCES users(id),
  updated_at timestamptz NOT NULL DEFAULT now()
);
