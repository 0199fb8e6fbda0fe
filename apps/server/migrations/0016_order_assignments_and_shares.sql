-- An accepted order becomes one assignment per ordered inspection type: order_inspections lists
-- them in the order's order (orders.inspection_id stays the first, which the lists show). A
-- share is sent to an address-book contact by e-mail: the contact (while it exists), the address
-- and name as sent, and the queued message are recorded.

CREATE TABLE order_inspections (
  tenant_id text NOT NULL,
  order_id uuid NOT NULL,
  inspection_id uuid NOT NULL,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, order_id, inspection_id),
  FOREIGN KEY (tenant_id, order_id) REFERENCES orders (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, inspection_id) REFERENCES inspections (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX order_inspections_inspection_idx ON order_inspections (tenant_id, inspection_id);

INSERT INTO order_inspections (tenant_id, order_id, inspection_id, position)
SELECT tenant_id, id, inspection_id, 0 FROM orders WHERE inspection_id IS NOT NULL;

ALTER TABLE order_inspections ENABLE ROW LEVEL SECURITY;
ALTER TABLE order_inspections FORCE ROW LEVEL SECURITY;
CREATE POLICY order_inspections_tenant ON order_inspections
  USING (tenant_id = app_tenant()) WITH CHECK (tenant_id = app_tenant());
GRANT SELECT, INSERT, UPDATE, DELETE ON order_inspections TO syna_app;

ALTER TABLE order_shares
  ADD COLUMN contact_id uuid,
  ADD COLUMN email text,
  ADD COLUMN mail_id uuid,
  ADD FOREIGN KEY (tenant_id, contact_id) REFERENCES contacts (tenant_id, id) ON DELETE SET NULL (contact_id),
  ADD FOREIGN KEY (tenant_id, mail_id) REFERENCES mail_outbox (tenant_id, id) ON DELETE SET NULL (mail_id);
CREATE INDEX order_shares_contact_idx ON order_shares (tenant_id, contact_id);

-- The owner's row access on the new table (0011).
SELECT app_grant_owner_rows();
