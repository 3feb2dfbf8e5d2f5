-- Trigram matching lets catalogue search forgive typos ("neckalce" finds necklaces).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
