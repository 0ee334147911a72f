import { i18n, i18nReady as shellReady } from '../i18n';
import { NAMESPACES } from '../i18n/namespaces';

/**
 * For unit tests: the shell's i18n plus every namespace loaded up front. The app loads a page's dictionary with the
 * page (React suspends); most tests render a component without a Suspense boundary to wait in.
 */
export const i18nReady: Promise<unknown> = shellReady.then(() => i18n.loadNamespaces([...NAMESPACES]));
export { i18n };
