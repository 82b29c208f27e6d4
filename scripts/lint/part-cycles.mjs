// ESLint plugin with one rule: no import cycles between the parts of the API. A part is a module
// folder (api/src/modules/<name>), api/src/core, any other folder or file right under api/src, a
// folder of api/ or prisma/. ESLint's file-level cycle rules (import-x/no-cycle) miss most cycles
// between modules: a module's files rarely import each other in a circle, its folders do. Type-only
// imports count too: they tie two modules together all the same. Tests are left out.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const PARTS = [/^api\/src\/modules\/[^/]+/, /^api\/src\/[^/]+/, /^api\/[^/]+/, /^prisma\/[^/]+/];
const SCANNED = ['api/src', 'api/bench', 'prisma'];
const SKIPPED = new Set(['node_modules', 'generated', '__tests__', 'migrations']);
// Prettier-formatted sources: every static import and re-export ends in `from '<path>'`.
const IMPORTS = /^\s*(?:import|export)\s[^;]*?\bfrom\s+'(\.{1,2}\/[^']+)'|^\s*import\s+'(\.{1,2}\/[^']+)'/gm;

const posix = (path) => path.split('\\').join('/');
export const partOf = (path) => PARTS.map((part) => part.exec(path)?.[0]).find(Boolean);
const isTest = (path) => /(^|\/)__tests__\//.test(path);

/** The repository file an import names (a `.js` import of a `.ts` source is that source). */
function target(root, fromFile, specifier) {
  const path = resolve(root, dirname(fromFile), specifier);
  const source = path.replace(/\.js$/, '.ts').replace(/\.mjs$/, '.mts');
  return posix(relative(root, existsSync(source) ? source : path));
}

function sourceFiles(root, dir, found = []) {
  if (!existsSync(join(root, dir))) return found;
  for (const entry of readdirSync(join(root, dir))) {
    const path = `${dir}/${entry}`;
    if (SKIPPED.has(entry)) continue;
    if (statSync(join(root, path)).isDirectory()) sourceFiles(root, path, found);
    else if (/\.(ts|mts|js|mjs)$/.test(entry)) found.push(path);
  }
  return found;
}

const graphs = new Map();

/** Part -> part it imports -> the first file import that does it, read from the files on disk. */
function partGraph(root, allowed) {
  const key = `${root}\n${JSON.stringify(allowed)}`;
  if (graphs.has(key)) return graphs.get(key);
  const graph = new Map();
  for (const file of SCANNED.flatMap((dir) => sourceFiles(root, dir))) {
    const from = partOf(file);
    for (const match of readFileSync(join(root, file), 'utf8').matchAll(IMPORTS)) {
      const to = target(root, file, match[1] ?? match[2]);
      const toPart = partOf(to);
      if (!toPart || toPart === from || allowed.some((a) => a.from === file && a.to === to)) continue;
      const edges = graph.get(from) ?? graph.set(from, new Map()).get(from);
      if (!edges.has(toPart)) edges.set(toPart, `${file} -> ${to}`);
    }
  }
  graphs.set(key, graph);
  return graph;
}

/** The parts from `start` to `goal` along imports, or null when `goal` is not reachable. */
function pathBetween(graph, start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const part = queue.shift();
    if (part === goal) {
      const path = [];
      for (let at = goal; at !== null; at = previous.get(at)) path.unshift(at);
      return path;
    }
    for (const next of graph.get(part)?.keys() ?? []) {
      if (!previous.has(next)) {
        previous.set(next, part);
        queue.push(next);
      }
    }
  }
  return null;
}

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbids import cycles between the parts (modules, core, tools) of the API.' },
    schema: [
      {
        type: 'object',
        properties: {
          /** Import edges (repository paths) left out of the check, each with the reason in the config. */
          allow: {
            type: 'array',
            items: {
              type: 'object',
              properties: { from: { type: 'string' }, to: { type: 'string' } },
              required: ['from', 'to'],
            },
          },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      cycle:
        '{{from}} imports {{to}}, which already depends on {{from}} ({{path}}): a cycle between parts of the API. ' +
        'Let the lower part offer an interface (a port) that the higher one implements.',
    },
  },
  create(context) {
    const root = context.cwd;
    const file = posix(relative(root, context.filename));
    const from = partOf(file);
    if (!from || isTest(file)) return {};
    const allowed = context.options[0]?.allow ?? [];
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string' || !node.source.value.startsWith('.')) return;
      const to = target(root, file, node.source.value);
      const toPart = partOf(to);
      if (!toPart || toPart === from || allowed.some((a) => a.from === file && a.to === to)) return;
      const graph = partGraph(root, allowed);
      const back = pathBetween(graph, toPart, from);
      if (back)
        context.report({ node, messageId: 'cycle', data: { from, to: toPart, path: back.join(' -> ') } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

export default { meta: { name: 'api-parts' }, rules: { 'no-cycle': noCycle } };
