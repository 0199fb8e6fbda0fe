-- Where the geocoder placed each address a firm's map dialog or day list asked for, so that the
-- next look-up of the same address asks no one. Kept by the address's normalised text
-- (`address_key`); an address the geocoder did not find is kept too, with no position, for a short
-- while (the service decides how long each kind of answer is trusted, by `geocoded_at`).
CREATE TABLE geocoded_addresses (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  address_key text NOT NULL CHECK (char_length(address_key) <= 600),
  lat double precision CHECK (lat BETWEEN -90 AND 90),
  lon double precision CHECK (lon BETWEEN -180 AND 180),
  label text NOT NULL DEFAULT '' CHECK (char_length(label) <= 500),
  geocoded_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, address_key),
  CHECK ((lat IS NULL) = (lon IS NULL))
);

SELECT app_keep_tenant_rows(ARRAY['geocoded_addresses']);

-- A look-up answered again replaces the row; nothing removes one (a firm's addresses are few).
GRANT SELECT, INSERT, UPDATE ON geocoded_addresses TO syna_app;
