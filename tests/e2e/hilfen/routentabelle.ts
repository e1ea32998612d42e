import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The portal's real route list, read from the source the way React Router and react-admin read it.
 *
 * Why from the source and not from a list kept beside the test: a new `<Route path=…>` or `<Resource …>` must make
 * the accessibility test fail until someone visits it, so the list has to come from where routes are declared. Why
 * with the TypeScript parser and not a regular expression: routes sit in JSX attributes (`element={<Guard><AreaAdmin>…`),
 * a Resource takes its views from a spread object in another file (`<Resource name="kunde" {...kunde} />`, with
 * `kunde = { list, show, edit, create }` in `admin/kunde/index.ts`), and an area is a lazily imported component — all
 * of which a parser follows reliably.
 *
 * The rules, starting at src/App.tsx with the prefix '':
 * - `<Route index>` is the prefix itself, `<Route path="p">` is prefix/p; its JSX children are nested under it.
 * - `<Route path="p/*" element={…}>` mounts an area: every component named in `element` that is a local file
 *   (imported, or `lazy(() => import(…))`, or `lazy(ladeX)` with such an import in `ladeX`) is read in turn with the
 *   prefix prefix/p.
 * - `<Route path="*">` whose element declares routes of its own only wraps them (the guarded part of the Kunde and
 *   EVU areas); one that does not is a catch-all page (the not-found page).
 * - `<Resource name="n">` yields prefix/n for `list`, prefix/n/create for `create`, prefix/n/:id/show for `show` and
 *   prefix/n/:id for `edit` (react-admin's routes), whether the views are attributes or come from a spread object.
 */
export function routenDerApp(einstieg = path.resolve('src/App.tsx')): string[] {
  const routen = new Set<string>();
  leseDatei(einstieg, '', routen, new Set());
  return [...routen].sort();
}

const VIEWS: Record<string, (basis: string) => string> = {
  list: (b) => b,
  create: (b) => `${b}/create`,
  show: (b) => `${b}/:id/show`,
  edit: (b) => `${b}/:id`,
};

function verbinde(praefix: string, pfad: string): string {
  const teile = [praefix, pfad].flatMap((t) => t.split('/')).filter(Boolean);
  return '/' + teile.join('/');
}

function parse(datei: string): ts.SourceFile {
  return ts.createSourceFile(datei, fs.readFileSync(datei, 'utf8'), ts.ScriptTarget.Latest, true, datei.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

function aufloesen(von: string, modul: string): string | undefined {
  if (!modul.startsWith('.')) return undefined;
  const basis = path.resolve(path.dirname(von), modul);
  return [basis, `${basis}.tsx`, `${basis}.ts`, path.join(basis, 'index.tsx'), path.join(basis, 'index.ts')].find((d) => fs.existsSync(d) && fs.statSync(d).isFile());
}

/** Local names → (file, exported name) for the file's imports and its `lazy(() => import('…'))` components (also through a loader function imported from another file). */
function importe(quelle: ts.SourceFile): Map<string, { datei: string; name: string }> {
  const karte = new Map<string, { datei: string; name: string }>();
  const suche = (knoten: ts.Node) => {
    if (ts.isImportDeclaration(knoten) && ts.isStringLiteral(knoten.moduleSpecifier)) {
      const datei = aufloesen(quelle.fileName, knoten.moduleSpecifier.text);
      const klausel = knoten.importClause;
      if (datei && klausel) {
        if (klausel.name) karte.set(klausel.name.text, { datei, name: 'default' });
        if (klausel.namedBindings && ts.isNamedImports(klausel.namedBindings)) {
          for (const e of klausel.namedBindings.elements) karte.set(e.name.text, { datei, name: (e.propertyName ?? e.name).text });
        }
      }
    }
    if (ts.isVariableDeclaration(knoten) && ts.isIdentifier(knoten.name) && knoten.initializer) {
      const name = knoten.name.text;
      const findeImport = (k: ts.Node): void => {
        if (ts.isCallExpression(k) && k.expression.kind === ts.SyntaxKind.ImportKeyword && k.arguments[0] && ts.isStringLiteral(k.arguments[0])) {
          const datei = aufloesen(quelle.fileName, k.arguments[0].text);
          if (datei) karte.set(name, { datei, name: 'default' });
        }
        ts.forEachChild(k, findeImport);
      };
      findeImport(knoten.initializer);
      // `lazy(ladeX)` with `export const ladeX = () => import('…')` in another file (src/bereiche.ts)
      const aufruf = knoten.initializer;
      if (!karte.has(name) && ts.isCallExpression(aufruf) && aufruf.expression.getText() === 'lazy' && aufruf.arguments[0] && ts.isIdentifier(aufruf.arguments[0])) {
        const lader = karte.get(aufruf.arguments[0].text);
        const ziel = lader && importe(parse(lader.datei)).get(lader.name);
        if (ziel) karte.set(name, ziel);
      }
    }
    ts.forEachChild(knoten, suche);
  };
  suche(quelle);
  return karte;
}

/** The property names of an exported object literal (`export const x = {…}` or `export default {…}`). */
function exportierteSchluessel(datei: string, name: string): string[] {
  const quelle = parse(datei);
  let objekt: ts.ObjectLiteralExpression | undefined;
  for (const anweisung of quelle.statements) {
    if (name === 'default' && ts.isExportAssignment(anweisung) && ts.isObjectLiteralExpression(anweisung.expression)) objekt = anweisung.expression;
    if (ts.isVariableStatement(anweisung)) {
      for (const d of anweisung.declarationList.declarations) {
        if (ts.isIdentifier(d.name) && d.name.text === name && d.initializer && ts.isObjectLiteralExpression(d.initializer)) objekt = d.initializer;
      }
    }
    // `export { x } from './x'` in an index file: follow it.
    if (ts.isExportDeclaration(anweisung) && anweisung.moduleSpecifier && ts.isStringLiteral(anweisung.moduleSpecifier) && anweisung.exportClause && ts.isNamedExports(anweisung.exportClause)) {
      const eintrag = anweisung.exportClause.elements.find((e) => e.name.text === name);
      const ziel = aufloesen(datei, anweisung.moduleSpecifier.text);
      if (eintrag && ziel) return exportierteSchluessel(ziel, (eintrag.propertyName ?? eintrag.name).text);
    }
  }
  if (!objekt) throw new Error(`${path.relative(process.cwd(), datei)}: kein Objekt ${name} für eine <Resource> gefunden`);
  return objekt.properties.flatMap((p) => {
    // A spread would hide views from this reading, and with them routes: refuse rather than miss them.
    if (ts.isSpreadAssignment(p)) throw new Error(`${path.relative(process.cwd(), datei)}: ${name} enthält ${p.getText()}; die Views lassen sich so nicht lesen`);
    return p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? [p.name.text] : [];
  });
}

type JsxKnoten = ts.JsxElement | ts.JsxSelfClosingElement;

const oeffnend = (k: JsxKnoten) => (ts.isJsxElement(k) ? k.openingElement : k);
const tagName = (k: JsxKnoten) => oeffnend(k).tagName.getText();

function attribut(k: JsxKnoten, name: string): ts.JsxAttribute | undefined {
  return oeffnend(k).attributes.properties.find((a): a is ts.JsxAttribute => ts.isJsxAttribute(a) && a.name.getText() === name);
}

function textAttribut(k: JsxKnoten, name: string): string | undefined {
  const a = attribut(k, name);
  if (!a?.initializer) return undefined;
  if (ts.isStringLiteral(a.initializer)) return a.initializer.text;
  if (ts.isJsxExpression(a.initializer) && a.initializer.expression && ts.isStringLiteral(a.initializer.expression)) return a.initializer.expression.text;
  throw new Error(`${name}={…} ist kein fester Text: ${a.getText()}`);
}

function enthaeltRouten(knoten: ts.Node): boolean {
  let gefunden = false;
  const suche = (k: ts.Node) => {
    if ((ts.isJsxElement(k) || ts.isJsxSelfClosingElement(k)) && ['Route', 'Resource'].includes(tagName(k))) gefunden = true;
    if (!gefunden) ts.forEachChild(k, suche);
  };
  suche(knoten);
  return gefunden;
}

function leseDatei(datei: string, praefix: string, routen: Set<string>, gelesen: Set<string>) {
  const schluessel = `${datei}@${praefix}`;
  if (gelesen.has(schluessel)) return;
  gelesen.add(schluessel);
  const quelle = parse(datei);
  const karte = importe(quelle);

  const geh = (knoten: ts.Node, p: string): void => {
    if (!(ts.isJsxElement(knoten) || ts.isJsxSelfClosingElement(knoten))) {
      ts.forEachChild(knoten, (k) => geh(k, p));
      return;
    }
    const tag = tagName(knoten);
    if (tag === 'Resource') {
      const name = textAttribut(knoten, 'name');
      if (!name) throw new Error(`${datei}: <Resource> ohne name`);
      const views = new Set<string>();
      for (const a of oeffnend(knoten).attributes.properties) {
        if (ts.isJsxAttribute(a) && a.name.getText() in VIEWS) views.add(a.name.getText());
        if (ts.isJsxSpreadAttribute(a)) {
          if (!ts.isIdentifier(a.expression)) throw new Error(`${datei}: <Resource {...${a.expression.getText()}}> lässt sich nicht auflösen`);
          const herkunft = karte.get(a.expression.text);
          if (!herkunft) throw new Error(`${datei}: ${a.expression.text} ist kein Import`);
          for (const s of exportierteSchluessel(herkunft.datei, herkunft.name)) if (s in VIEWS) views.add(s);
        }
      }
      for (const v of views) routen.add(VIEWS[v]!(verbinde(p, name)));
      return;
    }
    if (tag === 'Route') {
      const index = attribut(knoten, 'index') !== undefined;
      const pfad = index ? '' : textAttribut(knoten, 'path');
      if (pfad === undefined) throw new Error(`${datei}: <Route> ohne path und ohne index`);
      const element = attribut(knoten, 'element');
      if (pfad.endsWith('/*')) {
        const bereich = verbinde(p, pfad.slice(0, -2));
        if (element) {
          const komponenten = new Set<string>();
          const sammle = (k: ts.Node) => {
            if (ts.isJsxElement(k) || ts.isJsxSelfClosingElement(k)) komponenten.add(tagName(k));
            ts.forEachChild(k, sammle);
          };
          sammle(element);
          for (const k of komponenten) {
            const herkunft = karte.get(k);
            if (herkunft) leseDatei(herkunft.datei, bereich, routen, gelesen);
          }
          geh(element, bereich);
        }
        return;
      }
      if (pfad === '*' && element && enthaeltRouten(element)) {
        geh(element, p);
        return;
      }
      routen.add(pfad === '*' ? verbinde(p, '*') : verbinde(p, pfad));
      if (ts.isJsxElement(knoten)) for (const kind of knoten.children) geh(kind, verbinde(p, pfad));
      return;
    }
    ts.forEachChild(knoten, (k) => geh(k, p));
  };
  geh(quelle, praefix);
}
