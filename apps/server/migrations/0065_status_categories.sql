-- What a firm's status means, whatever the firm calls it: the step of the assignment's course it
-- stands for. The automatic moves (inspector and date set: booked; report issued: reported;
-- invoiced: invoiced) and the guard on marking an assignment performed before its date read it.
ALTER TABLE inspection_statuses
  ADD COLUMN category text NOT NULL DEFAULT 'booked'
    CHECK (category IN ('new', 'booked', 'performed', 'reported', 'invoiced', 'cancelled'));

-- The existing statuses by their names first (the words Swedish firms use), then by their flags:
-- a final status is a performed one, the first open one of a firm its new one, the other open ones booked.
UPDATE inspection_statuses SET category = CASE
  WHEN lower(name) ~ '^(ny|nytt|inkommen|obokad|order)' THEN 'new'
  WHEN lower(name) ~ '^(bokad|planerad|tidsbokad)' THEN 'booked'
  WHEN lower(name) ~ '^(utförd|besiktad|genomförd|klar)' THEN 'performed'
  WHEN lower(name) ~ '^(rapporterad|levererad|protokoll skickat|skickad)' THEN 'reported'
  WHEN lower(name) ~ '^(fakturerad|betald)' THEN 'invoiced'
  WHEN lower(name) ~ '^(avbokad|avbruten|makulerad|struken|inställd)' THEN 'cancelled'
  WHEN final THEN 'performed'
  WHEN id = (SELECT first.id FROM inspection_statuses first
             WHERE first.tenant_id = inspection_statuses.tenant_id AND NOT first.final
             ORDER BY first.archived, first.sort_order, first.name LIMIT 1) THEN 'new'
  ELSE 'booked'
END;
