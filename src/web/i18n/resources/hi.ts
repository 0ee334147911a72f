import common from '../hi/common.json';
import errors from '../hi/errors.json';
import landing from '../hi/landing.json';
import auth from '../hi/auth.json';
import nav from '../hi/nav.json';
import shell from '../hi/shell.json';
import subscription from '../hi/subscription.json';
import profile from '../hi/profile.json';
import studyPlanner from '../hi/study-planner.json';
import ninetyDayPlan from '../hi/ninety-day-plan.json';
import chat from '../hi/chat.json';
import topicExplorer from '../hi/topic-explorer.json';

export default {
  common,
  errors,
  landing,
  auth,
  nav,
  shell,
  subscription,
  profile,
  'study-planner': studyPlanner,
  'ninety-day-plan': ninetyDayPlan,
  chat,
  'topic-explorer': topicExplorer,
};
