-- The accounting integrations (Fortnox, Visma eEkonomi) are features every firm can switch on:
-- each firm gets their rows switched off, so the features page lists them, and the office role
-- gets their invoicing permissions, as a new firm's does.
INSERT INTO tenant_features (tenant_id, name, enabled)
SELECT tenants.id, feature.name, false
FROM tenants CROSS JOIN (VALUES ('fortnox'), ('visma')) AS feature (name)
ON CONFLICT (tenant_id, name) DO NOTHING;

UPDATE roles SET permissions = permissions || ARRAY['fortnox.*', 'visma.*']
WHERE builtin AND name = 'office' AND NOT 'fortnox.*' = ANY (permissions);
