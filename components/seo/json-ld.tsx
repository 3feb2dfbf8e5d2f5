// Structured data for search engines. "<" is escaped so text from the database cannot close the script tag.
import type { Thing, WithContext } from 'schema-dts';

export function JsonLd<T extends Thing>({ data }: { data: WithContext<T> | WithContext<T>[] }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
