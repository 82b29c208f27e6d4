// No Docker engine runs here, so the Dockerfile is checked by reading it: what each runtime image
// runs, as whom, and from which dependencies; and docker-compose.yml runs the production roles.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'vitest';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { importedPackages } from '../build.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

interface Stage {
  name: string;
  from: string;
  instructions: { op: string; args: string }[];
}

/** Stages in order; continuation lines joined, comments dropped. */
function stages(dockerfile: string): Stage[] {
  const lines = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const result: Stage[] = [];
  for (const line of lines) {
    const [, op = '', args = ''] = /^(\w+)\s+(.*)$/.exec(line) ?? [];
    if (op.toUpperCase() === 'FROM') {
      const [, from = '', name = ''] = /^(\S+)(?:\s+AS\s+(\S+))?/i.exec(args) ?? [];
      result.push({ name, from, instructions: [] });
    } else result.at(-1)?.instructions.push({ op: op.toUpperCase(), args });
  }
  return result;
}

const all = stages(readFileSync(`${root}Dockerfile`, 'utf8'));
const byName = new Map(all.map((stage) => [stage.name, stage]));
const runtime = all.at(-1)!;
const args = (stage: Stage, op: string) => stage.instructions.filter((i) => i.op === op).map((i) => i.args);

test('the default target is the production image, on its own base (not the build stage)', () => {
  assert.equal(runtime.name, 'runtime');
  assert.match(runtime.from, /^node:\d+/);
});

test('every image that runs something runs it as a user other than root', () => {
  const running = all.filter((stage) => args(stage, 'CMD').length || args(stage, 'ENTRYPOINT').length);
  assert.ok(running.length >= 2);
  for (const stage of running) {
    const user = args(stage, 'USER').at(-1);
    assert.ok(user && !/^(root|0)(:|$)/.test(user), `stage ${stage.name} runs as ${user ?? 'root'}`);
  }
});

test('the production image runs node on built JavaScript, never tsx, with production dependencies only', () => {
  const cmd = JSON.parse(args(runtime, 'CMD').at(-1)!) as string[];
  assert.equal(cmd[0], 'node');
  assert.match(cmd[1]!, /\.m?js$/);
  assert.equal(cmd.length, 2);
  const launcher = readFileSync(`${root}${cmd[1]}`, 'utf8');
  assert.match(launcher, /api\/dist\/main\.js/);
  assert.match(launcher, /web\/server\/dist\/main\.js/);
  const copies = args(runtime, 'COPY');
  for (const built of ['api/dist', 'web/server/dist', 'web/dist', cmd[1]!]) {
    assert.ok(
      copies.some((copy) => copy.startsWith('--from=build ') && copy.endsWith(` ${built}`)),
      built,
    );
  }
  for (const instruction of runtime.instructions) assert.doesNotMatch(instruction.args, /\btsx\b/);
  assert.doesNotMatch(launcher, /\btsx\b/);
  // node_modules come from the stage that installed production dependencies and ran no scripts.
  const depsCopy = copies.find((copy) => !copy.startsWith('--from=build'))!;
  const depsStage = byName.get(/--from=(\S+)/.exec(depsCopy)![1]!)!;
  const install = args(depsStage, 'RUN').join(' ');
  assert.match(
    install,
    /npm pkg delete devDependencies --workspaces --include-workspace-root\s+&& npm install /,
  );
  assert.match(install, /--omit=dev/);
  assert.match(install, /--ignore-scripts/);
  assert.match(install, /--workspace api --workspace web --include-workspace-root=false/); // not the root's tools
});

/** Production dependencies no bundle imports by name, and why the image needs them. */
const NEEDED_UNIMPORTED: Record<string, string[]> = {
  // the shared rules are bundled; the migration runner finds the schema engine's files by path;
  // @react-email/render renders with react-dom (a peer dependency)
  api: ['@hostel/common', '@prisma/schema-engine-wasm', 'react-dom'],
  // bundled; the OpenTelemetry SDK's peer dependency
  web: ['@hostel/common', '@opentelemetry/api'],
};

test('the api and web production dependencies are exactly what the built bundles import', async () => {
  const imported = await importedPackages();
  assert.deepEqual(Object.keys(imported).sort(), ['api', 'web']);
  for (const [workspace, names] of Object.entries(imported)) {
    const manifest = JSON.parse(readFileSync(`${root}${workspace}/package.json`, 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const declared = Object.keys(manifest.dependencies);
    // Missing: the image would fail at start. Extra: the image carries it for nothing.
    assert.deepEqual(
      names.filter((name) => !declared.includes(name)),
      [],
      `${workspace}: imported but not a production dependency`,
    );
    assert.deepEqual(
      declared.filter((name) => !names.includes(name) && !NEEDED_UNIMPORTED[workspace]!.includes(name)),
      [],
      `${workspace}: a production dependency nothing imports (a devDependency?)`,
    );
  }
});

test('the build stage runs npm run build, which builds with node, and migrations have their own command', () => {
  assert.ok(args(byName.get('build')!, 'RUN').includes('npm run build'));
  const scripts = (
    JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { scripts: Record<string, string> }
  ).scripts;
  assert.equal(scripts.build, 'node scripts/build.mjs');
  assert.doesNotMatch(args(runtime, 'CMD').join(' '), /migrate/);
});

test('docker-compose.yml runs the production roles from that image; only the emulator is a stand-in', () => {
  const compose = parse(readFileSync(`${root}docker-compose.yml`, 'utf8'), { merge: true }) as {
    services: Record<
      string,
      { build?: { target: string }; environment?: Record<string, string>; command?: string[] }
    >;
  };
  const { services } = compose;
  for (const role of ['api', 'worker', 'web']) {
    assert.equal(services[role]?.build?.target, 'runtime', role);
    assert.equal(services[role]?.environment?.ROLE, role, role);
  }
  assert.deepEqual(services.migrate?.command, ['node', 'api/dist/migrate.js', 'deploy']);
  assert.equal(services['auth-emulator']?.build?.target, 'emulator');
  const stageNames = new Set(all.map((stage) => stage.name));
  for (const service of Object.values(services)) {
    if (service.build) assert.ok(stageNames.has(service.build.target), service.build.target);
  }
});
