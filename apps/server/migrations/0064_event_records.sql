-- What an event changed, for people: the action, the kind of record, its label (an assignment's
-- number, a contact's name) as it was when the change was made, so that a renamed or deleted
-- record still reads as it did, and the fields it changed with their values before and after, as
-- people read them (a status's name). The service that makes the change describes it; an event it
-- did not describe gets its action from the method and its kind from the route, and no label.
ALTER TABLE events
  ADD COLUMN action text CHECK (action IN ('create', 'update', 'delete', 'read')),
  ADD COLUMN record_type text,
  ADD COLUMN record_label text,
  ADD COLUMN changes jsonb;

-- The events written before: action and kind as the server derives them for an undescribed change
-- (eventActionOf and eventRecordType in packages/contracts/src/events.ts), so that the filters find
-- them too. The kind is the first segment of the route that does not say how it is reached; the
-- inspections service's own name is skipped when a resource follows it.
UPDATE events SET
  action = CASE method WHEN 'GET' THEN 'read' WHEN 'DELETE' THEN 'delete' WHEN 'POST' THEN 'create' ELSE 'update' END,
  record_type = (
    SELECT named FROM (
      SELECT CASE WHEN segments[1] = 'inspections' AND segments[2] IS NOT NULL AND segments[2] NOT LIKE ':%'
                  THEN segments[2] ELSE segments[1] END AS named
        FROM (SELECT array_agg(segment ORDER BY place) AS segments
                FROM unnest(string_to_array(route, '/')) WITH ORDINALITY AS part (segment, place)
               WHERE segment NOT IN ('', ':tenant', 'v1', 'vb', 'admin', 'public', 'account', 'user', 'organizations')
             ) AS path
    ) AS kind
     WHERE named IN ('contact', 'inspections', 'order', 'order-types', 'activity', 'projects', 'remarks',
                     'notifications', 'profile', 'types', 'statuses', 'contact-roles', 'settings', 'content',
                     'organization', 'roles', 'groups', 'permissions', 'users', 'accounts', 'network',
                     'identity-link', 'features', 'metadata', 'documents')
  );
ALTER TABLE events ALTER COLUMN action SET NOT NULL;

-- The log filtered by person or by kind of record, newest first, a page at a time.
CREATE INDEX events_actor_at_idx ON events (tenant_id, actor_id, at DESC, id DESC);
CREATE INDEX events_record_type_at_idx ON events (tenant_id, record_type, at DESC, id DESC);
