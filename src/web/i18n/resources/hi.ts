import common from '../hi/common.json';
import errors from '../hi/errors.json';
import landing from '../hi/landing.json';
import auth from '../hi/auth.json';
import nav from '../hi/nav.json';
import shell from '../hi/shell.json';
import subscription from '../hi/subscription.json';
import profile from '../hi/profile.json';

export default { common, errors, landing, auth, nav, shell, subscription, profile };
