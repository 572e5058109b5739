/**
 * Where a page's missing file is one its project's dependencies or its web framework supply when it runs, never a file
 * of the repository: a folder a package manager installs into or a framework serves from dependency jars
 * (`dependencyFolderNote`), and a route a Spring Boot application maps beside the static folder it serves
 * (`springRouteNote`). A miss there is no claim about the repository: Information, naming what supplies it.
 */
import type { Walk } from './facts';
import type { DocumentPlace } from './site';
import type { LocalTarget } from './target';

/**
 * Folders filled from a project's declared dependencies, by the name a link goes through. DSpace's
 * dspace-server-webapp/src/main/resources/static/index.html loads `<script src="webjars/backbone/backbone-min.js">`:
 * Spring Boot (as Play and Dropwizard) serves `/webjars/**` from the WebJars on the classpath (its pom.xml depends on
 * `org.webjars.bowergithub.jashkenas`, "Made available at: webjars/…"), so no folder of the repository holds it. npm's,
 * Bower's and jspm's install folders are what their installs write, as `unedited.ts` names them vendored.
 */
const DEPENDENCY_FOLDERS: ReadonlyMap<string, string> = new Map([
  ['webjars', 'A Java web framework (Spring Boot, Play, Dropwizard) serves webjars/ from the WebJars its build depends on, inside their jars'],
  ['node_modules', 'npm installs the packages the project depends on into node_modules/'],
  ['bower_components', 'Bower installs the packages the project depends on into bower_components/'],
  ['jspm_packages', 'jspm installs the packages the project depends on into jspm_packages/'],
]);

/**
 * What a missing file through a dependency folder the repository lacks is said with (a folder of that name missing on
 * the way, not the file's own name: `webjars.js` is a file to have); undefined elsewhere.
 */
export function dependencyFolderNote(target: LocalTarget, walk: Walk): string | undefined {
  if (walk.found !== 'missing' || walk.at >= target.segments.length - 1) return undefined;
  const supplier = DEPENDENCY_FOLDERS.get(target.segments[walk.at]!);
  return supplier === undefined ? undefined : ` (${supplier}: the file comes with a dependency, not from the repository.)`;
}

/**
 * The folders Spring Boot serves a web application's static content from, at `/` (its reference, "Static Content":
 * classpath:/static, /public, /resources, /META-INF/resources), as a Maven or Gradle project's sources hold them.
 */
const SPRING_STATIC: readonly (readonly string[])[] = [
  ['src', 'main', 'resources', 'static'],
  ['src', 'main', 'resources', 'public'],
  ['src', 'main', 'resources', 'resources'],
  ['src', 'main', 'resources', 'META-INF', 'resources'],
];

const SPRING_ROUTE_NOTE = ' (Spring Boot serves this folder at "/", beside the paths its code maps to resource handlers and controllers'
  + ' (DSpace maps "/browser/**" to a WebJar): a folder at its top that the repository lacks is such a route.)';

/**
 * A relative link of a page in a Spring Boot application's static folder through a folder missing at that folder's top
 * (DSpace's static/index.html loads `browser/js/hal.js`, which WebApplication.java's `addResourceHandler("/browser/**")`
 * serves from the hal-browser WebJar): a route the application's code maps, which the tool does not read. A file
 * missing from a folder that is there (`js/gone.js`), or at the top itself, stays a missing file.
 */
export function springRouteNote(target: LocalTarget, walk: Walk, place: DocumentPlace | undefined): string | undefined {
  if (walk.found !== 'missing' || walk.at >= target.segments.length - 1 || place === undefined || place.folder !== target.folder) return undefined;
  const above = target.segments.slice(0, walk.at);
  const root = SPRING_STATIC.find((tail) => above.length >= tail.length && tail.every((name, i) => above[above.length - tail.length + i] === name));
  if (root === undefined || place.dirs.length < above.length || !above.every((name, i) => place.dirs[i] === name)) return undefined;
  return SPRING_ROUTE_NOTE;
}
