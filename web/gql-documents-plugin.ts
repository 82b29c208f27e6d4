import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

// Production builds: replace each `graphql(`...`)` call with the document codegen wrote for it to
// src/gql/graphql.ts, inlined at the call site (what the client preset's babel/swc plugin does, one
// step further). The `graphql()` function looks documents up in a map of EVERY document of the app,
// and graphql.ts is one module that would land whole in the start-up chunk; inlined, each document
// travels in the chunk of the feature that uses it.
const CALL = /\bgraphql\(\s*`((?:[^`$]|\$(?!\{))*)`\s*\)/g; // no ${} interpolation
const DEFINITION = /^\s*(?:#[^\n]*\n\s*)*(query|mutation|subscription|fragment)\s+([_A-Za-z][_0-9A-Za-z]*)/;
const GQL_IMPORT = /import\s*\{\s*graphql\s*\}\s*from\s*'(?:\.\.?\/)+(?:[\w-]+\/)*gql';\n/;
const GENERATED = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;

/** A document travels as its text alone (codegen.ts): nothing in the browser reads its syntax tree. */
function inlined(literal: string): string {
  const text = (JSON.parse(literal) as { __meta__?: { text?: string } }).__meta__?.text;
  return JSON.stringify({ __meta__: { text } });
}

export function gqlDocumentsPlugin(generatedFile: string): Plugin {
  let documents = new Map<string, string>();
  return {
    name: 'hostel-gql-documents',
    apply: 'build',
    enforce: 'pre', // the source as written (before the TypeScript transform reformats it)
    buildStart() {
      const source = readFileSync(generatedFile, 'utf8');
      documents = new Map([...source.matchAll(GENERATED)].map((m) => [m[1]!, inlined(m[2]!)]));
    },
    transform(code, id) {
      const gqlImport = GQL_IMPORT.exec(code);
      if (!gqlImport || id.includes('/src/gql/')) return null;
      let replaced = 0;
      const body = code.replace(CALL, (_call, document: string) => {
        const definition = DEFINITION.exec(document);
        if (!definition) this.error(`${id}: cannot find the operation or fragment name in a graphql() call`);
        const name = `${definition[2]}${definition[1] === 'fragment' ? 'FragmentDoc' : 'Document'}`;
        const literal = documents.get(name);
        if (!literal) this.error(`${id}: ${name} is not in ${generatedFile}; run npm run codegen`);
        replaced++;
        return `(${literal})`;
      });
      if (replaced === 0) return null;
      // Any graphql() call left (e.g. with interpolations) still needs the original import.
      const stillUsed = /\bgraphql\(/.test(body.replace(gqlImport[0], ''));
      return { code: stillUsed ? body : body.replace(gqlImport[0], ''), map: null };
    },
  };
}
