export const bundles: { entryPoints: Record<string, string>; outdir: string; tsconfig: string }[];
/** The packages each bundle imports from node_modules, by workspace (`api`, `web`). */
export function importedPackages(): Promise<Record<string, string[]>>;
export function buildServer(options?: {
  out?: string;
  webApp?: boolean;
  linkModules?: boolean;
}): Promise<void>;
