// Runs before each test file of the "api (PostgreSQL)" project: point test-db.ts at the server.
if (!process.env.TEST_POSTGRES_URL) throw new Error('TEST_POSTGRES_URL is not set');
process.env.TEST_DATABASE_URL = process.env.TEST_POSTGRES_URL;
