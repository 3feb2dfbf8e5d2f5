// CSS Modules in Jest: every class name is its own key, so server markup can be rendered and asserted
// without a bundler.
const classNames: Record<string, string> = new Proxy(
  {},
  { get: (_target, key) => (typeof key === 'string' ? key : undefined) },
);

export default classNames;
