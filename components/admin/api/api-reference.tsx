// The OpenAPI document as a page: each call a <details> element (open and close without any script), with who may
// call it, its parameters, its request body's JSON Schema and its answers by status.
import { ADMIN_API_MESSAGES as M } from '@/lib/shared/messages/admin-api-reference';
import styles from './api-reference.module.css';

type Schema = Record<string, unknown>;
interface Parameter {
  name: string;
  in: string;
  required: boolean;
  schema: Schema;
}
interface Operation {
  operationId: string;
  tags: string[];
  summary: string;
  security: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description: string }>;
}
export interface ApiDocument {
  info: { title: string; description: string };
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
}

function typeOf(schema: Schema): string {
  if (Array.isArray(schema.enum)) return schema.enum.join(' | ');
  if (typeof schema.type === 'string') return schema.type;
  return 'value';
}

function securityLine(security: Operation['security']): string {
  // A back-office operation's scope is the permission it needs: "adminSession (orders)".
  const schemes = security.map((entry) => {
    const [name, scopes = []] = Object.entries(entry)[0] ?? [M.securityNone];
    return scopes.length ? `${name} (${scopes.join(', ')})` : name;
  });
  return schemes.length ? schemes.join(', ') : M.securityNone;
}

function OperationDetails({ method, path, operation }: { method: string; path: string; operation: Operation }) {
  return (
    <details className={styles.operation} id={operation.operationId}>
      <summary>
        <span className={styles.method}>{method.toUpperCase()}</span> <code>{path}</code> {operation.summary}
      </summary>
      <p>
        {M.security}: {securityLine(operation.security)}
      </p>
      {operation.parameters?.length ? (
        <>
          <h4>{M.parameters}</h4>
          <ul>
            {operation.parameters.map((p) => (
              <li key={`${p.in}-${p.name}`}>
                <code>{p.name}</code> ({p.in}, {p.required ? M.required : M.optional}): {typeOf(p.schema)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {operation.requestBody
        ? Object.entries(operation.requestBody.content).map(([type, { schema }]) => (
            <div key={type}>
              <h4>
                {M.requestBody} ({type})
              </h4>
              <pre className={styles.schema}>{JSON.stringify(schema, null, 2)}</pre>
            </div>
          ))
        : null}
      <h4>{M.responses}</h4>
      <ul>
        {Object.entries(operation.responses).map(([status, response]) => (
          <li key={status}>
            <strong>{status}</strong> {response.description}
          </li>
        ))}
      </ul>
    </details>
  );
}

export function ApiReference({ document }: { document: ApiDocument }) {
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );
  return (
    <article className={styles.reference}>
      <h1>{M.title}</h1>
      <p>{M.intro}</p>
      <p>
        <a href="/api/v1/openapi.json">{M.download}</a>
      </p>
      {document.tags.map((tag) => (
        <section key={tag.name} aria-labelledby={`tag-${tag.name.replace(/\W+/g, '-')}`}>
          <h2 id={`tag-${tag.name.replace(/\W+/g, '-')}`}>{tag.name}</h2>
          <p>{tag.description}</p>
          {operations
            .filter(({ operation }) => operation.tags.includes(tag.name))
            .map(({ path, method, operation }) => (
              <OperationDetails key={operation.operationId} method={method} path={path} operation={operation} />
            ))}
        </section>
      ))}
    </article>
  );
}
