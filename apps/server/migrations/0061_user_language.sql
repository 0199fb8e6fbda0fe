-- The language a user chose in their settings: Swedish or English, or null for the browser's.
-- The server words that user's problem answers in it whatever the request's Accept-Language says,
-- and the staff app starts in it. Changing it moves the user's data_version (migration 0024's
-- trigger compares the whole row), so the initial data answers it at once.
ALTER TABLE users ADD COLUMN language text CHECK (language IN ('sv', 'en'));
