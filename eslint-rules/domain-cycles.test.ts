// The domains of lib/server depend on each other one way: no chain of imports leads from a domain back to
// itself. The graph is computed from the code (eslint-rules/domain-graph.cjs: every import of a domain's
// non-test module into another domain, types included), so a new import that closes a loop fails here with
// the loop spelled out. Break it by moving the code to the domain that owns it (see CONTRIBUTING.md).
import { crossDomainImports, domainCycles, domainEdges, loadedFiles } from './domain-graph.cjs';

/**
 * Edges that still point back up the graph, left out of the cycle check until they are moved. Each entry
 * says why it is here and what would remove it. Empty: the last ones were removed (orders ↔ payments,
 * cache ↔ catalogue/settings/feeds, access ↔ auth, invoices ↔ orders, catalogue ↔ pricing).
 */
const ALLOWED_BACK_EDGES: string[] = [];

const imports = crossDomainImports();
const edges = domainEdges(imports);

describe('the domain graph of lib/server', () => {
  it('has no cycle between domains', () => {
    const cycles = domainCycles(edges.filter((edge) => !ALLOWED_BACK_EDGES.includes(edge)));
    const described = cycles.map(({ cycle }) => {
      const files = imports
        .filter(({ fromDomain, toDomain }) => cycle.includes(`${fromDomain} -> ${toDomain}`))
        .map(({ file, toDomain }) => `${file} -> ${toDomain}`);
      return `${cycle}\n    ${[...new Set(files)].join('\n    ')}`;
    });
    expect(described).toEqual([]);
  });

  it('allows only back edges that still exist', () => {
    expect(ALLOWED_BACK_EDGES.filter((edge) => !edges.includes(edge))).toEqual([]);
  });

  it('sees the imports between domains', () => {
    // A graph read wrongly (a moved folder, a parser that found nothing) would pass the cycle check vacuously.
    expect(edges).toEqual(
      expect.arrayContaining(['orders -> payments/providers', 'orders -> mail', 'catalogue -> cache']),
    );
  });

  it("keeps a feature's lower part a node of its own, below orders, and its flows above", () => {
    // exchange/records (the quote, the test, the shortfall) is what orders builds on; exchange (settling it
    // through the order's refunds and payments) builds on orders. Likewise payments/providers and payments.
    expect(edges).toEqual(
      expect.arrayContaining([
        'orders -> exchange/records',
        'exchange -> orders',
        'exchange -> exchange/records',
        'payments -> orders',
        'payments -> exchange',
        'payments -> payments/providers',
      ]),
    );
    expect(edges).not.toContain('orders -> exchange');
    expect(edges).not.toContain('orders -> payments');
  });

  it('finds a planted cycle and spells it out', () => {
    expect(domainCycles(['a -> b', 'b -> c', 'c -> a', 'c -> d'])).toEqual([
      { domains: ['a', 'b', 'c'], cycle: 'a -> b -> c -> a' },
    ]);
    expect(domainCycles(['a -> b', 'b -> c', 'a -> c'])).toEqual([]);
  });
});

describe('what an index loads', () => {
  // Importing a domain's index loads every module it re-exports. proxy.ts runs before every request and needs
  // only the request's guards: an index that re-exported a database read (seo's page metadata, auth's
  // sessions) would open the database layer there. Keep such modules out of the indexes the proxy reaches.
  it('proxy.ts loads no database module', () => {
    const loaded = [...loadedFiles('proxy.ts')];
    expect(loaded).toContain('lib/server/http/host-warning.ts');
    expect(loaded.filter((file) => file.startsWith('lib/server/db/'))).toEqual([]);
  });
});
