-- Built-in roles that match a firm. The inspector ("user") no longer deletes assignments: deleting
-- is its own permission, inspections.delete, which '*' (owner, admin) and the office's
-- 'inspections.*' cover. Nor does the inspector handle orders (and hear of each new one): that is
-- the office's; the inspector still reads them. A firm whose user role still holds the old defaults (compared as a set,
-- since migration 0034 appended 'email.*') gets the new ones; one the firm changed is left as it is.
UPDATE roles
SET permissions = ARRAY['inspections.read', 'inspections.write', 'projects.*', 'contacts.*', 'orders.read',
                        'calendar.*', 'email.*', 'documents.read']
WHERE builtin AND name = 'user'
  AND permissions @> ARRAY['inspections.*', 'projects.*', 'contacts.*', 'orders.*', 'calendar.*', 'email.*',
                           'documents.read']
  AND permissions <@ ARRAY['inspections.*', 'projects.*', 'contacts.*', 'orders.*', 'calendar.*', 'email.*',
                           'documents.read'];

-- The office role ("Kontor") handles orders, the calendar and the assignments, deleting included.
-- A firm that already has a role of that name (any case) keeps its own.
INSERT INTO roles (tenant_id, name, permissions, builtin)
SELECT t.id, 'office',
       ARRAY['inspections.*', 'projects.*', 'contacts.*', 'orders.*', 'calendar.*', 'email.*', 'documents.read'],
       true
FROM tenants t
WHERE NOT EXISTS (SELECT 1 FROM roles r WHERE r.tenant_id = t.id AND lower(r.name) = 'office');
