// `npm run build`: the production build. Production runs `node` on these files, never tsx.
//   api/dist/main.js          the API (ROLE=all|api|worker)
//   api/dist/migrate.js       the migration runner (`node api/dist/migrate.js deploy`)
//   web/server/dist/main.js   the web server (ROLE=web), serving web/dist (built too)
// Usage: node scripts/build.mjs [--out <dir> [--link-modules]] [--no-web-app]
//   --out          build into <dir> laid out like the repository (default: the repository itself);
//                  prisma/ and scripts/serve.mjs are copied there, node_modules are not...
//   --link-modules ...but linked to the repository's (tests and benchmarks run the build there).
//   --no-web-app   skip `vite build` of web/dist.
// esbuild bundles our TypeScript (and @hostel/common, which ships as TypeScript) and leaves every
// other package to node_modules. Each bundle sits in its workspace so node resolves that
// workspace's own dependency versions (api/node_modules/express is not the root one).
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { ensureWebBuild } from './lib/web-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

// The API's entries share one output directory, and its chunks: main.ts loads most of the API
// through import() after tracing starts, so what those modules import loads only then.
export const bundles = [
  {
    entryPoints: { main: 'api/src/main.ts', migrate: 'prisma/tools/migrate.ts' },
    outdir: 'api/dist',
    tsconfig: 'api/tsconfig.json',
  },
  {
    entryPoints: { main: 'web/server/main.ts' },
    outdir: 'web/server/dist',
    tsconfig: 'web/server/tsconfig.json',
  },
];

/**
 * Our sources find files next to them through import.meta.url (prisma/migrations, web/dist, the
 * default data dir). In a bundle that URL is the bundle's, so each source's own URL is put back:
 * the path it has in the repository, relative to where its bundle lands.
 */
function sourceUrlPlugin(out, outdir) {
  return {
    name: 'source-import-meta-url',
    setup(b) {
      b.onLoad({ filter: /\.tsx?$/ }, (args) => {
        if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
        const text = readFileSync(args.path, 'utf8');
        if (!text.includes('import.meta.url')) return undefined;
        const own = relative(join(out, outdir), join(out, relative(root, args.path)));
        const url = `new URL(${JSON.stringify(own.split(sep).join('/'))}, import.meta.url).href`;
        return {
          contents: text.replaceAll('import.meta.url', url),
          loader: args.path.endsWith('x') ? 'tsx' : 'ts',
        };
      });
    },
  };
}

/** Packages stay external, except the workspace of shared rules (TypeScript source, bundled). */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@hostel/') || args.path.startsWith('node:')
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

/** esbuild's options for one bundle built into `out`. */
const buildOptions = (bundle, out) => ({
  entryPoints: Object.fromEntries(
    Object.entries(bundle.entryPoints).map(([name, source]) => [name, join(root, source)]),
  ),
  outdir: join(out, bundle.outdir),
  tsconfig: join(root, bundle.tsconfig),
  bundle: true,
  splitting: true,
  chunkNames: '[name]-[hash]', // beside the entries: the source URLs are relative to outdir
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalPackages, sourceUrlPlugin(out, bundle.outdir)],
});

/**
 * The packages each bundle imports from node_modules (statically or by import()), by the
 * workspace it lands in: what that workspace's production dependencies must hold, since the
 * image installs only those.
 */
export async function importedPackages() {
  const imported = {};
  for (const bundle of bundles) {
    const { metafile } = await build({ ...buildOptions(bundle, root), write: false, metafile: true });
    const names = new Set();
    for (const output of Object.values(metafile.outputs)) {
      for (const { path, external } of output.imports) {
        if (!external || path.startsWith('node:')) continue;
        const [scope, name] = path.split('/');
        names.add(scope.startsWith('@') ? `${scope}/${name}` : scope);
      }
    }
    imported[bundle.outdir.split('/')[0]] = [...names].sort();
  }
  return imported;
}

export async function buildServer({ out = root, webApp = true, linkModules = false } = {}) {
  out = resolve(out);
  for (const bundle of bundles) {
    rmSync(join(out, bundle.outdir), { recursive: true, force: true });
    await build(buildOptions(bundle, out));
  }
  if (out !== resolve(root)) {
    // What the migration runner reads, where it looks for it.
    mkdirSync(join(out, 'prisma'), { recursive: true });
    cpSync(join(root, 'prisma/schema.prisma'), join(out, 'prisma/schema.prisma'));
    cpSync(join(root, 'prisma/migrations'), join(out, 'prisma/migrations'), { recursive: true });
    cpSync(join(root, 'scripts/serve.mjs'), join(out, 'scripts/serve.mjs'));
    // The API serves it at /graphql/changelog (api/src/core/schema-docs.ts) and reads it at start.
    cpSync(join(root, 'api/CHANGELOG.md'), join(out, 'api/CHANGELOG.md'));
    if (linkModules) {
      for (const dir of ['node_modules', 'api/node_modules', 'web/node_modules']) {
        if (existsSync(join(root, dir)) && !existsSync(join(out, dir)))
          symlinkSync(join(root, dir), join(out, dir));
      }
    }
  }
  if (webApp) {
    ensureWebBuild(process.env);
    if (out !== resolve(root)) cpSync(join(root, 'web/dist'), join(out, 'web/dist'), { recursive: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      'link-modules': { type: 'boolean' },
      'no-web-app': { type: 'boolean' },
    },
  });
  const started = Date.now();
  await buildServer({
    out: values.out ?? root,
    webApp: !values['no-web-app'],
    linkModules: values['link-modules'],
  });
  console.log(
    `Built api/dist, web/server/dist${values['no-web-app'] ? '' : ' and web/dist'} in ${Date.now() - started} ms.`,
  );
}
