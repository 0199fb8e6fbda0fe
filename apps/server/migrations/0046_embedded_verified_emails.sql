-- A user made together with its embedded sign-in (the first owner, the demo seed) was recorded with
-- its e-mail unverified until its first sign-in, though the sign-in's own address was verified; a
-- firm moving to its own issuer then could not link such a person by e-mail. The rows are brought
-- in line with their sign-ins; new ones are made verified as their sign-in is (`createLocalUser`).
UPDATE users u
   SET email_verified = true
  FROM idp_local_accounts local
 WHERE u.issuer = 'embedded'
   AND u.sub = local.sub::text
   AND NOT u.email_verified
   AND local.email_verified_at IS NOT NULL
   AND lower(u.email) = lower(local.email);
