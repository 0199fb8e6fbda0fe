-- Links the caller to the one user of another issuer whose e-mail that issuer verified, when the
-- caller's own row (just updated from the verified ID token of a completed sign-in) has the same
-- verified e-mail and the caller is in no firm: the first sign-in at a new issuer may have come
-- without a verified e-mail in its access token (Glewlwyd's is the string "true"), and then made a
-- new, empty user. The caller's row came from that failed attempt: it is removed when it holds
-- nothing (no firm, past or present, no logged action, no other identity), otherwise it keeps no
-- subject, as a row a link code moved away from (0030). Answers the linked user's id, or null when
-- nothing links (no verified e-mail, none or several users with it, or the caller in a firm); the
-- transaction then runs for the linked user. Runs as the owner: it writes two users' rows.
CREATE FUNCTION app_link_caller_by_verified_email(request_id text) RETURNS uuid
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  caller users%ROWTYPE;
  target users%ROWTYPE;
  candidates integer;
BEGIN
  SELECT * INTO caller FROM users WHERE id = app_user() FOR UPDATE;
  IF caller.id IS NULL OR caller.sub IS NULL OR caller.issuer IS NULL
     OR caller.email IS NULL OR NOT caller.email_verified
     OR EXISTS (SELECT 1 FROM accounts WHERE user_id = caller.id) THEN
    RETURN NULL;
  END IF;
  -- As provisioning's `lockUsersWithVerifiedEmail`: several users with the address link none.
  SELECT count(*) INTO candidates FROM (
    SELECT 1 FROM users
     WHERE lower(email) = lower(caller.email) AND email_verified AND sub IS NOT NULL
       AND issuer IS DISTINCT FROM caller.issuer
     LIMIT 2) found;
  IF candidates <> 1 THEN
    RETURN NULL;
  END IF;
  SELECT * INTO target FROM users
   WHERE lower(email) = lower(caller.email) AND email_verified AND sub IS NOT NULL
     AND issuer IS DISTINCT FROM caller.issuer
   FOR UPDATE;

  INSERT INTO user_identity_links (user_id, previous_issuer, previous_subject, issuer, subject, reason)
    VALUES (target.id, target.issuer, target.sub, caller.issuer, caller.sub, 'verified-email');
  UPDATE users SET sub = NULL, updated_at = now() WHERE id = caller.id;
  UPDATE users SET issuer = caller.issuer, sub = caller.sub, updated_at = now() WHERE id = target.id;
  -- Each of the linked user's firms sees who can sign in as its member, as at provisioning.
  INSERT INTO events (tenant_id, actor_id, actor_name, method, route, target, address, request_id)
    SELECT tenant_id, target.id, target.name, 'POST', '/v1/account/user/identity-link', target.id,
           NULL, nullif(request_id, '')
      FROM accounts WHERE user_id = target.id;
  DELETE FROM users
   WHERE id = caller.id
     AND NOT EXISTS (SELECT 1 FROM former_members WHERE user_id = caller.id)
     AND NOT EXISTS (SELECT 1 FROM events WHERE actor_id = caller.id)
     AND NOT EXISTS (SELECT 1 FROM user_identity_links WHERE user_id = caller.id)
     AND NOT EXISTS (SELECT 1 FROM identity_link_codes WHERE used_by = caller.id);
  PERFORM set_config('app.user_id', target.id::text, true);
  RETURN target.id;
END $$;
REVOKE ALL ON FUNCTION app_link_caller_by_verified_email(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION app_link_caller_by_verified_email(text) TO syna_app;

-- The owner's row access (0011); no new table, but every migration ends with it.
SELECT app_grant_owner_rows();
