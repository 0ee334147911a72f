import common from '../en/common.json';
import errors from '../en/errors.json';
import landing from '../en/landing.json';
import auth from '../en/auth.json';
import nav from '../en/nav.json';
import shell from '../en/shell.json';
import type { SHELL_NAMESPACES } from '../namespaces';

/** The English dictionaries bundled in the entry: the shell's namespaces only (see SHELL_NAMESPACES). */
export default { common, errors, landing, auth, nav, shell } satisfies Record<(typeof SHELL_NAMESPACES)[number], unknown>;
