-- A login attempt is written before its password is checked and deleted again when the password
-- was right (src/modules/auth-core/throttle.ts), so each row needs an id of its own.
ALTER TABLE login_failures ADD COLUMN id bigserial PRIMARY KEY;
