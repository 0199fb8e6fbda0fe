-- The firm's price list and each assignment's price (docs/ARCHITECTURE.md "Prices"). Money is
-- whole öre (integers); VAT rates are the Swedish ones (25, 12, 6, 0).

-- The extras: articles with their own number, name, unit and price excluding VAT.
CREATE TABLE price_articles (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  article_number text CHECK (char_length(article_number) <= 50),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
  unit text NOT NULL CHECK (unit IN ('st', 'km', 'tim')),
  unit_price integer NOT NULL CHECK (unit_price BETWEEN 0 AND 1000000000),
  vat_rate integer NOT NULL DEFAULT 25 CHECK (vat_rate IN (25, 12, 6, 0)),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);

-- The price of an inspection type or of an order type: one of the two keys, and it goes with its
-- type when the type is deleted.
CREATE TABLE type_prices (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  inspection_type_id uuid,
  order_type_id uuid,
  article_number text CHECK (char_length(article_number) <= 50),
  unit_price integer NOT NULL CHECK (unit_price BETWEEN 0 AND 1000000000),
  vat_rate integer NOT NULL DEFAULT 25 CHECK (vat_rate IN (25, 12, 6, 0)),
  CHECK (num_nonnulls(inspection_type_id, order_type_id) = 1),
  FOREIGN KEY (tenant_id, inspection_type_id) REFERENCES inspection_types (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, order_type_id) REFERENCES order_types (tenant_id, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX type_prices_inspection_type_idx ON type_prices (tenant_id, inspection_type_id)
  WHERE inspection_type_id IS NOT NULL;
CREATE UNIQUE INDEX type_prices_order_type_idx ON type_prices (tenant_id, order_type_id)
  WHERE order_type_id IS NOT NULL;

-- An assignment's price: its rows in order, as they go on the invoice. A row copies the article's
-- number, name and price when it is made, so a later change of the list leaves it as it was.
CREATE TABLE inspection_price_rows (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  inspection_id uuid NOT NULL,
  position integer NOT NULL CHECK (position >= 0),
  article_id uuid,
  article_number text CHECK (char_length(article_number) <= 50),
  description text NOT NULL CHECK (char_length(description) BETWEEN 1 AND 200),
  quantity numeric(10, 2) NOT NULL CHECK (quantity > 0 AND quantity <= 100000),
  unit_price integer NOT NULL CHECK (unit_price BETWEEN 0 AND 1000000000),
  vat_rate integer NOT NULL CHECK (vat_rate IN (25, 12, 6, 0)),
  PRIMARY KEY (tenant_id, inspection_id, position),
  FOREIGN KEY (tenant_id, inspection_id) REFERENCES inspections (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, article_id) REFERENCES price_articles (tenant_id, id) ON DELETE SET NULL (article_id)
);

SELECT app_keep_tenant_rows(ARRAY['price_articles', 'type_prices', 'inspection_price_rows']);

GRANT SELECT, INSERT, UPDATE, DELETE ON price_articles TO syna_app;
GRANT SELECT, INSERT, UPDATE, DELETE ON type_prices TO syna_app;
GRANT SELECT, INSERT, DELETE ON inspection_price_rows TO syna_app;

-- Every new assignment, however it is made (the form, an accepted order, a copy, a project, the
-- demo), starts with its inspection type's price as its first row, named after the type.
CREATE FUNCTION app_price_new_inspection() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO inspection_price_rows
    (tenant_id, inspection_id, position, article_number, description, quantity, unit_price, vat_rate)
  SELECT NEW.tenant_id, NEW.id, 0, price.article_number, kind.name, 1, price.unit_price, price.vat_rate
    FROM type_prices price
    JOIN inspection_types kind ON kind.tenant_id = price.tenant_id AND kind.id = price.inspection_type_id
   WHERE price.tenant_id = NEW.tenant_id AND price.inspection_type_id = NEW.type_id;
  RETURN NEW;
END $$;

CREATE TRIGGER inspections_price_from_type AFTER INSERT ON inspections
  FOR EACH ROW EXECUTE FUNCTION app_price_new_inspection();

-- An accepted order whose order type has a price is priced by it: the order's main assignment
-- (position 0) gets the order type's price, named after it, in place of its inspection type's;
-- the order's other assignments are part of what the order type's price covers and get none.
CREATE FUNCTION app_price_order_inspection() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM orders o JOIN type_prices price
        ON price.tenant_id = o.tenant_id AND price.order_type_id = o.order_type_id
     WHERE o.tenant_id = NEW.tenant_id AND o.id = NEW.order_id
  ) THEN
    DELETE FROM inspection_price_rows
     WHERE tenant_id = NEW.tenant_id AND inspection_id = NEW.inspection_id;
    IF NEW.position = 0 THEN
      INSERT INTO inspection_price_rows
        (tenant_id, inspection_id, position, article_number, description, quantity, unit_price, vat_rate)
      SELECT NEW.tenant_id, NEW.inspection_id, 0, price.article_number, kind.name, 1, price.unit_price,
             price.vat_rate
        FROM orders o
        JOIN order_types kind ON kind.tenant_id = o.tenant_id AND kind.id = o.order_type_id
        JOIN type_prices price ON price.tenant_id = o.tenant_id AND price.order_type_id = o.order_type_id
       WHERE o.tenant_id = NEW.tenant_id AND o.id = NEW.order_id;
    END IF;
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER order_inspections_price_from_order_type AFTER INSERT ON order_inspections
  FOR EACH ROW EXECUTE FUNCTION app_price_order_inspection();

-- Every firm starts with the common extras, whichever way it is created.
CREATE FUNCTION app_default_price_articles(firm text) RETURNS void
  LANGUAGE sql AS $$
  INSERT INTO price_articles (tenant_id, article_number, name, unit, unit_price, vat_rate)
  SELECT firm, NULL, extra.name, extra.unit, extra.unit_price, 25
    FROM (VALUES ('Resa per km', 'km', 1000),
                 ('Resa, fast pris', 'st', 95000),
                 ('Extra byggnad', 'st', 150000),
                 ('Radonmätning', 'st', 220000)) AS extra (name, unit, unit_price)
   WHERE NOT EXISTS (SELECT 1 FROM price_articles existing WHERE existing.tenant_id = firm)
$$;

CREATE FUNCTION app_tenant_default_price_articles() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM app_default_price_articles(NEW.id);
  RETURN NEW;
END $$;

CREATE TRIGGER tenants_default_price_articles AFTER INSERT ON tenants
  FOR EACH ROW EXECUTE FUNCTION app_tenant_default_price_articles();

SELECT app_default_price_articles(id) FROM tenants;

SELECT app_grant_owner_rows();
