-- Keeping the customer informed (order received, booking confirmed, the reminder the day before).
-- An order keeps the language of the page it came from, so the mails that follow it speak it.
ALTER TABLE orders
  ADD COLUMN language text NOT NULL DEFAULT 'sv' CHECK (language IN ('sv', 'en'));

-- A message written about an order is listed on it, as one about an assignment or a contact is.
ALTER TABLE mail_outbox
  ADD COLUMN order_id uuid,
  ADD FOREIGN KEY (tenant_id, order_id) REFERENCES orders (tenant_id, id) ON DELETE SET NULL (order_id);
CREATE INDEX mail_outbox_order_idx ON mail_outbox (tenant_id, order_id, created_at DESC)
  WHERE order_id IS NOT NULL;

-- The day the customer was last reminded of: each booked day is reminded of once, however many
-- times the reminder's job runs or the booking moves back and forth.
ALTER TABLE inspections
  ADD COLUMN customer_reminded_for date;
