-- Trigram search for the orders list customer-name filter (contains). PGlite loads the extension in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
