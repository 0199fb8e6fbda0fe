-- What the customer wrote and asked for stays apart from what the firm decided: the order's
-- message is not merged into the assignment's description (which prints in the protocol), and
-- the customer's preferred date and time are kept beside the booked date and start time.
ALTER TABLE inspections
  ADD COLUMN customer_message text,
  ADD COLUMN preferred_date date,
  ADD COLUMN preferred_time time;
