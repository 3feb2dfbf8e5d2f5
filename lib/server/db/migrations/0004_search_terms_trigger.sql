-- Keeps search_terms holding every word of every product's search text, so a misspelt query word can be
-- corrected against a few thousand terms instead of every product. Statement-level triggers with
-- transition tables: a bulk insert of 500 products runs one INSERT here, not 500.
CREATE FUNCTION collect_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term)
  SELECT DISTINCT word
  FROM changed_products, regexp_split_to_table(lower(changed_products.search_text), '[^[:alnum:]]+') AS word
  WHERE length(word) >= 3 AND word !~ '^[0-9]+$'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_terms_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed_products FOR EACH STATEMENT EXECUTE FUNCTION collect_search_terms();
--> statement-breakpoint
CREATE TRIGGER products_search_terms_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS changed_products FOR EACH STATEMENT EXECUTE FUNCTION collect_search_terms();
--> statement-breakpoint
INSERT INTO search_terms (term)
SELECT DISTINCT word
FROM products, regexp_split_to_table(lower(products.search_text), '[^[:alnum:]]+') AS word
WHERE length(word) >= 3 AND word !~ '^[0-9]+$'
ON CONFLICT DO NOTHING;
