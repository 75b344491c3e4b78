import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

/**
 * Test support (landing-first-load.test.ts): the modules a page's first load reaches, read from
 * the sources without a build. It follows static imports and re-exports; not dynamic `import()`
 * (a part loaded on demand), type-only imports, or `*.server` modules (React Router's build keeps
 * them out of the browser). The contract is a package without side effects (`"sideEffects":
 * false`): the bundler keeps of its modules only the declarations a page uses and what those use,
 * so a name imported from it is followed to its declaration and that declaration's own imports.
 */
const APP = join(import.meta.dirname, '..');
const REPO = join(APP, '../../..');
const CONTRACT = join(REPO, 'packages/contract/src');

type ModuleImport = {
  specifier: string;
  /** Names imported (null: the whole module, as `import * as`, a default import or `export *`). */
  names: string[] | null;
};

type ParsedModule = {
  /** The module's static imports, for a module run whole. */
  imports: ModuleImport[];
  /** `export { a as b } from './x'`: b → ('./x', 'a'); `export * as b from './x'`: b → ('./x', '*'). */
  reexports: Map<string, { specifier: string; name: string }>;
  /** `export * from './x'`. */
  stars: string[];
  /** Exported name → the local name of its declaration. */
  exports: Map<string, string>;
  /** Top-level declarations by name, what a name's code uses. */
  declarations: Map<string, ts.Node[]>;
  /** Imported bindings: local name → where from (name null: the whole module). */
  bindings: Map<string, { specifier: string; name: string | null }>;
};

const parsed = new Map<string, ParsedModule>();

function parseModule(file: string): ParsedModule {
  const known = parsed.get(file);
  if (known) return known;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const module: ParsedModule = {
    imports: [],
    reexports: new Map(),
    stars: [],
    exports: new Map(),
    declarations: new Map(),
    bindings: new Map(),
  };
  const declare = (name: string, node: ts.Node, isExported: boolean) => {
    module.declarations.set(name, [...(module.declarations.get(name) ?? []), node]);
    if (isExported) module.exports.set(name, name);
  };
  for (const statement of source.statements) {
    const isExported =
      ts.canHaveModifiers(statement) &&
      (ts.getModifiers(statement) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
      const bindings = clause?.namedBindings;
      if (clause?.name) module.bindings.set(clause.name.text, { specifier, name: null });
      if (bindings && ts.isNamespaceImport(bindings))
        module.bindings.set(bindings.name.text, { specifier, name: null });
      if (!clause) module.imports.push({ specifier, names: [] });
      else if (clause.name || (bindings && ts.isNamespaceImport(bindings)))
        module.imports.push({ specifier, names: null });
      else if (bindings && ts.isNamedImports(bindings)) {
        const elements = bindings.elements.filter((e) => !e.isTypeOnly);
        for (const e of elements)
          module.bindings.set(e.name.text, { specifier, name: (e.propertyName ?? e.name).text });
        module.imports.push({ specifier, names: elements.map((e) => (e.propertyName ?? e.name).text) });
      }
    } else if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly) continue;
      const specifier = statement.moduleSpecifier && (statement.moduleSpecifier as ts.StringLiteral).text;
      const clause = statement.exportClause;
      if (!specifier) {
        if (clause && ts.isNamedExports(clause)) {
          for (const e of clause.elements) module.exports.set(e.name.text, (e.propertyName ?? e.name).text);
        }
      } else if (!clause) {
        module.stars.push(specifier);
      } else if (ts.isNamedExports(clause)) {
        for (const e of clause.elements.filter((element) => !element.isTypeOnly)) {
          module.reexports.set(e.name.text, { specifier, name: (e.propertyName ?? e.name).text });
        }
      } else {
        // `export * as name from './x'`: the whole module under one name.
        module.reexports.set(clause.name.text, { specifier, name: '*' });
      }
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) declare(declaration.name.text, declaration, isExported);
      }
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      statement.name
    ) {
      declare(statement.name.text, statement, isExported);
    }
  }
  parsed.set(file, module);
  return module;
}

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** A file's path, or `npm:<package>` for a package outside the repository. */
function resolveImport(from: string, specifier: string): string {
  const bare = specifier.replace(/\?.*$/, '');
  if (bare === '@portal/contract') return join(CONTRACT, 'index.ts');
  if (!bare.startsWith('.')) {
    const parts = bare.split('/');
    return `npm:${bare.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]}`;
  }
  const base = join(dirname(from), bare);
  if (/\.(json|css|svg|png)$/.test(bare)) return base;
  const found = EXTENSIONS.map((extension) => base + extension).find((path) => existsSync(path));
  if (!found) throw new Error(`cannot resolve '${specifier}' imported by ${relative(REPO, from)}`);
  return found;
}

/**
 * The contract is a package without side effects (`"sideEffects": false`): the bundler keeps of
 * one of its modules only the declarations a page uses, and what those use.
 */
const isSideEffectFree = (file: string) => file.startsWith(CONTRACT);

function collectIdentifiers(node: ts.Node, into: Set<string>) {
  if (ts.isIdentifier(node)) into.add(node.text);
  ts.forEachChild(node, (child) => collectIdentifiers(child, into));
}

/** What the exported `names` of a side-effect-free module need: its own file, and other modules' names. */
function findNeeds(
  file: string,
  names: string[] | null,
): { uses: boolean; needs: [string, string[] | null][] } {
  const module = parseModule(file);
  const wanted = names ?? [...module.exports.keys(), ...module.reexports.keys()];
  const needs: [string, string[] | null][] =
    names === null ? module.stars.map((s) => [resolveImport(file, s), null]) : [];
  const locals = new Set<string>();
  for (const name of wanted) {
    const local = module.exports.get(name);
    const reexport = module.reexports.get(name);
    if (local !== undefined) locals.add(local);
    else if (reexport) {
      needs.push([resolveImport(file, reexport.specifier), reexport.name === '*' ? null : [reexport.name]]);
    } else if (names !== null) {
      const star = module.stars.map((s) => resolveImport(file, s)).find((target) => hasExport(target, name));
      if (star) needs.push([star, [name]]);
    }
  }
  // The local declarations the names use, and the imported bindings those use.
  const queue = [...locals];
  const seen = new Set(queue);
  while (queue.length > 0) {
    const local = queue.pop()!;
    const binding = module.bindings.get(local);
    if (binding) {
      needs.push([resolveImport(file, binding.specifier), binding.name === null ? null : [binding.name]]);
      continue;
    }
    const used = new Set<string>();
    for (const node of module.declarations.get(local) ?? []) collectIdentifiers(node, used);
    for (const id of used) {
      if (!seen.has(id) && (module.declarations.has(id) || module.bindings.has(id))) {
        seen.add(id);
        queue.push(id);
      }
    }
  }
  return { uses: [...locals].some((local) => module.declarations.has(local)), needs };
}

function hasExport(file: string, name: string): boolean {
  const module = parseModule(file);
  return (
    module.exports.has(name) ||
    module.reexports.has(name) ||
    module.stars.some((s) => hasExport(resolveImport(file, s), name))
  );
}

const toNode = (file: string) =>
  file.startsWith('npm:') ? file : relative(REPO, file).replaceAll('\\', '/');

/**
 * Every module the entries (paths under apps/web/app) reach by static imports, by its path from
 * the repository's root (`npm:<package>` for a package), each with the chain of imports that
 * reached it first.
 */
export function walkFirstLoad(entries: readonly string[]): Map<string, string[]> {
  const reached = new Map<string, string[]>();
  const done = new Set<string>();
  const queue: [file: string, names: string[] | null, chain: string[]][] = entries.map((entry) => [
    join(APP, entry),
    null,
    [],
  ]);
  while (queue.length > 0) {
    const [file, names, chain] = queue.shift()!;
    if (/\.server\.tsx?$/.test(file)) continue;
    const node = toNode(file);
    if (isSideEffectFree(file)) {
      const pending = names === null ? null : names.filter((name) => !done.has(`${file}#${name}`));
      if (pending !== null && pending.length === 0) continue;
      if (pending === null) {
        if (done.has(file)) continue;
        done.add(file);
      } else for (const name of pending) done.add(`${file}#${name}`);
      const { uses, needs } = findNeeds(file, pending);
      if (uses && !reached.has(node)) reached.set(node, [...chain, node]);
      const via = uses ? [...chain, node] : chain;
      for (const [target, targetNames] of needs) queue.push([target, targetNames, via]);
      continue;
    }
    if (done.has(file)) continue;
    done.add(file);
    reached.set(node, [...chain, node]);
    if (file.startsWith('npm:') || !/\.tsx?$/.test(file)) continue;
    const module = parseModule(file);
    // A module with side effects runs its re-exports' modules too.
    const reexported: ModuleImport[] = [
      ...[...module.reexports.values()].map(({ specifier, name }) => ({
        specifier,
        names: name === '*' ? null : [name],
      })),
      ...module.stars.map((specifier) => ({ specifier, names: null })),
    ];
    for (const { specifier, names: imported } of [...module.imports, ...reexported]) {
      queue.push([resolveImport(file, specifier), imported, [...chain, node]]);
    }
  }
  return reached;
}
