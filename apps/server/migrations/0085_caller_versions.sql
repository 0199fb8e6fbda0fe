-- Each server process keeps a member's caller (tenant, user, membership, permissions, features) per
-- firm and sign-in, and reuses it while the versions of migration 0014 are those it was read at:
-- every change to what the caller is made of moves the firm's or the user's version in the same
-- transaction (the firm's row, its features and roles; the user's row, their memberships, groups
-- and group permissions). The request's scope statement reads the two versions here, in the
-- request's own transaction, so a change any server copy committed before is seen at once.
--
-- It runs as the owner, since the scope statement calls it before it has switched to the request
-- role (and before the tenant is set), and for the same reason every role may call it: the
-- connecting role of a least-privilege set-up inherits nothing. It answers two counters of the
-- firm and user it is given and nothing else; the user's only when the id still belongs to that
-- issuer and subject, so a re-linked or re-created sign-in never matches a kept caller.
CREATE FUNCTION app_caller_versions(firm text, member uuid, member_issuer text, member_subject text,
                                    OUT tenant_version bigint, OUT user_version bigint)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT (SELECT data_version FROM tenants WHERE id = firm),
         (SELECT data_version FROM users
           WHERE id = member AND issuer = member_issuer AND sub = member_subject)
$$;
