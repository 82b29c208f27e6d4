// The Kubernetes manifests (deploy/k8s), offline: every object against the Kubernetes schemas
// (kubernetes-models), then what a schema cannot see: the references between them.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'vitest';
import { fileURLToPath } from 'node:url';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Job } from 'kubernetes-models/batch/v1';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Namespace, Secret, Service, ServiceAccount } from 'kubernetes-models/v1';
import type { IContainer, IPodTemplateSpec } from 'kubernetes-models/v1';
import { parseAllDocuments, parse } from 'yaml';
import { API_PREFIXES } from '../../web/server/proxy.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dir = join(root, 'deploy/k8s');
const models: Record<string, { new (data: never): { validate(): void } }> = {
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'batch/v1/Job': Job,
  'networking.k8s.io/v1/Ingress': Ingress,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'v1/ConfigMap': ConfigMap,
  'v1/Namespace': Namespace,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'v1/ServiceAccount': ServiceAccount,
};

// Loosely typed on purpose: the schemas above check the shapes; the tests read a few fields.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;
type Manifest = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; annotations: Record<string, string> };
  file: string;
} & Record<string, Loose>;

const kustomization = parse(readFileSync(join(dir, 'kustomization.yaml'), 'utf8')) as {
  resources: string[];
  namespace: string;
  images: { name: string; newName: string; newTag: string }[];
};
const manifests: Manifest[] = readdirSync(dir)
  .filter((file) => file.endsWith('.yaml') && file !== 'kustomization.yaml')
  .flatMap((file) =>
    parseAllDocuments(readFileSync(join(dir, file), 'utf8')).map((doc) => {
      assert.deepEqual(doc.errors, [], file);
      return { ...(doc.toJS() as Manifest), file };
    }),
  );
const ofKind = (kind: string) => manifests.filter((m) => m.kind === kind);
const deployments = ofKind('Deployment');
const deployment = (name: string) => deployments.find((d) => d.metadata.name === name);
const labelsMatch = (selector: Record<string, string>, labels: Record<string, string> = {}) =>
  Object.entries(selector).every(([key, value]) => labels[key] === value);
const selected = (selector: Record<string, string>) =>
  deployments.filter((d) => labelsMatch(selector, d.spec.template.metadata.labels));
const containersOf = (m: Manifest): IContainer[] => (m.spec.template as IPodTemplateSpec).spec!.containers;

test('every object is valid against the Kubernetes schemas', () => {
  assert.ok(manifests.length >= 12);
  for (const manifest of manifests) {
    const { file, ...object } = manifest;
    const Model = models[`${object.apiVersion}/${object.kind}`];
    assert.ok(Model, `${file}: no schema for ${object.apiVersion} ${object.kind}`);
    assert.doesNotThrow(
      () => new Model(object as never).validate(),
      `${file}: ${object.kind} ${object.metadata.name}`,
    );
    if (object.kind !== 'Namespace') assert.equal(object.metadata.namespace, kustomization.namespace, file);
  }
});

test('kustomization applies every manifest but the migration Job and the example Secret', () => {
  const files = [...new Set(manifests.map((m) => m.file))];
  assert.deepEqual(
    [...kustomization.resources].sort(),
    files.filter((file) => !['migrate-job.yaml', 'secret.example.yaml'].includes(file)).sort(),
  );
  const job = ofKind('Job')[0]!;
  const [image] = kustomization.images;
  // The Job is applied on its own, before the rollout: it names the same image the rollout uses.
  assert.equal(containersOf(job)[0]!.image, `${image!.newName}:${image!.newTag}`);
  assert.deepEqual(containersOf(job)[0]!.command, ['node', 'api/dist/migrate.js', 'deploy']);
  for (const d of deployments) assert.equal(containersOf(d)[0]!.image, image!.name, d.metadata.name);
});

test('one Deployment per role, with its ROLE, replicas, probes on declared ports and resources', () => {
  const replicas = { 'hostel-api': 3, 'hostel-worker': 1, 'hostel-web': 2 };
  for (const [name, least] of Object.entries(replicas)) {
    const d = deployment(name);
    assert.ok(d, name);
    assert.ok(d.spec.replicas >= least, name);
    assert.ok(labelsMatch(d.spec.selector.matchLabels, d.spec.template.metadata.labels), name);
    const [container] = containersOf(d);
    const role = container!.env!.find((e) => e.name === 'ROLE')?.value;
    assert.equal(`hostel-${role}`, name);
    const ports = container!.ports!;
    for (const probe of ['readinessProbe', 'livenessProbe'] as const) {
      const port = container![probe]?.httpGet?.port;
      assert.ok(port !== undefined, `${name} has no ${probe}`);
      assert.ok(
        ports.some((p) => p.name === port || p.containerPort === port),
        `${name} ${probe} port ${port}`,
      );
    }
    assert.ok(container!.resources?.requests?.cpu && container!.resources.limits?.memory, name);
  }
});

test('every pod runs as a non-root user and may stop within its grace period', () => {
  const drainSeconds = apiDrainSeconds();
  for (const m of [...deployments, ...ofKind('Job')]) {
    const pod = m.spec.template.spec;
    assert.equal(pod.securityContext?.runAsNonRoot, true, m.metadata.name);
    assert.ok(pod.securityContext?.runAsUser > 0, m.metadata.name);
    for (const container of pod.containers as IContainer[]) {
      assert.equal(container.securityContext?.allowPrivilegeEscalation, false, m.metadata.name);
    }
    // The API's roles stop as api/src/main.ts does; the web server's own drain is shorter.
    const runsApi = containersOf(m)[0]!.env?.some((e) => e.name === 'ROLE' && e.value !== 'web');
    if (m.kind !== 'Deployment' || !runsApi) continue;
    const preStop = containersOf(m)[0]!.lifecycle?.preStop?.exec?.command ?? [];
    const sleep = preStop[0] === 'sleep' ? Number(preStop[1]) : 0;
    assert.ok(
      pod.terminationGracePeriodSeconds >= sleep + drainSeconds,
      `${m.metadata.name}: grace ${pod.terminationGracePeriodSeconds} s < preStop ${sleep} s + drain ${drainSeconds} s`,
    );
  }
});

/**
 * How long the API may take from SIGTERM to its exit (SHUTDOWN_GRACE_SECONDS: the ConfigMap's, or
 * the default in api/src/core/config.ts, after which main.ts exits anyway).
 */
function apiDrainSeconds(): number {
  const configMap = ofKind('ConfigMap').find((m) => m.data?.SHUTDOWN_GRACE_SECONDS);
  if (configMap) return Number(configMap.data.SHUTDOWN_GRACE_SECONDS);
  const config = readFileSync(join(root, 'api/src/core/config.ts'), 'utf8');
  const match = /read\.int\('SHUTDOWN_GRACE_SECONDS', (\d+)/.exec(config);
  assert.ok(match, 'api/src/core/config.ts no longer reads SHUTDOWN_GRACE_SECONDS: update this test');
  return Number(match[1]);
}

test('Services, autoscalers and disruption budgets point at existing Deployments and ports', () => {
  for (const service of ofKind('Service')) {
    const [target] = selected(service.spec.selector);
    assert.ok(target && selected(service.spec.selector).length === 1, `Service ${service.metadata.name}`);
    const ports = containersOf(target).flatMap((c) => c.ports ?? []);
    for (const port of service.spec.ports) {
      assert.ok(
        ports.some((p) => p.name === port.targetPort),
        `${service.metadata.name} -> ${port.targetPort}`,
      );
    }
  }
  assert.equal(
    ofKind('Service').some((s) => selected(s.spec.selector)[0] === deployment('hostel-worker')),
    false,
  );
  const scaled = ofKind('HorizontalPodAutoscaler').map((hpa) => {
    const target = deployment(hpa.spec.scaleTargetRef.name);
    assert.ok(target && hpa.spec.scaleTargetRef.kind === 'Deployment', hpa.metadata.name);
    assert.equal(hpa.spec.minReplicas, target.spec.replicas, hpa.metadata.name);
    assert.equal(hpa.spec.metrics[0].resource.name, 'cpu');
    return target.metadata.name;
  });
  assert.deepEqual(scaled.sort(), ['hostel-api', 'hostel-web']);
  const budgeted = ofKind('PodDisruptionBudget').map((pdb) => {
    const targets = selected(pdb.spec.selector.matchLabels);
    assert.equal(targets.length, 1, pdb.metadata.name);
    assert.ok(
      pdb.spec.minAvailable < targets[0]!.spec.replicas,
      `${pdb.metadata.name} would block every drain`,
    );
    return targets[0]!.metadata.name;
  });
  assert.deepEqual(budgeted.sort(), ['hostel-api', 'hostel-web', 'hostel-worker']);
});

test("the Ingress sends the API's paths to the API and the rest to the web server, WebSockets kept open", () => {
  const [ingress] = ofKind('Ingress');
  assert.ok(Number(ingress!.metadata.annotations['nginx.ingress.kubernetes.io/proxy-read-timeout']) >= 3600);
  assert.ok(Number(ingress!.metadata.annotations['nginx.ingress.kubernetes.io/proxy-send-timeout']) >= 3600);
  const paths = ingress!.spec.rules[0].http.paths as {
    path: string;
    backend: { service: { name: string; port: { name: string } } };
  }[];
  const services = new Map(ofKind('Service').map((s) => [s.metadata.name, s]));
  for (const { path, backend } of paths) {
    const service = services.get(backend.service.name);
    assert.ok(service, path);
    assert.ok(
      service.spec.ports.some((p: { name: string }) => p.name === backend.service.port.name),
      path,
    );
  }
  const toApi = paths.filter((p) => p.backend.service.name === 'hostel-api').map((p) => p.path.slice(1));
  // The same list as the web server's proxy, but the health checks, which stay private.
  assert.deepEqual(toApi.sort(), API_PREFIXES.filter((p) => !['healthz', 'readyz'].includes(p)).sort());
  assert.equal(paths.find((p) => p.path === '/')?.backend.service.name, 'hostel-web');
});

test('the ConfigMap and the Secret name only real settings; the shared secrets are in the Secret', () => {
  const sources = [
    'api/src/core/config.ts',
    'web/server/main.ts',
    'web/src/lib/firebase-setup.ts',
    'prisma/tools/migrate.ts',
  ]
    .map((file) => readFileSync(join(root, file), 'utf8'))
    .join('\n');
  const [config] = ofKind('ConfigMap');
  const [secret] = ofKind('Secret');
  for (const key of [...Object.keys(config!.data), ...Object.keys(secret!.stringData)]) {
    assert.match(sources, new RegExp(`'${key}'|env\\.${key}\\b`), `${key} is not a setting`);
  }
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'FILE_URL_SECRET', 'EMAIL_LINK_SECRET']) {
    assert.ok(key in secret!.stringData, key);
  }
  assert.equal(config!.data.NODE_ENV, 'production');
  for (const m of [...deployments, ...ofKind('Job')]) {
    for (const source of containersOf(m)[0]!.envFrom ?? []) {
      const ref = source.configMapRef?.name ?? source.secretRef?.name;
      assert.ok(
        [config!.metadata.name, secret!.metadata.name].includes(ref ?? ''),
        `${m.metadata.name} -> ${ref}`,
      );
    }
  }
});
