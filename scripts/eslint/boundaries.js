/**
 * abhyas/boundaries — the layout's import rules (docs/decisions/005-feature-layout.md):
 * - a web feature never imports another web feature (src/web/features/<a> → src/web/features/<b>);
 * - a server feature module never imports another (src/server/modules/<a> → src/server/modules/<b>);
 * - the server's library/ and ai/ never import modules/ (features build on them, not the other way round);
 * - src/shared imports nothing from the server or the web; the web and the server never import each other.
 * Imports are resolved from relative paths and the @shared/@server/@web aliases; packages are not checked.
 */
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SRC = path.join(ROOT, 'src');
const ALIASES = { '@shared': path.join(SRC, 'shared'), '@server': path.join(SRC, 'server'), '@web': path.join(SRC, 'web') };

function resolve(fromFile, spec) {
  for (const [alias, dir] of Object.entries(ALIASES)) {
    if (spec === alias || spec.startsWith(`${alias}/`)) return path.join(dir, spec.slice(alias.length));
  }
  if (spec.startsWith('.')) return path.resolve(path.dirname(fromFile), spec);
  return null;
}

/** Where a file sits: its area (shared, server, web) and, inside it, its part (a feature, library, ai…). */
function place(file) {
  const rel = path.relative(SRC, file).split(path.sep);
  if (rel[0] === '..' || rel.length < 2) return null;
  const [area, second, third] = rel;
  if (area === 'web' && second === 'features' && third) return { area, feature: third };
  if (area === 'server' && second === 'modules' && third) return { area, feature: third, part: 'modules' };
  if (area === 'server') return { area, part: second };
  return { area };
}

function problem(from, to) {
  if (!from || !to) return null;
  if (from.area === 'shared' && to.area !== 'shared') return `src/shared must not import from src/${to.area}`;
  if (from.area === 'web' && to.area === 'server') return 'the web must not import server code (use src/shared)';
  if (from.area === 'server' && to.area === 'web') return 'the server must not import web code';
  if (from.feature && to.feature && from.area === to.area && from.feature !== to.feature)
    return `feature '${from.feature}' must not import feature '${to.feature}' (move what both need to a shared place)`;
  if (from.area === 'server' && (from.part === 'library' || from.part === 'ai') && to.part === 'modules')
    return `server/${from.part} must not import server/modules (features build on it, not the reverse)`;
  return null;
}

const rule = {
  meta: { type: 'problem', docs: { description: 'feature and layer boundaries' }, schema: [] },
  create(context) {
    const file = context.filename ?? context.getFilename();
    const from = place(file);
    const check = (node, spec) => {
      if (typeof spec !== 'string') return;
      const target = resolve(file, spec);
      if (!target) return;
      const message = problem(from, place(target));
      if (message) context.report({ node, message: `${message}: '${spec}'` });
    };
    return {
      ImportDeclaration: (n) => check(n, n.source.value),
      ExportAllDeclaration: (n) => check(n, n.source.value),
      ExportNamedDeclaration: (n) => n.source && check(n, n.source.value),
      ImportExpression: (n) => n.source.type === 'Literal' && check(n, n.source.value),
    };
  },
};

export default { rules: { boundaries: rule } };
