import common from '../mr/common.json';
import errors from '../mr/errors.json';
import landing from '../mr/landing.json';
import auth from '../mr/auth.json';
import nav from '../mr/nav.json';
import shell from '../mr/shell.json';
import subscription from '../mr/subscription.json';
import profile from '../mr/profile.json';
import studyPlanner from '../mr/study-planner.json';
import ninetyDayPlan from '../mr/ninety-day-plan.json';
import chat from '../mr/chat.json';
import topicExplorer from '../mr/topic-explorer.json';

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
