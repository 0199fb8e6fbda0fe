-- The accounting integrations (Fortnox, Visma eEkonomi): a firm's connection to each provider,
-- the states of consents it has completed, the assignments' invoicing attempts and the calls made
-- to the providers.
--
-- A connection keeps the provider's tokens sealed with AES-256-GCM under one of the server's
-- ACCOUNTING_TOKEN_KEYS (`key_id` names it; the key itself is never in the database), so a copy
-- of the database holds no usable grant. `needs_reactivation` is set when the provider refuses
-- to renew the grant.
CREATE TABLE accounting_connections (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('fortnox', 'visma')),
  sealed_tokens text,
  key_id text,
  expires_at timestamptz,
  scope text,
  company_name text,
  connected_at timestamptz,
  connected_by uuid REFERENCES users (id) ON DELETE SET NULL,
  needs_reactivation boolean NOT NULL DEFAULT false,
  use_own_invoice_numbers boolean NOT NULL DEFAULT false,
  -- Visma eEkonomi: the invoice is made final (converted from its draft, numbered) at once.
  final_invoices boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, provider),
  CHECK ((sealed_tokens IS NULL) = (key_id IS NULL))
);

-- A consent's state is good once: its nonce is kept here when used (the state itself says when
-- it was made, so rows older than its 10 minutes may go).
CREATE TABLE accounting_used_states (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  nonce text NOT NULL,
  used_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, nonce)
);

-- One try at invoicing an assignment at a provider. `attempt` counts the tries of the assignment
-- at that provider; the external key (assignment and attempt) is what the provider keeps, so a
-- retried job finds the invoice an earlier try made. At most one attempt of an assignment is
-- queued or sent at a provider at a time.
CREATE TABLE invoice_attempts (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  inspection_id uuid NOT NULL,
  provider text NOT NULL CHECK (provider IN ('fortnox', 'visma')),
  attempt integer NOT NULL CHECK (attempt > 0),
  state text NOT NULL CHECK (state IN ('queued', 'sent', 'failed')),
  external_key text NOT NULL,
  invoice_id text,
  invoice_number text,
  own_number text,
  url text,
  total_ore bigint NOT NULL DEFAULT 0,
  message text,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, inspection_id, provider, attempt),
  FOREIGN KEY (tenant_id, inspection_id) REFERENCES inspections (tenant_id, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX invoice_attempts_open_idx ON invoice_attempts (tenant_id, inspection_id, provider)
  WHERE state IN ('queued', 'sent');

-- Every call to a provider: what, its HTTP status (null: no answer), how long it took. Never a token.
CREATE TABLE accounting_calls (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  provider text NOT NULL CHECK (provider IN ('fortnox', 'visma')),
  operation text NOT NULL,
  status integer,
  duration_ms integer NOT NULL,
  message text,
  at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX accounting_calls_at_idx ON accounting_calls (tenant_id, provider, at DESC);

SELECT app_keep_tenant_rows(ARRAY['accounting_connections', 'accounting_used_states', 'invoice_attempts', 'accounting_calls']);

GRANT SELECT, INSERT, UPDATE, DELETE ON accounting_connections TO syna_app;
GRANT SELECT, INSERT, DELETE ON accounting_used_states TO syna_app;
GRANT SELECT, INSERT, UPDATE ON invoice_attempts TO syna_app;
GRANT SELECT, INSERT ON accounting_calls TO syna_app;
